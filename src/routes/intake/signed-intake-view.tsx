import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { Intake } from '../../../common/contracts/intake.contract';
import { useT } from '../../ui/i18n/i18n-context';
import { IntakeErrorDialog } from '../../ui/intake/intake-error-dialog';
import { IntakeSummary } from '../../ui/intake/intake-summary';
import { IntakeVersions } from '../../ui/intake/intake-versions';
import { FormSuccessAlert } from '../../ui/session/form-alerts';
import { useEnterIntakeInError, useIntakeClinic, useIntakeVersions } from './intake-queries';

export interface SignedIntakeViewProps {
  intake: Intake;
  /** The reader wrote the intake: "entered in error" and the versions are theirs. */
  isAuthor: boolean;
}

/** A signed or withdrawn intake: the read-only summary and what its author may still do. */
export function SignedIntakeView({ isAuthor, ...props }: SignedIntakeViewProps) {
  const t = useT();
  // The server's answer to "entered in error", whichever way the intake came to this page.
  const [withdrawn, setWithdrawn] = useState<Intake | null>(null);
  const intake = withdrawn?.id === props.intake.id ? withdrawn : props.intake;
  // Times in the clinic's zone; the browser's until it is known.
  const timeZone = useIntakeClinic(true).data?.timeZone;
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);
  const [showVersions, setShowVersions] = useState(false);
  const withdraw = useEnterIntakeInError(intake);
  const versions = useIntakeVersions(intake.id, isAuthor && showVersions);
  return (
    <Stack gap="5">
      {isAuthor && (
        <HStack gap="3" wrap="wrap">
          {intake.status === 'signed' && (
            <Button
              variant="outline"
              colorPalette="red"
              onClick={() => {
                setDone(false);
                withdraw.reset();
                setAsking(true);
              }}
            >
              {t('intake.error.button')}
            </Button>
          )}
          <Button
            variant="ghost"
            aria-expanded={showVersions}
            aria-controls={showVersions ? 'intake-versions' : undefined}
            onClick={() => setShowVersions((shown) => !shown)}
          >
            {t('intake.versions.button')}
          </Button>
        </HStack>
      )}
      {done && <FormSuccessAlert title={t('intake.error.done')} />}
      {showVersions && isAuthor && (
        <div id="intake-versions">
          <IntakeVersions
            versions={versions.data ?? null}
            loading={versions.isPending}
            failed={versions.isError}
            timeZone={timeZone}
          />
        </div>
      )}
      <IntakeSummary intake={intake} timeZone={timeZone} />
      <IntakeErrorDialog
        open={asking}
        pending={withdraw.isPending}
        failure={withdraw.isError ? t('intake.error.failed') : null}
        onConfirm={(input) =>
          withdraw.mutate(input, {
            onSuccess: (saved) => {
              setWithdrawn(saved);
              setAsking(false);
              setDone(true);
            },
          })
        }
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
