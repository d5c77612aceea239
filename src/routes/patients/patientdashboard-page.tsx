import '../../i18n/english/knowledge';
import '../../i18n/english/literature';
import '../../i18n/english/patients';
import '../../i18n/english/portal';
import '../../i18n/english/questionnaires';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useT } from '../../ui/i18n/i18n-context';
import { ChartNotFound } from '../../ui/patients/chart-not-found';
import { FormFailure } from '../../ui/session/form-alerts';
import { prefetchChartReads, usePatient } from './chart-queries';
import { statusOfError } from '../../api/http/api-error';
import { PatientChart } from './patient-chart';

/** `patientdashboard?id=<patientId>`: one patient's chart. */
export default function PatientDashboardPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const id = new URLSearchParams(useSearch()).get('id')?.trim() ?? '';
  const patient = usePatient(id);
  const queries = useQueryClient();
  useEffect(() => {
    if (id) prefetchChartReads(queries, id);
  }, [queries, id]);

  if (!id || statusOfError(patient.error) === 404) return <ChartNotFound onNavigate={navigate} />;
  if (patient.data) return <PatientChart key={patient.data.id} patient={patient.data} />;
  if (patient.isError) {
    return (
      <Stack gap="3" align="start">
        <FormFailure title={t('patientChart.loadFailed')} />
        <Button variant="outline" onClick={() => void patient.refetch()}>
          {t('patientChart.retry')}
        </Button>
      </Stack>
    );
  }
  return <Text role="status">{t('patientChart.loading')}</Text>;
}
