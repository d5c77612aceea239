import {
  clinicSettings,
  invitationInput,
  timeZone,
  type Clinic,
  type ClinicUpdate,
  type MemberRole,
} from '../../../common/contracts/clinic.contract';
import { boundsOf } from '../../../common/contracts/schema-bounds';
import type { MessageKey } from '../../i18n/i18n';
import type { FieldErrors } from '../session/auth-validation';

/** Limits read from the contract where it states them, so the form and the server agree. */
const LIMITS = { name: 200, address: 500, phone: 40, credentials: 60 } as const;
const minutes = boundsOf(clinicSettings.shape.defaultSessionMinutes.def.innerType);
export const MINUTES_MIN = minutes.min ?? 5;
export const MINUTES_MAX = minutes.max ?? 720;

export type ClinicFormValues = {
  name: string;
  address: string;
  phone: string;
  timeZone: string;
  defaultSessionMinutes: string;
};

export const clinicFormValues = (clinic: Clinic): ClinicFormValues => ({
  name: clinic.name,
  address: clinic.address ?? '',
  phone: clinic.phone ?? '',
  timeZone: clinic.timeZone,
  defaultSessionMinutes: String(clinic.settings.defaultSessionMinutes),
});

const tooLong = (value: string, max: number): MessageKey | undefined =>
  value.trim().length > max ? 'clinic.validation.tooLong' : undefined;

function only<F extends string>(errors: Record<F, MessageKey | undefined>): FieldErrors<F> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, key]) => key !== undefined),
  ) as FieldErrors<F>;
}

export function validateClinic(values: ClinicFormValues) {
  const count = Number(values.defaultSessionMinutes);
  return only({
    name:
      values.name.trim() === ''
        ? 'clinic.validation.nameRequired'
        : tooLong(values.name, LIMITS.name),
    address: tooLong(values.address, LIMITS.address),
    phone: tooLong(values.phone, LIMITS.phone),
    timeZone: timeZone.safeParse(values.timeZone.trim()).success
      ? undefined
      : 'clinic.validation.timeZoneUnknown',
    defaultSessionMinutes:
      /^\d+$/.test(values.defaultSessionMinutes.trim()) &&
      count >= MINUTES_MIN &&
      count <= MINUTES_MAX
        ? undefined
        : 'clinic.validation.minutesRange',
  });
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export const toClinicUpdate = (values: ClinicFormValues): ClinicUpdate => ({
  name: values.name.trim(),
  address: orNull(values.address),
  phone: orNull(values.phone),
  timeZone: values.timeZone.trim(),
  settings: { defaultSessionMinutes: Number(values.defaultSessionMinutes) },
});

export const validateInviteEmail = (value: string): MessageKey | undefined =>
  invitationInput.shape.email.safeParse(value).success
    ? undefined
    : 'clinic.validation.emailInvalid';

export const validateRoles = (roles: readonly MemberRole[]): MessageKey | undefined =>
  roles.length === 0 ? 'clinic.validation.rolesRequired' : undefined;

export const validateCredential = (value: string): MessageKey | undefined =>
  tooLong(value, LIMITS.credentials);

export { orNull };
