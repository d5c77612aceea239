import { useQuery } from '@tanstack/react-query';
import { clinicApi } from '../../api/clinic/clinic.api';

/** The clinic feature's query keys: invalidating `all` refreshes every clinic read. */
export const clinicKeys = {
  all: ['clinic'] as const,
  profile: ['clinic', 'profile'] as const,
  members: ['clinic', 'members'] as const,
  invitations: ['clinic', 'invitations'] as const,
  roleGrants: ['clinic', 'role-grants'] as const,
  practitioners: (q: string, weekFrom: string, weekTo: string) =>
    ['clinic', 'practitioners', q, weekFrom, weekTo] as const,
};

export const useClinicProfile = () =>
  useQuery({ queryKey: clinicKeys.profile, queryFn: clinicApi.profile });

export const useClinicMembers = () =>
  useQuery({ queryKey: clinicKeys.members, queryFn: clinicApi.members });

/** Only owners read invitations; for anyone else the query never runs. */
export const useClinicInvitations = (enabled: boolean) =>
  useQuery({ queryKey: clinicKeys.invitations, queryFn: clinicApi.invitations, enabled });

/** Break-glass in force (every member) and requests waiting for a second owner (owners). */
export const useRoleGrants = () =>
  useQuery({ queryKey: clinicKeys.roleGrants, queryFn: clinicApi.roleGrants });
