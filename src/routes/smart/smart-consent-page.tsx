import '../../i18n/english/clinic';
import '../../i18n/english/literature';
import { Center } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { ApiError } from '../../api/http/api-error';
import { smartApi } from '../../api/smart/smart.api';
import { PatientPicker } from '../../ui/literature/patient-picker';
import { SmartConsentCard, type SmartConsentView } from '../../ui/smart/smart-consent-card';
import { useT } from '../../ui/i18n/i18n-context';
import { useDebouncedValue } from '../use-debounced-value';
import { usePatientChoices } from '../literature/literature-queries';
import { QueryRoot } from '../query-root';
import { useDocumentTitle } from '../shell/use-document-title';

const messageOf = (error: unknown) =>
  error instanceof ApiError || error instanceof Error ? error.message : String(error);

/**
 * `/smart/authorize?request=…`: where the authorization endpoint sends a member (signed in first,
 * by the session guard and its return-to) to approve or deny a SMART app's launch. The answer
 * sends the browser to the app's redirect URI (with a code, or `access_denied`).
 */
export default function SmartConsentPage() {
  return (
    <QueryRoot>
      <SmartConsent />
    </QueryRoot>
  );
}

function SmartConsent() {
  const t = useT();
  useDocumentTitle(t('clinic.smart.consent.pageTitle'));
  const request = new URLSearchParams(useSearch()).get('request') ?? '';
  const consent = useQuery({
    queryKey: ['smart-consent', request],
    queryFn: () => smartApi.consent(request),
    enabled: request !== '',
    retry: false,
  });
  const [query, setQuery] = useState('');
  const [patientId, setPatientId] = useState<string | null>(null);
  const [missingPatient, setMissingPatient] = useState(false);
  const needsPatient = consent.data?.needsPatient ?? false;
  const choices = usePatientChoices(useDebouncedValue(query, 250), needsPatient);
  const decide = useMutation({
    mutationFn: smartApi.decide,
    onSuccess: (redirectTo) => window.location.assign(redirectTo),
  });

  const view: SmartConsentView = !request
    ? { kind: 'failed', detail: t('clinic.smart.consent.noRequest') }
    : consent.isError
      ? { kind: 'failed', detail: messageOf(consent.error) }
      : consent.data
        ? { kind: 'ready', consent: consent.data }
        : { kind: 'loading' };

  const approve = () => {
    if (needsPatient && !patientId) {
      setMissingPatient(true);
      return;
    }
    decide.mutate({ request, decision: 'approve', ...(patientId ? { patientId } : {}) });
  };

  return (
    <Center as="main" minH="100dvh" p="6">
      <SmartConsentCard
        view={view}
        pending={decide.isPending || decide.isSuccess}
        decideFailed={decide.isError ? messageOf(decide.error) : null}
        onApprove={approve}
        onDeny={() => decide.mutate({ request, decision: 'deny' })}
        patientPicker={
          <PatientPicker
            query={query}
            onQuery={setQuery}
            value={patientId}
            onChange={(id) => {
              setPatientId(id);
              setMissingPatient(false);
            }}
            patients={choices.data ?? null}
            loading={choices.isFetching}
            failure={choices.isError ? messageOf(choices.error) : null}
            error={missingPatient ? t('clinic.smart.consent.patientRequired') : undefined}
          />
        }
      />
    </Center>
  );
}
