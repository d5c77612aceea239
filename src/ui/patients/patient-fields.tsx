import { SimpleGrid } from '@chakra-ui/react';
import type { HTMLInputTypeAttribute } from 'react';
import {
  ADMINISTRATIVE_GENDERS,
  CONTACT_METHODS,
  SEXES_AT_BIRTH,
} from '../../../common/contracts/patients.contract';
import type { MessageKey } from '../../i18n/i18n';
import { useT } from '../i18n/i18n-context';
import { AuthField } from '../session/auth-field';
import type { BoundField } from '../session/use-auth-form';
import { PatientSelectField } from './patient-select-field';
import type { PatientFormValues } from './patient-validation';

type FieldName = keyof PatientFormValues & string;

/** A text field, or a choice among the contract's codes (each named `<prefix>.<code>`). */
type PatientField = {
  name: FieldName;
  label: MessageKey;
  type?: HTMLInputTypeAttribute;
  optional?: boolean;
  choices?: { codes: readonly string[]; prefix: string };
};

/** A patient's fields in visual order (the first invalid one gets the focus). */
export const PATIENT_FIELDS: PatientField[] = [
  { name: 'givenName', label: 'patients.form.givenName' },
  { name: 'familyName', label: 'patients.form.familyName' },
  { name: 'preferredName', label: 'patients.form.preferredName', optional: true },
  { name: 'pronouns', label: 'patients.form.pronouns', optional: true },
  { name: 'birthDate', label: 'patients.form.birthDate', type: 'date' },
  {
    name: 'sexAtBirth',
    label: 'patients.form.sexAtBirth',
    choices: { codes: SEXES_AT_BIRTH, prefix: 'patients.form.sexes' },
  },
  {
    name: 'administrativeGender',
    label: 'patients.form.administrativeGender',
    choices: { codes: ADMINISTRATIVE_GENDERS, prefix: 'patients.form.genders' },
  },
  { name: 'genderIdentity', label: 'patients.form.genderIdentity', optional: true },
  { name: 'phone', label: 'patients.form.phone', type: 'tel', optional: true },
  { name: 'email', label: 'patients.form.email', type: 'email', optional: true },
  {
    name: 'preferredContactMethod',
    label: 'patients.form.preferredContactMethod',
    choices: { codes: CONTACT_METHODS, prefix: 'patients.form.methods' },
  },
  { name: 'addressLine', label: 'patients.form.addressLine', optional: true },
  { name: 'city', label: 'patients.form.city', optional: true },
  { name: 'region', label: 'patients.form.region', optional: true },
  { name: 'postalCode', label: 'patients.form.postalCode', optional: true },
  { name: 'country', label: 'patients.form.country', optional: true },
  { name: 'emergencyContact', label: 'patients.form.emergencyContact', optional: true },
  {
    name: 'emergencyContactRelationship',
    label: 'patients.form.emergencyContactRelationship',
    optional: true,
  },
  {
    name: 'emergencyContactPhone',
    label: 'patients.form.emergencyContactPhone',
    type: 'tel',
    optional: true,
  },
  { name: 'referralSource', label: 'patients.form.referralSource', optional: true },
];

/** The demographic fields registration and editing share, bound to one form. */
export function PatientFields({ field }: { field: (name: FieldName) => BoundField }) {
  const t = useT();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {PATIENT_FIELDS.map(({ name, label, type, optional, choices }) =>
        choices ? (
          <PatientSelectField
            key={name}
            {...field(name)}
            label={t(label)}
            options={[
              { value: '', label: t('patients.form.notRecorded') },
              ...choices.codes.map((code) => ({
                value: code,
                label: t(`${choices.prefix}.${code}` as MessageKey),
              })),
            ]}
          />
        ) : (
          <AuthField
            key={name}
            {...field(name)}
            label={t(label)}
            type={type}
            autoComplete="off"
            optional={optional}
          />
        ),
      )}
    </SimpleGrid>
  );
}
