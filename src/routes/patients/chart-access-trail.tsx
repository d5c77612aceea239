import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Patient } from '../../../common/contracts/patients.contract';
import { patientChartApi } from '../../api/patients/patient-chart.api';
import { saveFile } from '../../platform/files/save-file';
import { AccessTrail } from '../../ui/patients/access-trail';
import { AccessTrailFilter, type TrailExportState } from '../../ui/patients/access-trail-filter';
import {
  NO_TRAIL_FILTER,
  trailFilterOf,
  type TrailFilterValues,
} from '../../ui/patients/access-trail-filter-values';
import { useAccessTrail, useMembers } from './chart-queries';

/**
 * The owner's access trail of the chart: narrowed by member, action, the clinic's days and one
 * record, each line naming the record it read and linking it where the reader may open it, and
 * downloaded as CSV as the filter shows it (the server records the download).
 */
export function ChartAccessTrail({ patient, timeZone }: { patient: Patient; timeZone: string }) {
  const [values, setValues] = useState<TrailFilterValues>(NO_TRAIL_FILTER);
  const checked = trailFilterOf(values, timeZone);
  // A filter being typed that does not hold yet keeps the last one that did.
  const [filter, setFilter] = useState({});
  const change = (next: TrailFilterValues) => {
    setValues(next);
    const result = trailFilterOf(next, timeZone);
    if ('filter' in result) setFilter(result.filter);
  };
  const access = useAccessTrail(patient.id, true, filter);
  const [, navigate] = useLocation();
  const members = useMembers();
  const exporting = useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await patientChartApi.exportAccessTrail(patient.id, filter);
      saveFile(blob, fileName ?? `access-trail-${patient.mrn}.csv`);
    },
  });
  const exportState: TrailExportState = exporting.isPending
    ? 'exporting'
    : exporting.isError
      ? 'failed'
      : exporting.isSuccess
        ? 'done'
        : 'idle';
  return (
    <AccessTrail
      entries={access.data?.pages.flatMap((page) => page.entries) ?? null}
      loading={access.isFetching}
      failed={access.isError}
      hasMore={access.hasNextPage}
      timeZone={timeZone}
      patientId={patient.id}
      onRecordFilter={({ id, label }) => change({ ...values, recordId: id, recordLabel: label })}
      onNavigate={navigate}
      onMore={() => void access.fetchNextPage()}
      onRetry={() => void access.refetch()}
      filter={
        <AccessTrailFilter
          members={members.data ?? []}
          values={values}
          onChange={change}
          error={'error' in checked ? checked.error : undefined}
          onExport={() => exporting.mutate()}
          exportState={exportState}
        />
      }
    />
  );
}
