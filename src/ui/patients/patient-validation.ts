import {
  patientInput,
  type Patient,
  type PatientInput,
} from '../../../common/contracts/patients.contract';
import { boundsOf } from '../../../common/contracts/schema-bounds';
import { parseIsoDate } from '../../../common/time/zoned-time';
import type { FieldErrors } from '../session/auth-validation';

export interface PatientFormValues extends Record<string, string> {
  givenName: string;
  familyName: string;
  preferredName: string;
  pronouns: string;
  birthDate: string;
  phone: string;
  email: string;
}

export const EMPTY_PATIENT: PatientFormValues = {
  givenName: '',
  familyName: '',
  preferredName: '',
  pronouns: '',
  birthDate: '',
  phone: '',
  email: '',
};

/** Name limits read from the contract, so the form and the server cannot disagree. */
export const PATIENT_NAME_MAX = boundsOf(patientInput.shape.givenName).max ?? 100;

/** A calendar date that exists and is not after `today` (YYYY-MM-DD, both). */
export function isPastOrTodayDate(value: string, today: string): boolean {
  const day = parseIsoDate(value);
  return day !== null && day.year >= 1900 && value <= today;
}

export function validatePatient(
  values: PatientFormValues,
  today: string,
): FieldErrors<keyof PatientFormValues & string> {
  const errors: FieldErrors<keyof PatientFormValues & string> = {};
  for (const [field, required] of [
    ['givenName', 'patients.validation.givenNameRequired'],
    ['familyName', 'patients.validation.familyNameRequired'],
  ] as const) {
    const value = values[field].trim();
    if (!value) errors[field] = required;
    else if (value.length > PATIENT_NAME_MAX) errors[field] = 'patients.validation.tooLong';
  }
  if (values.preferredName.trim().length > PATIENT_NAME_MAX) {
    errors.preferredName = 'patients.validation.tooLong';
  }
  if (!values.birthDate) errors.birthDate = 'patients.validation.birthDateRequired';
  else if (!isPastOrTodayDate(values.birthDate, today)) {
    errors.birthDate = 'patients.validation.birthDateInvalid';
  }
  if (values.email.trim() && !patientInput.shape.email.safeParse(values.email).success) {
    errors.email = 'patients.validation.emailInvalid';
  }
  return errors;
}

/** The form's values as the contract's input: blanks become absent. */
export function toPatientInput(values: PatientFormValues): PatientInput {
  const optional = (value: string) => (value.trim() ? value.trim() : null);
  return {
    givenName: values.givenName.trim(),
    familyName: values.familyName.trim(),
    preferredName: optional(values.preferredName),
    pronouns: optional(values.pronouns),
    birthDate: values.birthDate,
    phone: optional(values.phone),
    email: optional(values.email),
  };
}

/** A registered patient's details as the form's values (absent details are blanks). */
export function patientFormValuesOf(patient: Patient): PatientFormValues {
  return {
    givenName: patient.givenName,
    familyName: patient.familyName,
    preferredName: patient.preferredName ?? '',
    pronouns: patient.pronouns ?? '',
    birthDate: patient.birthDate,
    phone: patient.phone ?? '',
    email: patient.email ?? '',
  };
}
