import { PersonNameFields } from './person-name-fields';
import { AuthFormFrame, serverStateOf } from './auth-form-frame';
import { useState } from 'react';
import { useT } from '../i18n/i18n-context';
import { AuthField } from './auth-field';
import type { ServerStateProps } from './auth-error';
import { validateProfile, type ProfileValues } from './auth-validation';
import { FormSuccessAlert } from './form-alerts';
import { useAuthForm } from './use-auth-form';

export interface ProfileSettingsFormProps extends ServerStateProps {
  initialValues: ProfileValues & { email: string };
  onSubmit: (profile: ProfileValues) => void;
  /** The last submitted profile was saved. */
  saved?: boolean;
}

const noop = () => undefined;

/** First and last name; the e-mail is shown read-only because it is the sign-in name. */
export function ProfileSettingsForm(props: ProfileSettingsFormProps) {
  const { initialValues, onSubmit, saved = false, pending = false } = props;
  const t = useT();
  const [sent, setSent] = useState<ProfileValues | null>(null);
  const form = useAuthForm({
    initialValues: { firstName: initialValues.firstName, lastName: initialValues.lastName },
    validate: validateProfile,
    onValid: (values) => {
      const profile = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
      setSent(values);
      onSubmit(profile);
    },
    pending,
  });
  // "Saved" would be a lie once the user edits again, so it only shows for the values sent.
  const unchangedSinceSent =
    sent !== null &&
    sent.firstName === form.values.firstName &&
    sent.lastName === form.values.lastName;

  return (
    <AuthFormFrame
      onSubmit={form.handleSubmit}
      submitLabel={t('auth.profile.submit')}
      pendingLabel={t('auth.profile.pending')}
      {...serverStateOf(props)}
      notice={
        saved &&
        !pending &&
        unchangedSinceSent && <FormSuccessAlert title={t('auth.profile.saved')} />
      }
      compactSubmit
    >
      <PersonNameFields firstName={form.field('firstName')} lastName={form.field('lastName')} />
      <AuthField
        name="email"
        value={initialValues.email}
        error={undefined}
        onChange={noop}
        inputRef={noop}
        readOnly
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        helperText={t('auth.fields.emailReadOnly')}
      />
    </AuthFormFrame>
  );
}
