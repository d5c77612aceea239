import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi, type TwoFactorSettingsCalls } from '../../api/session/account.api';
import type { EnrolmentStart } from '../../../common/contracts/two-factor.contract';
import { saveFile } from '../../platform/files/save-file';
import {
  TwoFactorCard,
  type TwoFactorCardView,
  type TwoFactorProof,
} from '../../ui/session/two-factor-card';
import { useAccountRequest } from './use-account-request';

const STATUS_KEY = ['account', 'two-factor'] as const;
const RECOVERY_CODES_FILE = 'praxis-recovery-codes.txt';

type Step =
  | { kind: 'status' }
  | { kind: 'enrolling'; enrolment: EnrolmentStart }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'regenerate' }
  | { kind: 'disable' };

export interface TwoFactorSectionProps {
  /** Whose settings: the member's (the default) or a portal patient's (`portalTwoFactorApi`). */
  api?: TwoFactorSettingsCalls;
  /** The status's cache key (the portal's sits under `['portal', …]`). */
  queryKey?: readonly unknown[];
}

/**
 * The signed-in account's two-factor card (issue 36) — a member's on their account page, a
 * patient's on the portal's security page: GET the status, then each step is one call
 * (useAccountRequest); the recovery codes live in this component's state only, until "I have kept
 * my codes".
 */
export function TwoFactorSection({
  api = accountApi,
  queryKey = STATUS_KEY,
}: TwoFactorSectionProps = {}) {
  const queries = useQueryClient();
  const status = useQuery({ queryKey, queryFn: api.twoFactorStatus });
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const [changed, setChanged] = useState<'on' | 'off' | null>(null);
  const refresh = useCallback(() => queries.invalidateQueries({ queryKey }), [queries, queryKey]);

  const start = useAccountRequest(api.startTwoFactorEnrolment, {
    onDone: useCallback(
      (enrolment: EnrolmentStart) => setStep({ kind: 'enrolling', enrolment }),
      [],
    ),
  });
  const showCodes = useCallback(
    (codes: string[]) => {
      setStep({ kind: 'codes', codes });
      void refresh();
    },
    [refresh],
  );
  const confirm = useAccountRequest(api.confirmTwoFactorEnrolment, {
    badRequest: 'invalid-code',
    onDone: useCallback(
      (codes: string[]) => {
        setChanged('on');
        showCodes(codes);
      },
      [showCodes],
    ),
  });
  const regenerate = useAccountRequest(api.regenerateRecoveryCodes, {
    badRequest: 'invalid-code',
    onDone: showCodes,
  });
  const switchedOff = useCallback(() => {
    setChanged('off');
    setStep({ kind: 'status' });
    void refresh();
  }, [refresh]);
  const disableByCode = useAccountRequest(api.disableTwoFactor, {
    badRequest: 'invalid-code',
    onDone: switchedOff,
  });
  const disableByPassword = useAccountRequest(api.disableTwoFactor, {
    badRequest: 'invalid-current-password',
    onDone: switchedOff,
  });

  const request = {
    status: start,
    enrolling: confirm,
    codes: null,
    regenerate,
    disable: disableByCode.errorCode || disableByCode.pending ? disableByCode : disableByPassword,
  }[step.kind];

  const view = ((): TwoFactorCardView => {
    switch (step.kind) {
      case 'enrolling':
        return { kind: 'enrolling', ...step.enrolment };
      case 'codes':
        return { kind: 'codes', codes: step.codes };
      case 'regenerate':
        return { kind: 'regenerate' };
      case 'disable':
        return { kind: 'disable', required: status.data?.required ?? false };
      case 'status':
        if (status.isError) return { kind: 'failed' };
        if (!status.data) return { kind: 'loading' };
        return status.data.enabled
          ? { kind: 'on', ...status.data }
          : { kind: 'off', required: status.data.required };
    }
  })();

  const go = (next: Step) => {
    setChanged(null);
    setStep(next);
  };
  return (
    <TwoFactorCard
      view={view}
      changed={changed}
      pending={request?.pending}
      errorCode={request?.errorCode}
      retryAfterS={request?.retryAfterS}
      onRetry={() => void status.refetch()}
      onEnrol={() => {
        setChanged(null);
        start.run(undefined);
      }}
      onConfirm={confirm.run}
      onKept={() => setStep({ kind: 'status' })}
      onDownload={(text) => saveFile(new Blob([text], { type: 'text/plain' }), RECOVERY_CODES_FILE)}
      onRegenerate={() => go({ kind: 'regenerate' })}
      onSubmitRegenerate={regenerate.run}
      onDisable={() => go({ kind: 'disable' })}
      onSubmitDisable={(proof: TwoFactorProof) =>
        'code' in proof ? disableByCode.run(proof) : disableByPassword.run(proof)
      }
      onCancel={() => go({ kind: 'status' })}
    />
  );
}
