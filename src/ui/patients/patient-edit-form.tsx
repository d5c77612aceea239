import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import {
  patientStatus,
  type Patient,
  type PatientStatus,
  type PatientUpdate,
} from '../../../common/contracts/patients.contract';
import type { EditFailure } from '../../machines/patients/patient-edit.machine';
import { useT } from '../i18n/i18n-context';
import { AuthFormFrame } from '../session/auth-form-frame';
import { FormFailure, FormSuccessAlert } from '../session/form-alerts';
import { useAuthForm } from '../session/use-auth-form';
import { DischargeConfirmation } from './discharge-confirmation';
import { LabelledSelect } from './labelled-select';
import { PatientFields } from './patient-fields';
import {
  patientFormValuesOf,
  toPatientInput,
  validatePatient,
  type PatientFormValues,
} from './patient-validation';

export interface PatientEditFormProps {
  patient: Patient;
  /** Today in the clinic, YYYY-MM-DD: no birth date after it. */
  today: string;
  onSubmit: (update: PatientUpdate) => void;
  pending?: boolean;
  failure?: EditFailure | null;
  saved?: boolean;
  /** A discharge waits for a yes. */
  confirmingDischarge?: boolean;
  onConfirmDischarge: () => void;
  onCancelDischarge: () => void;
}

/** Edits a patient's demographics (the registration's fields) and status. */
export function PatientEditForm(props: PatientEditFormProps) {
  const { patient, today, pending = false, failure, saved = false } = props;
  const t = useT();
  const [status, setStatus] = useState<PatientStatus>(patient.status);
  const form = useAuthForm<PatientFormValues>({
    initialValues: patientFormValuesOf(patient),
    validate: (values) => validatePatient(values, today),
    onValid: (values) => props.onSubmit({ ...toPatientInput(values), status }),
    pending: pending || props.confirmingDischarge,
  });
  const failureText =
    failure?.kind === 'forbidden'
      ? t('patientChart.edit.forbidden')
      : failure?.kind === 'invalid'
        ? t('patientChart.edit.invalid', { detail: failure.detail })
        : failure?.kind === 'failed'
          ? t('patientChart.edit.failed')
          : null;

  return (
    <AuthFormFrame
      onSubmit={form.handleSubmit}
      submitLabel={t('patientChart.edit.submit')}
      pendingLabel={t('patientChart.edit.pending')}
      pending={pending}
      notice={
        failureText ? (
          <FormFailure title={failureText} />
        ) : saved ? (
          <FormSuccessAlert title={t('patientChart.edit.saved')} />
        ) : null
      }
      footer={
        props.confirmingDischarge && (
          <DischargeConfirmation
            name={`${form.values.givenName} ${form.values.familyName}`}
            pending={pending}
            onConfirm={props.onConfirmDischarge}
            onCancel={props.onCancelDischarge}
          />
        )
      }
      compactSubmit
    >
      <PatientFields field={form.field} />
      <Box maxW={{ md: '50%' }} pe={{ md: '2' }}>
        <LabelledSelect
          label={t('patientChart.edit.status')}
          value={status}
          onChange={setStatus}
          options={patientStatus.options.map((value) => ({
            value,
            label: t(`patients.status.${value}`),
          }))}
        />
      </Box>
    </AuthFormFrame>
  );
}
