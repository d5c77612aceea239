import { Link, List, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import type { IntakeGap } from '../../../common/contracts/intake-gaps';
import { SignConfirmDialog, type SignConfirmDialogProps } from '../drafts/sign-confirm-dialog';
import type { Translate } from '../../i18n/i18n';
import { useT } from '../i18n/i18n-context';
import { sectionAnchor } from './intake-section';

export type SignIntakeDialogProps = Omit<
  SignConfirmDialogProps,
  'text' | 'pending' | 'failure' | 'details' | 'finalFocusEl'
> & {
  /** What the intake leaves empty (`intakeGaps`); nothing is said when it is none. */
  gaps: readonly IntakeGap[];
};

/** A gap by the title the form shows it under. */
function gapLabel(t: Translate, gap: IntakeGap) {
  switch (gap.kind) {
    case 'section':
      return t(`intake.sections.${gap.section}`);
    case 'field':
      return gap.section === 'referral'
        ? t(`intake.referral.${gap.field}`)
        : t(`intake.history.${gap.field}`);
    case 'partial':
      return t('intake.sign.gapPartial', {
        section: t(`intake.sections.${gap.section}`),
        answered: gap.answered,
        count: gap.count,
      });
  }
}

/**
 * Asks once more before the intake is signed and locked, naming what it leaves empty: each a link
 * that closes the dialog and takes focus to its section. Focus starts on "Keep editing".
 */
export function SignIntakeDialog({ gaps, ...props }: SignIntakeDialogProps) {
  const t = useT();
  // The section a link asked for, focused as the dialog closes (instead of the sign button).
  const goingTo = useRef<string | null>(null);
  const details =
    gaps.length > 0 ? (
      <Stack gap="1">
        <Text fontWeight="semibold">{t('intake.sign.gapsTitle')}</Text>
        <List.Root ps="5" gap="1">
          {gaps.map((gap) => {
            const anchor = sectionAnchor(gap.section);
            const label = gapLabel(t, gap);
            return (
              <List.Item key={label}>
                <Link
                  href={`#${anchor}`}
                  color="blue.700"
                  _dark={{ color: 'blue.300' }}
                  minH="6"
                  display="inline-flex"
                  alignItems="center"
                  onClick={(event) => {
                    event.preventDefault();
                    goingTo.current = anchor;
                    props.onClose();
                  }}
                >
                  {label}
                </Link>
              </List.Item>
            );
          })}
        </List.Root>
      </Stack>
    ) : undefined;
  return (
    <SignConfirmDialog
      {...props}
      details={details}
      finalFocusEl={() => {
        const anchor = goingTo.current;
        goingTo.current = null;
        return anchor ? document.getElementById(anchor) : null;
      }}
      text={{
        title: t('intake.sign.confirmTitle'),
        body: t('intake.sign.confirmBody'),
        back: t('intake.sign.cancel'),
        confirm: t('intake.sign.confirm'),
      }}
    />
  );
}
