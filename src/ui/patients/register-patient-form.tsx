import type { PatientInput } from '../../../common/contracts/patients.contract';
import type { RegisterFailure } from '../../machines/patients/patient-registration.machine';
import { useT } from '../i18n/i18n-context';
import { AuthFormFrame } from '../session/auth-form-frame';
import { FormFailure } from '../session/form-alerts';
import { useAuthForm } from '../session/use-auth-form';
import { useOnChange } from '../session/use-on-change';
import { PatientFields } from './patient-fields';
import {
  EMPTY_PATIENT,
  toPatientInput,
  validatePatient,
  type PatientFormValues,
} from './patient-validation';

export interface RegisterPatientFormProps {
  onSubmit: (input: PatientInput) => void;
  pending?: boolean;
  failure?: RegisterFailure | null;
  /** The registration went through: the form empties for the next patient. */
  registered?: boolean;
  /** Today in the clinic, YYYY-MM-DD: no birth date after it. */
  today: string;
}

/** Registers a patient: names, birth date, and the optional details the front desk often has. */
export function RegisterPatientForm(props: RegisterPatientFormProps) {
  const { onSubmit, pending = false, failure, registered = false, today } = props;
  const t = useT();
  const form = useAuthForm<PatientFormValues>({
    initialValues: EMPTY_PATIENT,
    validate: (values) => validatePatient(values, today),
    onValid: (values) => onSubmit(toPatientInput(values)),
    pending,
  });
  useOnChange(registered, (now) => {
    if (now) form.reset(EMPTY_PATIENT);
  });
  const failureText =
    failure?.kind === 'forbidden'
      ? t('patients.errors.forbidden')
      : failure?.kind === 'invalid'
        ? t('patients.errors.invalid', { detail: failure.detail })
        : failure?.kind === 'failed'
          ? t('patients.errors.failed')
          : null;

  return (
    <AuthFormFrame
      onSubmit={form.handleSubmit}
      submitLabel={t('patients.form.submit')}
      pendingLabel={t('patients.form.pending')}
      pending={pending}
      notice={failureText && <FormFailure title={failureText} />}
      compactSubmit
    >
      <PatientFields field={form.field} />
    </AuthFormFrame>
  );
}
