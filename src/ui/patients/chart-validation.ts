import {
  consentInput,
  diagnosisInput,
  icd10Code,
  type ConsentInput,
  type ConsentKind,
  type DiagnosisInput,
} from '../../../common/contracts/patients.contract';
import { boundsOf } from '../../../common/contracts/schema-bounds';
import type { FieldErrors } from '../session/auth-validation';
import { isPastOrTodayDate } from './patient-validation';

/** Limits read from the contract, so the forms and the server cannot disagree. */
const TEXT_MAX = boundsOf(diagnosisInput.shape.text).max ?? 300;
const NOTE_MAX = 500;

export interface DiagnosisFormValues extends Record<string, string> {
  code: string;
  text: string;
  onsetDate: string;
}
export const EMPTY_DIAGNOSIS: DiagnosisFormValues = { code: '', text: '', onsetDate: '' };

export function validateDiagnosis(
  values: DiagnosisFormValues,
  today: string,
): FieldErrors<keyof DiagnosisFormValues & string> {
  const errors: FieldErrors<keyof DiagnosisFormValues & string> = {};
  if (!values.code.trim()) errors.code = 'patientChart.diagnoses.validation.codeRequired';
  else if (!icd10Code.safeParse(values.code).success) {
    errors.code = 'patientChart.diagnoses.validation.codeInvalid';
  }
  const text = values.text.trim();
  if (!text) errors.text = 'patientChart.diagnoses.validation.textRequired';
  else if (text.length > TEXT_MAX) errors.text = 'patientChart.diagnoses.validation.textTooLong';
  if (values.onsetDate && !isPastOrTodayDate(values.onsetDate, today)) {
    errors.onsetDate = 'patientChart.diagnoses.validation.dateInvalid';
  }
  return errors;
}

/** The form's values as the contract's input (the code upper-cased, as the server stores it). */
export function toDiagnosisInput(values: DiagnosisFormValues): DiagnosisInput {
  return diagnosisInput.parse({
    code: values.code,
    text: values.text,
    onsetDate: values.onsetDate || null,
  });
}

export interface ConsentFormValues extends Record<string, string> {
  effectiveDate: string;
  note: string;
}

export function validateConsent(
  values: ConsentFormValues,
  today: string,
): FieldErrors<keyof ConsentFormValues & string> {
  const errors: FieldErrors<keyof ConsentFormValues & string> = {};
  if (!isPastOrTodayDate(values.effectiveDate, today)) {
    errors.effectiveDate = 'patientChart.consents.validation.dateInvalid';
  }
  if (values.note.trim().length > NOTE_MAX) {
    errors.note = 'patientChart.consents.validation.noteTooLong';
  }
  return errors;
}

export function toConsentInput(
  kind: ConsentKind,
  status: 'granted' | 'withdrawn',
  values: ConsentFormValues,
): ConsentInput {
  return consentInput.parse({
    kind,
    status,
    effectiveDate: values.effectiveDate,
    note: values.note.trim() || null,
  });
}
