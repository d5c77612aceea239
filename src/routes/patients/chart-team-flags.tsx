import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Member } from '../../../common/contracts/clinic.contract';
import type { Patient, PatientFlag } from '../../../common/contracts/patients.contract';
import { patientChartApi } from '../../api/patients/patient-chart.api';
import { useT } from '../../ui/i18n/i18n-context';
import { CareTeamPanel } from '../../ui/patients/care-team-panel';
import { FlagsEditor } from '../../ui/patients/flags-editor';
import { chartKeys } from './chart-queries';
import { detailOfError, statusOfError } from '../../api/http/api-error';
import { useRightFor } from '../session/use-right-for';

interface TeamFlagsProps {
  patient: Patient;
  /** The clinic's members (null while unknown) and whether reading them failed. */
  members: Member[] | null;
  membersFailed: boolean;
}

/** A member's name, or a neutral phrase while the clinic's members are unknown. */
export function useMemberName(members: Member[] | null) {
  const t = useT();
  return (id: string) =>
    members?.find((member) => member.id === id)?.name ?? t('patientChart.careTeam.unknownMember');
}

/** The care team; staff and the team's clinicians change it (`editDemographics`). */
export function ChartCareTeam({ patient, members, membersFailed }: TeamFlagsProps) {
  const queryClient = useQueryClient();
  const nameOf = useMemberName(members);
  const [savedCount, setSavedCount] = useState(0);
  const save = useMutation({
    mutationFn: (ids: string[]) => patientChartApi.setCareTeam(patient.id, ids),
    onSuccess: () => {
      setSavedCount((count) => count + 1);
      return queryClient.invalidateQueries({ queryKey: chartKeys.all(patient.id) });
    },
  });
  const canEdit = useRightFor(patient, 'editDemographics');
  const clinicians = members
    ?.filter((member) => member.active && member.roles.includes('clinician'))
    .map(({ id, name }) => ({ id, name }));
  return (
    <CareTeamPanel
      team={patient.careTeam.map((id) => ({
        id,
        name: nameOf(id),
        primary: id === patient.primaryClinicianId,
      }))}
      clinicians={canEdit ? (clinicians ?? null) : undefined}
      membersFailed={membersFailed}
      pending={save.isPending}
      failure={save.isError ? detailOfError(save.error) : null}
      savedCount={savedCount}
      onSave={canEdit ? (ids) => save.mutate(ids) : undefined}
    />
  );
}

/** The chart's flags; the care team's clinicians set them (a 404 says who may). */
export function ChartFlags({ patient }: Pick<TeamFlagsProps, 'patient'>) {
  const t = useT();
  const mayWrite = useRightFor(patient, 'writeClinical');
  const queryClient = useQueryClient();
  const [savedCount, setSavedCount] = useState(0);
  const save = useMutation({
    mutationFn: (flags: PatientFlag[]) => patientChartApi.setFlags(patient.id, flags),
    onSuccess: (updated) => {
      setSavedCount((count) => count + 1);
      queryClient.setQueryData(chartKeys.patient(patient.id), updated);
      return queryClient.invalidateQueries({ queryKey: chartKeys.all(patient.id) });
    },
  });
  const failure = !save.isError
    ? null
    : statusOfError(save.error) === 404
      ? t('patientChart.careTeamOnly')
      : detailOfError(save.error);
  return (
    <FlagsEditor
      flags={patient.flags}
      pending={save.isPending}
      failure={failure}
      savedCount={savedCount}
      onSave={mayWrite ? (flags) => save.mutate(flags) : undefined}
    />
  );
}
