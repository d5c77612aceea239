import { useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import type { MessageKey } from '../../i18n/i18n';
import type { FieldErrors } from './auth-validation';

interface AuthFormOptions<V extends Record<string, string>> {
  /** Field values in visual order: the first invalid one in this order gets the focus. */
  initialValues: V;
  validate: (values: V) => FieldErrors<keyof V & string>;
  onValid: (values: V) => void;
  /** While a request is in flight a second submit (e.g. Enter in a field) is ignored. */
  pending?: boolean;
}

export interface BoundField {
  name: string;
  value: string;
  error: MessageKey | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  inputRef: (element: HTMLInputElement | null) => void;
}

/** Form state for the auth forms: errors appear on the first submit, then follow every change. */
export function useAuthForm<V extends Record<string, string>>(options: AuthFormOptions<V>) {
  const { initialValues, validate, onValid, pending = false } = options;
  type Name = keyof V & string;
  const [values, setValues] = useState<V>(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<Name, HTMLInputElement | null>>>({});
  const errors: FieldErrors<Name> = submitted ? validate(values) : {};

  function handleSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const found = validate(values);
    const firstInvalid = (Object.keys(values) as Name[]).find((name) => found[name]);
    if (firstInvalid === undefined) onValid(values);
    else inputs.current[firstInvalid]?.focus();
  }

  function field(name: Name): BoundField {
    return {
      name,
      value: values[name] ?? '',
      error: errors[name],
      onChange: (event) => setValues((current) => ({ ...current, [name]: event.target.value })),
      inputRef: (element) => {
        inputs.current[name] = element;
      },
    };
  }

  /** Replaces some values and hides the errors until the next submit. */
  function reset(next: Partial<V>) {
    setValues((current) => ({ ...current, ...next }));
    setSubmitted(false);
  }

  return { values, errors, field, handleSubmit, reset };
}
