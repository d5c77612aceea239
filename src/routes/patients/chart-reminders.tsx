import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mayDo, type MemberRole } from '../../../common/contracts/clinic.contract';
import { patientRemindersApi } from '../../api/patients/patient-reminders.api';
import { detailOfError } from '../../api/http/api-error';
import { RemindersPanel } from '../../ui/patients/reminders-panel';
import { chartKeys } from './chart-queries';

const remindersKey = (patientId: string) => [...chartKeys.all(patientId), 'reminders'] as const;

/**
 * Whether the patient gets session reminders, read by every member; the switch for staff, owners
 * and clinicians (the server keeps a clinician to the care team and says so when it refuses).
 */
export function ChartReminders({
  patientId,
  roles,
}: {
  patientId: string;
  roles: readonly MemberRole[];
}) {
  const queryClient = useQueryClient();
  const reminders = useQuery({
    queryKey: remindersKey(patientId),
    queryFn: () => patientRemindersApi.read(patientId),
  });
  const change = useMutation({
    mutationFn: (off: boolean) => patientRemindersApi.set(patientId, off),
    onSuccess: (answer) => queryClient.setQueryData(remindersKey(patientId), answer),
  });
  return (
    <RemindersPanel
      reminders={reminders.data ?? null}
      loading={reminders.isFetching}
      failed={reminders.isError}
      onRetry={() => void reminders.refetch()}
      onSwitch={mayDo(roles, 'setPatientReminders') ? (off) => change.mutate(off) : undefined}
      pending={change.isPending}
      failure={change.isError ? detailOfError(change.error) : null}
    />
  );
}
