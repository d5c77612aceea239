import type { DuplicateMatch, PatientInput } from '../../../common/contracts/patients.contract';
import type { RegisterFailure } from '../../machines/patients/patient-registration.machine';
import type { RegistrationStep } from '../../machines/patients/patient-registration.selectors';
import { useT } from '../i18n/i18n-context';
import { AuthFormFrame } from '../session/auth-form-frame';
import { FormFailure } from '../session/form-alerts';
import { useAuthForm } from '../session/use-auth-form';
import { DuplicateMatches } from './duplicate-matches';
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
  /** Today in the clinic, YYYY-MM-DD: no birth date after it. */
  today: string;
  /** Where the registration is: the form, the likely matches, or the confirmation. */
  step?: RegistrationStep;
  matches?: DuplicateMatch[];
  onRegisterAnyway?: () => void;
  onConfirmNew?: () => void;
  onBackToMatches?: () => void;
  onNavigate?: (href: string) => void;
}

/**
 * Registers a patient: names and birth date, and the optional details clinics record (sex and
 * gender, contacts, address, emergency contact, referral). Likely matches are shown before saving.
 */
export function RegisterPatientForm(props: RegisterPatientFormProps) {
  const { onSubmit, pending = false, failure, today, step = 'form', matches = [] } = props;
  const t = useT();
  const form = useAuthForm<PatientFormValues>({
    initialValues: EMPTY_PATIENT,
    validate: (values) => validatePatient(values, today),
    onValid: (values) => onSubmit(toPatientInput(values)),
    pending,
  });
  const failureText =
    failure?.kind === 'forbidden'
      ? t('patients.errors.forbidden')
      : failure?.kind === 'invalid'
        ? t('patients.errors.invalid', { detail: failure.detail })
        : failure?.kind === 'failed'
          ? t('patients.errors.failed')
          : null;
  const noop = () => {};

  return (
    <AuthFormFrame
      onSubmit={form.handleSubmit}
      submitLabel={t('patients.form.submit')}
      pendingLabel={t('patients.form.pending')}
      pending={pending}
      notice={failureText && <FormFailure title={failureText} />}
      footer={
        step !== 'form' && (
          <DuplicateMatches
            matches={matches}
            step={step}
            pending={pending}
            onRegisterAnyway={props.onRegisterAnyway ?? noop}
            onConfirm={props.onConfirmNew ?? noop}
            onBack={props.onBackToMatches ?? noop}
            onNavigate={props.onNavigate}
          />
        )
      }
      compactSubmit
    >
      <PatientFields field={form.field} />
    </AuthFormFrame>
  );
}
