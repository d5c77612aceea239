import { useState } from 'react';
import { IconButton } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useT } from '../i18n/i18n-context';
import { AuthField, type AuthFieldProps } from './auth-field';

type PasswordFieldProps = Omit<AuthFieldProps, 'type' | 'endElement'>;

/** A password input with a show/hide toggle (Chakra v3 core has no PasswordInput). */
export function PasswordField(props: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <AuthField
      {...props}
      type={visible ? 'text' : 'password'}
      endElement={(inputId) => (
        <IconButton
          type="button"
          variant="ghost"
          size="sm"
          me="-2"
          aria-label={visible ? t('auth.password.hide') : t('auth.password.show')}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        </IconButton>
      )}
    />
  );
}
