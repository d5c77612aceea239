import { Button, List, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useT } from '../i18n/i18n-context';
import { FormFailure } from '../session/form-alerts';
import { IntakeSection } from './intake-section';
import { SignIntakeDialog } from './sign-intake-dialog';
import type { SignFailure } from '../../machines/drafts/document-draft.types';
import type { SignBlocker } from './sign-readiness';
import type { IntakeGap } from '../../../common/contracts/intake-gaps';

export interface SignPanelProps {
  blockers: readonly SignBlocker[];
  /** What the intake leaves empty, named in the confirmation (`intakeGaps`). */
  gaps: readonly IntakeGap[];
  /** The save and sign status (the drafts kit's DraftStatus). */
  status?: ReactNode;
  signing?: boolean;
  /** Why the last sign attempt did not sign: the server's reason, or no answer. */
  failure?: SignFailure | null;
  onSign: () => void;
  /** Stories: the confirmation renders in place. */
  inlineDialog?: boolean;
}

/**
 * "Sign intake": confirmed first, the confirmation naming what is left empty; disabled, with the
 * reasons listed, while the intake is empty or the safety rule is unmet.
 */
export function SignPanel(props: SignPanelProps) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const blocked = props.blockers.length > 0;
  return (
    <IntakeSection id="sign" title={t('intake.sections.sign')}>
      {props.status}
      {props.failure && (
        <FormFailure
          title={
            props.failure.kind === 'refused'
              ? t('intake.sign.refused', { message: props.failure.message })
              : t('intake.sign.connection')
          }
        />
      )}
      {blocked && (
        <Stack gap="1" id="intake-sign-blockers">
          <Text fontWeight="semibold">{t('intake.sign.blocked')}</Text>
          <List.Root ps="5">
            {props.blockers.map((blocker) => (
              <List.Item key={blocker}>{t(`intake.sign.blockers.${blocker}`)}</List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
      <Button
        alignSelf="start"
        colorPalette="blue"
        disabled={blocked}
        aria-describedby={blocked ? 'intake-sign-blockers' : undefined}
        loading={props.signing}
        loadingText={t('intake.sign.pending')}
        onClick={() => setConfirming(true)}
      >
        {t('intake.sign.button')}
      </Button>
      <SignIntakeDialog
        open={confirming}
        gaps={props.gaps}
        inline={props.inlineDialog}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          props.onSign();
        }}
      />
    </IntakeSection>
  );
}
