import { useLocation } from 'wouter';
import type { SecondFactorStepState } from '../../machines/session/auth.selectors';
import { saveFile } from '../../platform/files/save-file';
import { SecondFactorView } from '../../ui/session/second-factor-view';
import { useAuthSend, useIsAuthBusy, useRetryAfterS, useSignInError } from './auth-context';
import { authVariantFor } from './auth-variant';

/** The recovery codes' file: plain text, one code a line. */
const RECOVERY_CODES_FILE = 'praxis-recovery-codes.txt';

/** The sign-in page while the auth statechart is in `secondFactor` (issue 36). */
export function SecondFactorStep({ step }: { step: SecondFactorStepState }) {
  const [path] = useLocation();
  const send = useAuthSend();
  return (
    <SecondFactorView
      variant={authVariantFor(path)}
      step={step}
      pending={useIsAuthBusy()}
      errorCode={useSignInError()}
      retryAfterS={useRetryAfterS()}
      onCode={(code) => send({ type: 'auth.secondFactor.code', code })}
      onRecoveryCode={(recoveryCode) =>
        send({ type: 'auth.secondFactor.recoveryCode', recoveryCode })
      }
      onConfirmEnrolment={(code) => send({ type: 'auth.secondFactor.code', code })}
      onCancel={() => send({ type: 'auth.secondFactor.cancel' })}
      onKept={() => send({ type: 'auth.secondFactor.recoveryCodesKept' })}
      onDownload={(text) => saveFile(new Blob([text], { type: 'text/plain' }), RECOVERY_CODES_FILE)}
    />
  );
}
