import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useId, type HTMLInputTypeAttribute, type Ref } from 'react';
import type { MessageKey } from '../../i18n/i18n';
import { useT } from '../i18n/i18n-context';
import { BOOKING_MESSAGE_PARAMS } from './booking-check';

interface BookingFieldProps {
  name: string;
  label: string;
  value: string;
  error?: MessageKey;
  helperText?: string;
  optional?: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
}

function useFieldIds(error?: MessageKey, helperText?: string) {
  const id = useId();
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const describedBy = [error && errorId, helperText && helperId].filter(Boolean).join(' ');
  return { id, errorId, helperId, describedBy: describedBy || undefined };
}

function FieldTexts({ error, helperText }: Pick<BookingFieldProps, 'error' | 'helperText'>) {
  const t = useT();
  return (
    <>
      {error && <Field.ErrorText>{t(error, BOOKING_MESSAGE_PARAMS)}</Field.ErrorText>}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </>
  );
}

/** A labelled input of the booking form. */
export function BookingInput(
  props: BookingFieldProps & {
    type?: HTMLInputTypeAttribute;
    inputMode?: 'numeric';
    inputRef?: Ref<HTMLInputElement>;
  },
) {
  const ids = useFieldIds(props.error, props.helperText);
  return (
    <Field.Root
      id={ids.id}
      ids={{ errorText: ids.errorId, helperText: ids.helperId }}
      invalid={props.error !== undefined}
      required={!props.optional}
      disabled={props.disabled}
    >
      <Field.Label>
        {props.label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        ref={props.inputRef}
        name={props.name}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-describedby={ids.describedBy}
        autoComplete="off"
      />
      <FieldTexts error={props.error} helperText={props.helperText} />
    </Field.Root>
  );
}

/** A labelled native select of the booking form (keyboard and screen readers for free). */
export function BookingSelect(
  props: BookingFieldProps & {
    options: { value: string; label: string }[];
    placeholder?: string;
    selectRef?: Ref<HTMLSelectElement>;
  },
) {
  const ids = useFieldIds(props.error, props.helperText);
  return (
    <Field.Root
      id={ids.id}
      ids={{ errorText: ids.errorId, helperText: ids.helperId }}
      invalid={props.error !== undefined}
      required={!props.optional}
      disabled={props.disabled}
    >
      <Field.Label>
        {props.label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          ref={props.selectRef}
          name={props.name}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          aria-describedby={ids.describedBy}
        >
          {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <FieldTexts error={props.error} helperText={props.helperText} />
    </Field.Root>
  );
}
