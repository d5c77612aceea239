import { Box, Flex, Stack } from '@chakra-ui/react';
import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { emptyIntakeContent, type IntakeContent } from '../../../common/contracts/intake.contract';
import { intakeGaps } from '../../../common/contracts/intake-gaps';
import { needsSafetyAlert } from '../../../common/scoring/instruments';
import { ConsentsSection } from './consents-section';
import { DiagnosesSection } from './diagnoses-section';
import { GoalsSection } from './goals-section';
import { HistorySection } from './history-section';
import { MseSection } from './mse-section';
import { QuestionnaireSection } from './questionnaire-section';
import { ReferralSection } from './referral-section';
import { RiskSection } from './risk-section';
import { SafetyAlert } from './safety-alert';
import { SectionNav } from './section-nav';
import { SignPanel } from './sign-panel';
import { BELOW_HEADER } from '../theme/below-header';
import { signBlockers } from './sign-readiness';
import type { SignFailure } from '../../machines/drafts/document-draft.types';

export interface IntakeFormProps {
  content: IntakeContent;
  onChange: (content: IntakeContent) => void;
  /** A field lost focus: the draft saves now rather than after the typing pause. */
  onBlur?: () => void;
  /** The chart carries the 'suicide-risk' flag. */
  flagged: boolean;
  /** The save status, shown by the section list and by the sign button. */
  status?: ReactNode;
  /** Shown above the form (a save conflict, an offline notice). */
  banner?: ReactNode;
  signing?: boolean;
  /** Why the last sign attempt did not sign. */
  signFailure?: SignFailure | null;
  onSign: () => void;
  inlineDialog?: boolean;
}

/** The whole intake draft: the section list beside the sections, the safety alert after PHQ-9. */
export function IntakeForm(props: IntakeFormProps) {
  const { content, onBlur } = props;
  const set = useStableSetters(content, props.onChange);
  const alert = needsSafetyAlert(content.phq9);
  return (
    <Flex gap="6" align="start" direction={{ base: 'column', lg: 'row' }}>
      <Box
        as="aside"
        position={{ lg: 'sticky' }}
        // Below the shell's sticky header, not under it.
        top={BELOW_HEADER}
        minW="52"
        display="flex"
        flexDirection="column"
        gap="4"
      >
        <SectionNav />
        {props.status}
      </Box>
      <Stack gap="6" flex="1" minW="0">
        {props.banner}
        <ReferralSection value={content.referral} onChange={set.referral} onBlur={onBlur} />
        <HistorySection value={content.history} onChange={set.history} onBlur={onBlur} />
        <MseSection value={content.mse} onChange={set.mse} onBlur={onBlur} />
        <RiskSection value={content.risk} onChange={set.risk} onBlur={onBlur} required={alert} />
        <QuestionnaireSection
          instrument="phq9"
          answers={content.phq9}
          onChange={set.phq9}
          onBlur={onBlur}
        />
        {alert && (
          <SafetyAlert
            acknowledged={content.safetyAcknowledged}
            onAcknowledge={set.safetyAcknowledged}
            onBlur={onBlur}
            flagged={props.flagged}
          />
        )}
        <QuestionnaireSection
          instrument="gad7"
          answers={content.gad7}
          onChange={set.gad7}
          onBlur={onBlur}
        />
        <DiagnosesSection value={content.diagnoses} onChange={set.diagnoses} />
        <GoalsSection value={content.goals} onChange={set.goals} />
        <ConsentsSection value={content.consents} onChange={set.consents} onBlur={onBlur} />
        <SignPanel
          blockers={signBlockers(content)}
          gaps={intakeGaps(content)}
          signing={props.signing}
          failure={props.signFailure}
          onSign={props.onSign}
          inlineDialog={props.inlineDialog}
        />
      </Stack>
    </Flex>
  );
}

type Setters = { [K in keyof IntakeContent]: (value: IntakeContent[K]) => void };

/**
 * One setter per part of the content, the same functions for the form's whole life: each
 * (memoised) section re-renders only when its own part changes, not on every keystroke elsewhere.
 */
function useStableSetters(content: IntakeContent, onChange: (content: IntakeContent) => void) {
  const latest = useRef({ content, onChange });
  useLayoutEffect(() => {
    latest.current = { content, onChange };
  });
  return useMemo(() => {
    const setter =
      <K extends keyof IntakeContent>(key: K) =>
      (value: IntakeContent[K]) =>
        latest.current.onChange({ ...latest.current.content, [key]: value });
    // The parts of an intake never change; the setters read the latest content through the ref.
    const keys = Object.keys(emptyIntakeContent()) as (keyof IntakeContent)[];
    return Object.fromEntries(keys.map((key) => [key, setter(key)])) as Setters;
  }, []);
}
