import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DayQuery,
  Encounter,
  EncounterTransition,
} from '../../../common/contracts/encounters.contract';
import { availabilityApi } from '../../api/availability/availability.api';
import { sessionsApi } from '../../api/encounters/sessions.api';
import type { Translate } from '../../i18n/i18n';
import { statusOf } from '../../machines/session/auth.rules';

/** The query keys of the sessions feature: one session, the day, the clinic's reads. */
export const SESSION_KEYS = {
  clinic: ['clinic', 'profile'] as const,
  practitioners: ['clinic', 'practitioners'] as const,
  one: (id: string) => ['sessions', 'one', id] as const,
  patient: (id: string) => ['sessions', 'patient', id] as const,
  day: (day: DayQuery | null) => ['sessions', 'day', day?.from ?? '', day?.to ?? ''] as const,
  /** Under the day's key, so a saved session refreshes the clinic's day too. */
  clinicDay: (day: DayQuery | null) =>
    ['sessions', 'day', 'clinic', day?.from ?? '', day?.to ?? ''] as const,
};

/** The clinic's profile: its time zone and default session length. */
export const useClinic = (enabled = true) =>
  useQuery({ queryKey: SESSION_KEYS.clinic, queryFn: sessionsApi.clinic, enabled });

/** The clinicians to book with (read when a form opens). */
export const usePractitioners = (enabled: boolean) =>
  useQuery({ queryKey: SESSION_KEYS.practitioners, queryFn: sessionsApi.practitioners, enabled });

/** The patient a new session is for, read when the booking form opens. */
export const useBookingPatient = (id: string | null) =>
  useQuery({
    queryKey: SESSION_KEYS.patient(id ?? ''),
    queryFn: () => sessionsApi.patient(id!),
    enabled: id !== null,
  });

export const useSession = (id: string | null) =>
  useQuery({
    queryKey: SESSION_KEYS.one(id ?? ''),
    queryFn: () => sessionsApi.get(id!),
    enabled: id !== null,
  });

export const useMyDay = (day: DayQuery | null) =>
  useQuery({
    queryKey: SESSION_KEYS.day(day),
    queryFn: () => sessionsApi.myDay(day!),
    enabled: day !== null,
  });

/** Every session of the clinic's day the viewer may see (the front desk's and owners' view). */
export const useClinicDay = (day: DayQuery | null) =>
  useQuery({
    queryKey: SESSION_KEYS.clinicDay(day),
    queryFn: () => sessionsApi.clinicDay(day!),
    enabled: day !== null,
  });

/**
 * The shown clinicians' availability on one clinic date (issue 32: the day view's hours and
 * shading): one clinician's, or every clinician's. Under `availability`, so the settings' saves
 * refresh it; a failed read shows no hours and shades nothing (the sessions still show).
 */
export const useDayAvailability = (day: { date: string; clinicianId: string | null } | null) =>
  useQuery({
    queryKey: ['availability', 'range', 'day', day?.date ?? '', day?.clinicianId ?? ''],
    queryFn: () =>
      availabilityApi.range({
        from: day!.date,
        to: day!.date,
        ...(day!.clinicianId ? { clinicianId: day!.clinicianId } : {}),
      }),
    enabled: day !== null,
  });

/** A session as the server now has it: its page and every day view show it. */
export function useSessionSaved() {
  const client = useQueryClient();
  return (session: Encounter) => {
    client.setQueryData(SESSION_KEYS.one(session.id), session);
    void client.invalidateQueries({ queryKey: ['sessions', 'day'] });
  };
}

/** Sends one status change; the answer replaces the session wherever it is shown. */
export function useTransition() {
  const saved = useSessionSaved();
  return useMutation({
    mutationFn: ({ id, transition }: { id: string; transition: EncounterTransition }) =>
      sessionsApi.transition(id, transition),
    onSuccess: saved,
  });
}

/** Why a status change failed, in the reader's language. */
export function transitionFailureText(error: unknown, t: Translate): string {
  const status = statusOf(error);
  if (status === 403) return t('sessions.errors.forbidden');
  if (status === 404) return t('sessions.errors.notFound');
  const detail = error instanceof Error ? error.message : '';
  if ((status === 400 || status === 409) && detail) return t('sessions.actionFailed', { detail });
  return t('sessions.actionFailedGeneric');
}

/** A refused read of one session (absent, another clinic's, not the viewer's): not found. */
export const isNotFound = (error: unknown) => [400, 403, 404].includes(statusOf(error) ?? 0);
