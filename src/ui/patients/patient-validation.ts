import {
  PATIENT_DETAIL_FIELDS,
  patientInput,
  type Patient,
  type PatientDetailField,
  type PatientInput,
} from '../../../common/contracts/patients.contract';
import { boundsOf } from '../../../common/contracts/schema-bounds';
import { parseIsoDate } from '../../../common/time/zoned-time';
import type { FieldErrors } from '../session/auth-validation';

/** The form's values: every field as typed; blanks are "not recorded". */
export type PatientFormValues = Record<
  'givenName' | 'familyName' | 'birthDate' | PatientDetailField,
  string
>;

/** Empty, in visual order (the first invalid field in this order gets the focus). */
export const EMPTY_PATIENT: PatientFormValues = {
  givenName: '',
  familyName: '',
  preferredName: '',
  pronouns: '',
  birthDate: '',
  sexAtBirth: '',
  administrativeGender: '',
  genderIdentity: '',
  phone: '',
  email: '',
  preferredContactMethod: '',
  addressLine: '',
  city: '',
  region: '',
  postalCode: '',
  country: '',
  emergencyContact: '',
  emergencyContactRelationship: '',
  emergencyContactPhone: '',
  referralSource: '',
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
  // Every other detail as the contract checks it (length, characters): the server's own rule.
  for (const field of PATIENT_DETAIL_FIELDS) {
    const value = values[field].trim();
    if (errors[field] || !value) continue;
    if (!patientInput.shape[field].safeParse(value).success) {
      errors[field] = 'patients.validation.detailInvalid';
    }
  }
  return errors;
}

/** The form's values as the contract's input: blanks become absent (null). */
export function toPatientInput(values: PatientFormValues): PatientInput {
  const details = Object.fromEntries(
    PATIENT_DETAIL_FIELDS.map((field) => [field, values[field].trim() || null]),
  );
  return {
    givenName: values.givenName.trim(),
    familyName: values.familyName.trim(),
    birthDate: values.birthDate,
    // The selects offer only the contract's codes, so the details are the contract's values.
    ...(details as Pick<PatientInput, PatientDetailField>),
  };
}

/** A registered patient's details as the form's values (absent details are blanks). */
export function patientFormValuesOf(patient: Patient): PatientFormValues {
  const details = Object.fromEntries(
    PATIENT_DETAIL_FIELDS.map((field) => [field, patient[field] ?? '']),
  ) as Record<PatientDetailField, string>;
  return {
    ...EMPTY_PATIENT,
    givenName: patient.givenName,
    familyName: patient.familyName,
    birthDate: patient.birthDate,
    ...details,
  };
}
