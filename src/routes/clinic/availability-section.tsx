import { NativeSelect, Field } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type {
  ClinicHours,
  ClinicianAvailability,
  WeeklyIntervalText,
} from '../../../common/contracts/availability.contract';
import { mayDo } from '../../../common/contracts/clinic.contract';
import { availabilityApi } from '../../api/availability/availability.api';
import {
  AvailabilityLoadCard,
  ClinicHoursCard,
  ClinicianAvailabilityCard,
} from '../../ui/clinic/availability-card';
import { useT } from '../../ui/i18n/i18n-context';
import { nativeSelectSlotRecipe } from '../../ui/theme/recipes';
import { useAuthUser, useMemberRoles } from '../session/auth-context';
import { useSaveForm } from './use-save-form';

/** Availability's reads; a save invalidates `all`, so the calendar's shading follows. */
export const availabilityKeys = {
  all: ['availability'] as const,
  clinic: ['availability', 'clinic'] as const,
  clinician: (id: string) => ['availability', 'clinician', id] as const,
};

const useClinicHours = () =>
  useQuery({ queryKey: availabilityKeys.clinic, queryFn: availabilityApi.clinic });

/**
 * A clinician's working hours and dates off, beside their calendar address: a clinician sets
 * their own; an owner chooses any clinician (a clinician who is also an owner starts on their
 * own). Members with neither right see nothing here.
 */
export function ClinicianAvailabilitySection() {
  const t = useT();
  const roles = useMemberRoles();
  const userId = useAuthUser()?.id ?? null;
  const mayAny = mayDo(roles, 'setAnyAvailability');
  const mayOwn = mayDo(roles, 'setOwnAvailability') && userId !== null;
  // The clinic's clinicians, from availability's own read (one day is enough for the names).
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const clinicians = useQuery({
    queryKey: [...availabilityKeys.all, 'clinicians'],
    queryFn: async () =>
      (await availabilityApi.range({ from: today, to: today })).clinicians.map((c) => ({
        id: c.clinicianId,
        name: c.name,
      })),
    enabled: mayAny,
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const id = chosen ?? (mayOwn ? userId : (clinicians.data?.[0]?.id ?? null));
  const week = useQuery({
    queryKey: availabilityKeys.clinician(id ?? ''),
    queryFn: () => availabilityApi.clinician(id!),
    enabled: id !== null,
  });
  const clinic = useClinicHours();
  if (!mayAny && !mayOwn) return null;

  const options = (clinicians.data ?? []).map((p) => ({ value: p.id, label: p.name }));
  const name = id === userId ? null : (options.find((o) => o.value === id)?.label ?? null);
  const whose =
    mayAny && options.length > 0 ? (
      <Field.Root maxW="sm">
        <Field.Label>{t('clinic.availability.whose')}</Field.Label>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
          <NativeSelect.Field value={id ?? ''} onChange={(event) => setChosen(event.target.value)}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.value === userId ? t('clinic.availability.title') : option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    ) : undefined;

  if (!week.data || !clinic.data) {
    return (
      <AvailabilityLoadCard
        title={t('clinic.availability.title')}
        failed={week.isError || clinic.isError}
        onRetry={() => void (week.isError ? week.refetch() : clinic.refetch())}
      />
    );
  }
  return (
    <ClinicianWeekForm
      key={id!}
      id={id!}
      name={name}
      availability={week.data}
      openingHours={clinic.data.openingHours}
      whose={whose}
    />
  );
}

function ClinicianWeekForm(props: {
  id: string;
  name: string | null;
  availability: ClinicianAvailability;
  openingHours: readonly WeeklyIntervalText[];
  whose: ReactNode;
}) {
  const queries = useQueryClient();
  const save = useSaveForm(
    (body: ClinicianAvailability) => availabilityApi.setClinician(props.id, body),
    (saved) => {
      queries.setQueryData(availabilityKeys.clinician(props.id), saved);
      void queries.invalidateQueries({ queryKey: ['availability', 'range'] });
    },
  );
  return (
    <ClinicianAvailabilityCard
      availability={props.availability}
      openingHours={props.openingHours}
      clinicianName={props.name}
      whose={props.whose}
      onSave={save.run}
      pending={save.pending}
      failure={save.failure}
      saved={save.saved}
    />
  );
}

/** The clinic's opening hours and holidays on the organization page: owners edit, others read. */
export function ClinicHoursSection({ canManage }: { canManage: boolean }) {
  const t = useT();
  const hours = useClinicHours();
  const queries = useQueryClient();
  const save = useSaveForm(availabilityApi.setClinic, (saved: ClinicHours) => {
    queries.setQueryData(availabilityKeys.clinic, saved);
    void queries.invalidateQueries({ queryKey: ['availability', 'range'] });
  });
  if (!hours.data) {
    return (
      <AvailabilityLoadCard
        title={t('clinic.availability.clinicTitle')}
        failed={hours.isError}
        onRetry={() => void hours.refetch()}
      />
    );
  }
  return (
    <ClinicHoursCard
      hours={hours.data}
      editable={canManage}
      onSave={save.run}
      pending={save.pending}
      failure={save.failure}
      saved={save.saved}
    />
  );
}
