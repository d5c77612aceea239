import { useId, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import { Field, Input, InputGroup } from '@chakra-ui/react';
import { useT } from '../i18n/i18n-context';
import { VALIDATION_PARAMS } from './auth-validation';
import type { BoundField } from './use-auth-form';

export interface AuthFieldProps extends BoundField {
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete: string;
  helperText?: string;
  readOnly?: boolean;
  /** Not required: no required mark, and the label says "(optional)" itself. */
  optional?: boolean;
  /** The keyboard a phone shows (`numeric` for a one-time code). */
  inputMode?: 'numeric' | 'text';
  /** Rendered inside the input, at its inline end (e.g. a show/hide toggle). */
  endElement?: (inputId: string) => ReactNode;
}

/** A labelled input whose error and help text are announced with it (aria-invalid, aria-describedby). */
export function AuthField(props: AuthFieldProps) {
  const { label, type = 'text', autoComplete, helperText, readOnly, optional, endElement } = props;
  const { inputMode } = props;
  const { name, value, error, onChange, inputRef } = props;
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const describedBy = [error && errorId, helperText && helperId].filter(Boolean).join(' ');
  const input = (
    <Input
      ref={inputRef}
      name={name}
      type={type}
      value={value}
      onChange={onChange}
      autoComplete={autoComplete}
      inputMode={inputMode}
      aria-describedby={describedBy || undefined}
      spellCheck={false}
      // A value that cannot be changed here should not look like one that can.
      bg={readOnly ? 'bg.muted' : undefined}
      cursor={readOnly ? 'default' : undefined}
      // What is typed (a name, an address, an e-mail) keeps its own direction in either layout.
      dir="auto"
    />
  );
  return (
    <Field.Root
      id={id}
      ids={{ errorText: errorId, helperText: helperId }}
      invalid={error !== undefined}
      required={!readOnly && !optional}
      readOnly={readOnly}
    >
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {endElement ? <InputGroup endElement={endElement(id)}>{input}</InputGroup> : input}
      {error && (
        // Chakra's fg.error (red.500) is 3.8:1 on white; AA needs 4.5:1 for this small text.
        <Field.ErrorText>{t(error, VALIDATION_PARAMS)}</Field.ErrorText>
      )}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}
