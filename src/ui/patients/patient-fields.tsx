import { SimpleGrid } from '@chakra-ui/react';
import type { HTMLInputTypeAttribute } from 'react';
import type { MessageKey } from '../../i18n/i18n';
import { useT } from '../i18n/i18n-context';
import { AuthField } from '../session/auth-field';
import type { BoundField } from '../session/use-auth-form';
import type { PatientFormValues } from './patient-validation';

/** A patient's fields in visual order (the first invalid one gets the focus). */
export const PATIENT_FIELDS: {
  name: keyof PatientFormValues & string;
  label: MessageKey;
  type?: HTMLInputTypeAttribute;
  optional?: boolean;
}[] = [
  { name: 'givenName', label: 'patients.form.givenName' },
  { name: 'familyName', label: 'patients.form.familyName' },
  { name: 'preferredName', label: 'patients.form.preferredName', optional: true },
  { name: 'pronouns', label: 'patients.form.pronouns', optional: true },
  { name: 'birthDate', label: 'patients.form.birthDate', type: 'date' },
  { name: 'phone', label: 'patients.form.phone', type: 'tel', optional: true },
  { name: 'email', label: 'patients.form.email', type: 'email', optional: true },
];

/** The demographic fields registration and editing share, bound to one form. */
export function PatientFields({
  field,
}: {
  field: (name: keyof PatientFormValues & string) => BoundField;
}) {
  const t = useT();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {PATIENT_FIELDS.map(({ name, label, type, optional }) => (
        <AuthField
          key={name}
          {...field(name)}
          label={t(label)}
          type={type}
          autoComplete="off"
          optional={optional}
        />
      ))}
    </SimpleGrid>
  );
}
