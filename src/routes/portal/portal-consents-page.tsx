import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PatientConsent } from '../../../common/contracts/consent-texts.contract';
import { statusOfError } from '../../api/http/api-error';
import { PORTAL_RECORD_QUERY_KEYS, portalRecordsApi } from '../../api/portal/portal-records.api';
import { ConsentSigning, type SigningOutcome } from '../../ui/portal/consent-signing';
import { usePortalMe } from './use-portal-me';
import { loadOf, usePortalConsents } from './use-portal-records';

/**
 * `/portal/consents` (issue 36): the patient reads each consent text and signs it with their
 * typed name. A 409 (the text changed since it was shown) reads the consents again, so the new
 * version is shown with the message; nothing was stored.
 */
export default function PortalConsentsPage() {
  const queries = useQueryClient();
  const me = usePortalMe();
  const consents = usePortalConsents();
  const [outcome, setOutcome] = useState<SigningOutcome | null>(null);
  const sign = useMutation({
    mutationFn: ({ consent, name }: { consent: PatientConsent; name: string }) =>
      portalRecordsApi.sign({
        textId: consent.text.id,
        shownSha256: consent.text.sha256,
        signedName: name,
      }),
    onMutate: ({ consent }) => setOutcome({ kind: consent.text.kind, result: 'pending' }),
    onSuccess: (_consent, { consent }) => {
      setOutcome({ kind: consent.text.kind, result: 'signed' });
      return queries.invalidateQueries({ queryKey: PORTAL_RECORD_QUERY_KEYS.consents });
    },
    onError: (error, { consent }) => {
      const changed = statusOfError(error) === 409;
      setOutcome({ kind: consent.text.kind, result: changed ? 'changed' : 'failed' });
      if (changed) void queries.invalidateQueries({ queryKey: PORTAL_RECORD_QUERY_KEYS.consents });
    },
  });
  return (
    <ConsentSigning
      consents={loadOf(consents)}
      onRetry={() => void consents.refetch()}
      timeZone={me.data?.clinic.timeZone ?? 'UTC'}
      outcome={outcome}
      onSign={(consent, name) => sign.mutate({ consent, name })}
    />
  );
}
