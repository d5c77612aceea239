import { holdsRightForPatient, type Right } from '../../../common/contracts/clinic.contract';
import type { Patient } from '../../../common/contracts/patients.contract';
import { useAuthUser, useMemberRoles } from './auth-context';

/**
 * Whether the signed-in member holds `right` for this patient, as the server decides: a right
 * held through the clinician role holds for the care team's patients only (so an action the
 * server would refuse is never offered).
 */
export function useRightFor(patient: Pick<Patient, 'careTeam'>, right: Right): boolean {
  const roles = useMemberRoles();
  const userId = useAuthUser()?.id ?? '';
  return holdsRightForPatient({ roles, userId }, patient.careTeam, right);
}
