import { Button, Group, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { mayDo } from '../../../common/contracts/clinic.contract';
import { knowledgeApi } from '../../api/knowledge/knowledge.api';
import { useT } from '../../ui/i18n/i18n-context';
import type { KnowledgeView } from '../../ui/knowledge/knowledge-paths';
import { MatchResults } from '../../ui/knowledge/match-results';
import { MatcherCodesForm } from '../../ui/knowledge/matcher-codes-form';
import { MatcherPatientPicker } from '../../ui/knowledge/matcher-patient-picker';
import { useMemberRoles } from '../session/auth-context';
import {
  refusalOf,
  useMatchedPatient,
  usePatientMatches,
  usePatientSearch,
} from './knowledge-queries';
import { statusOfError } from '../../api/http/api-error';
import { SEARCH_PAUSE_MS } from '../../config/request-timing';
import { useDebouncedValue } from '../use-debounced-value';

type Mode = 'patient' | 'codes';

interface MatcherTabProps {
  view: KnowledgeView;
  go: (next: Partial<KnowledgeView>) => void;
  navigate: (href: string) => void;
}

/** One patient's matches (`?patient=`), read from their chart on the server. */
function PatientMatches({ view, go, navigate }: MatcherTabProps) {
  const t = useT();
  const patientId = view.patient ?? '';
  const patient = useMatchedPatient(patientId);
  const matches = usePatientMatches(patientId);
  const refused = statusOfError(matches.error) === 404;
  const name = patient.data ? `${patient.data.givenName} ${patient.data.familyName}` : null;
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" justify="space-between">
        <Heading as="h3" size="md">
          {name
            ? t('knowledge.matcher.patient.chosen', { name, mrn: patient.data?.mrn ?? '' })
            : t('knowledge.matcher.patient.chosenUnknown')}
        </Heading>
        <Button size="sm" variant="outline" onClick={() => go({ patient: null })}>
          {t('knowledge.matcher.patient.change')}
        </Button>
      </HStack>
      {refused ? (
        <Text role="alert">{t('knowledge.matcher.patient.notFound')}</Text>
      ) : (
        <MatchResults
          result={matches.data ?? null}
          loading={matches.isFetching}
          failure={matches.isError ? (refusalOf(matches.error) ?? '') : null}
          onRetry={() => void matches.refetch()}
          onNavigate={navigate}
        />
      )}
    </Stack>
  );
}

/** Finding the patient to match; the server is asked once typing pauses. */
function PatientSearch({ go }: Pick<MatcherTabProps, 'go'>) {
  const [q, setQ] = useState('');
  const asked = useDebouncedValue(q, SEARCH_PAUSE_MS);
  const patients = usePatientSearch(asked, true);
  return (
    <MatcherPatientPicker
      q={q}
      patients={patients.data?.patients ?? null}
      more={patients.data?.more ?? false}
      loading={patients.isFetching}
      failed={patients.isError}
      onSearch={setQ}
      onPick={(patient) => go({ patient: patient.id })}
    />
  );
}

/** Matching what the clinician types: diagnoses, problems, an age group. */
function CodesMatcher({ navigate }: Pick<MatcherTabProps, 'navigate'>) {
  const match = useMutation({ mutationFn: knowledgeApi.match });
  return (
    <Stack gap="6">
      <MatcherCodesForm pending={match.isPending} onSubmit={(query) => match.mutate(query)} />
      <MatchResults
        result={match.data ?? null}
        loading={match.isPending}
        failure={match.isError ? (refusalOf(match.error) ?? '') : null}
        onNavigate={navigate}
      />
    </Stack>
  );
}

/**
 * The renowned treatments matcher: from a patient's chart (members with the clinical-read
 * right; the server adds the caseload rule) or from diagnoses and problems typed in.
 */
export function KnowledgeMatcherTab(props: MatcherTabProps) {
  const t = useT();
  const mayReadCharts = mayDo(useMemberRoles(), 'readClinical');
  const [chosen, setChosen] = useState<Mode>('patient');
  const mode: Mode = !mayReadCharts ? 'codes' : props.view.patient ? 'patient' : chosen;
  return (
    <Stack gap="5">
      <Text color="fg.muted">{t('knowledge.matcher.intro')}</Text>
      {mayReadCharts && (
        <Group attached role="group" aria-label={t('knowledge.matcher.mode.label')}>
          {(['patient', 'codes'] as const).map((each) => (
            <Button
              key={each}
              variant={mode === each ? 'solid' : 'outline'}
              colorPalette="blue"
              aria-pressed={mode === each}
              onClick={() => {
                setChosen(each);
                if (each === 'codes' && props.view.patient) props.go({ patient: null });
              }}
            >
              {t(`knowledge.matcher.mode.${each}`)}
            </Button>
          ))}
        </Group>
      )}
      {mode === 'codes' && <CodesMatcher navigate={props.navigate} />}
      {mode === 'patient' && props.view.patient && <PatientMatches {...props} />}
      {mode === 'patient' && !props.view.patient && <PatientSearch go={props.go} />}
    </Stack>
  );
}
