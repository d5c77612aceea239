import { Button } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mayDo, type MemberRole } from '../../../common/contracts/clinic.contract';
import type { RescoreInput } from '../../../common/contracts/intake.contract';
import { patientDocumentationApi } from '../../api/patients/patient-documentation.api';
import { useT } from '../../ui/i18n/i18n-context';
import { IntakesList } from '../../ui/patients/intakes-list';
import { NotesList } from '../../ui/patients/notes-list';
import { RescoreForm } from '../../ui/patients/rescore-form';
import { ScoreTrendChart } from '../../ui/patients/score-trend-chart';
import { chartKeys } from './chart-queries';
import { detailOfError, statusOfError } from '../../api/http/api-error';

interface ChartDocumentationProps {
  patientId: string;
  roles: readonly MemberRole[];
  timeZone: string;
  onNavigate: (href: string) => void;
}

/**
 * The chart's documentation: notes (everyone who sees the patient, status only unless on the
 * care team), intakes and the PHQ-9 / GAD-7 trend (care-team clinicians). Whether the viewer is
 * on the care team is the server's answer: a 404 to the clinical reads means not.
 */
export function ChartDocumentation({
  patientId,
  roles,
  timeZone,
  onNavigate,
}: ChartDocumentationProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const [rescoring, setRescoring] = useState(false);
  const [recordedCount, setRecordedCount] = useState(0);
  const mayRead = mayDo(roles, 'readClinical');
  const notes = useQuery({
    queryKey: chartKeys.notes(patientId),
    queryFn: () => patientDocumentationApi.notes(patientId),
  });
  const intakes = useQuery({
    queryKey: chartKeys.intakes(patientId),
    queryFn: () => patientDocumentationApi.intakes(patientId),
    enabled: mayRead,
  });
  const observations = useQuery({
    queryKey: chartKeys.observations(patientId),
    queryFn: () => patientDocumentationApi.observations(patientId),
    enabled: mayRead,
  });
  const rescore = useMutation({
    mutationFn: (input: RescoreInput) => patientDocumentationApi.rescore(patientId, input),
    onSuccess: () => {
      setRecordedCount((count) => count + 1);
      return queryClient.invalidateQueries({ queryKey: chartKeys.observations(patientId) });
    },
  });
  const onCareTeam =
    mayRead && statusOfError(intakes.error) !== 404 && statusOfError(observations.error) !== 404;
  const mayWrite = onCareTeam && mayDo(roles, 'writeClinical');

  return (
    <>
      <NotesList
        notes={notes.data ?? null}
        loading={notes.isFetching}
        failed={notes.isError}
        timeZone={timeZone}
        withLinks={onCareTeam}
        onRetry={() => void notes.refetch()}
        onNavigate={onNavigate}
      />
      <IntakesList
        patientId={patientId}
        intakes={intakes.data ?? null}
        loading={intakes.isFetching}
        failed={intakes.isError && onCareTeam}
        hidden={!onCareTeam}
        mayStart={mayWrite}
        timeZone={timeZone}
        onRetry={() => void intakes.refetch()}
        onNavigate={onNavigate}
      />
      <ScoreTrendChart
        observations={observations.data ?? null}
        loading={observations.isFetching}
        failed={observations.isError && onCareTeam}
        hidden={!onCareTeam}
        timeZone={timeZone}
        onRetry={() => void observations.refetch()}
        action={
          mayWrite ? (
            <Button
              size="sm"
              variant="outline"
              colorPalette="blue"
              aria-expanded={rescoring}
              onClick={() => setRescoring((open) => !open)}
            >
              {rescoring ? t('patientDocs.rescore.close') : t('patientDocs.rescore.open')}
            </Button>
          ) : undefined
        }
      >
        {rescoring && mayWrite && (
          <RescoreForm
            onSubmit={(input) => rescore.mutate(input)}
            pending={rescore.isPending}
            failure={rescore.isError ? detailOfError(rescore.error) : null}
            recordedCount={recordedCount}
          />
        )}
      </ScoreTrendChart>
    </>
  );
}
