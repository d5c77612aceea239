import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EnteredInErrorInput } from '../../../common/contracts/documents.contract';
import { statusOfError } from '../../api/http/api-error';
import { intakeApi } from '../../api/intake/intake.api';
import type { Intake } from '../../../common/contracts/intake.contract';

/** The intake page's cache keys. */
export const intakeKeys = {
  patient: (id: string) => ['patients', id, 'record'] as const,
  intakes: (patientId: string) => ['patients', patientId, 'intakes'] as const,
  intake: (id: string) => ['intakes', id] as const,
  openDraft: (patientId: string) => ['patients', patientId, 'intakes', 'open-draft'] as const,
  versions: (id: string) => ['intakes', id, 'versions'] as const,
  clinic: ['clinic', 'profile'] as const,
};

export const usePatientRecord = (id: string) =>
  useQuery({
    queryKey: intakeKeys.patient(id),
    queryFn: () => intakeApi.patient(id),
    enabled: id !== '',
  });

export const useIntake = (id: string) =>
  useQuery({
    queryKey: intakeKeys.intake(id),
    queryFn: () => intakeApi.get(id),
    enabled: id !== '',
  });

/**
 * The caller's own draft intake of the patient, or null: summaries do not say who wrote a draft,
 * and a draft is readable by its author only, so each draft is asked for and the first one
 * answered is the caller's.
 */
async function ownDraftOf(patientId: string): Promise<Intake | null> {
  const drafts = (await intakeApi.list(patientId)).filter((summary) => summary.status === 'draft');
  for (const summary of drafts) {
    try {
      return await intakeApi.get(summary.id);
    } catch (error) {
      if (statusOfError(error) !== 404) throw error;
    }
  }
  return null;
}

export const useOwnDraft = (patientId: string, enabled: boolean) =>
  useQuery({
    queryKey: intakeKeys.openDraft(patientId),
    queryFn: () => ownDraftOf(patientId),
    enabled: enabled && patientId !== '',
    // The draft is read once per visit: the editor owns it from then on.
    staleTime: Infinity,
    gcTime: 0,
  });

export const useIntakeClinic = (enabled: boolean) =>
  useQuery({ queryKey: intakeKeys.clinic, queryFn: intakeApi.clinic, enabled });

export const useIntakeVersions = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: intakeKeys.versions(id),
    queryFn: () => intakeApi.versions(id),
    enabled,
  });

/**
 * Marks a signed intake entered in error; the page shows the server's answer, and the chart's
 * list of intakes (which shows each status) is read again.
 */
export function useEnterIntakeInError(intake: Intake) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EnteredInErrorInput) => intakeApi.enterInError(intake.id, input),
    onSuccess: async (saved) => {
      client.setQueryData(intakeKeys.intake(saved.id), saved);
      // The page opened without `&intake=` shows the caller's own (just signed) intake.
      client.setQueryData<Intake | null>(intakeKeys.openDraft(saved.patientId), (old) =>
        old?.id === saved.id ? saved : old,
      );
      // Exact: the open-draft query sits under the same prefix and must keep this intake.
      await client.invalidateQueries({
        queryKey: intakeKeys.intakes(saved.patientId),
        exact: true,
      });
      await client.invalidateQueries({ queryKey: intakeKeys.versions(saved.id) });
    },
  });
}
