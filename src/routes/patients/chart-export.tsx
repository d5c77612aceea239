import { useMutation } from '@tanstack/react-query';
import {
  exportFileName,
  mayExportPatientRecord,
} from '../../../common/contracts/patient-export.contract';
import type { Patient } from '../../../common/contracts/patients.contract';
import { patientChartApi } from '../../api/patients/patient-chart.api';
import { saveFile } from '../../platform/files/save-file';
import { ExportRecordButton, type ExportRecordState } from '../../ui/patients/export-record-button';
import { useAuthUser, useMemberRoles } from '../session/auth-context';

/** The export button for an owner or the primary clinician; nobody else is offered it. */
export function ChartExport({ patient }: { patient: Patient }) {
  const roles = useMemberRoles();
  const user = useAuthUser();
  const exporting = useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await patientChartApi.exportRecord(patient.id);
      const name = fileName ?? exportFileName(patient);
      saveFile(blob, name);
      return name;
    },
  });
  if (!user || !mayExportPatientRecord({ roles, userId: user.id }, patient)) return null;
  const state: ExportRecordState = exporting.isPending
    ? { status: 'exporting' }
    : exporting.isError
      ? { status: 'failed' }
      : exporting.data
        ? { status: 'done', fileName: exporting.data }
        : { status: 'idle' };
  return <ExportRecordButton state={state} onExport={() => exporting.mutate()} />;
}
