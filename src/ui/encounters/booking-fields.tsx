import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '../theme/recipes';
import { useId, type HTMLInputTypeAttribute, type ReactNode, type Ref } from 'react';
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

/** The field around one control: label, required mark, error and helper text, wired by id. */
function BookingField(
  props: BookingFieldProps & { children: (describedBy: string | undefined) => ReactNode },
) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const { error, helperText } = props;
  const describedBy = [error && errorId, helperText && helperId].filter(Boolean).join(' ');
  return (
    <Field.Root
      id={id}
      ids={{ errorText: errorId, helperText: helperId }}
      invalid={error !== undefined}
      required={!props.optional}
      disabled={props.disabled}
    >
      <Field.Label>
        {props.label}
        <Field.RequiredIndicator />
      </Field.Label>
      {props.children(describedBy || undefined)}
      {error && <Field.ErrorText>{t(error, BOOKING_MESSAGE_PARAMS)}</Field.ErrorText>}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
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
  return (
    <BookingField {...props}>
      {(describedBy) => (
        <Input
          ref={props.inputRef}
          name={props.name}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          aria-describedby={describedBy}
          autoComplete="off"
        />
      )}
    </BookingField>
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
  return (
    <BookingField {...props}>
      {(describedBy) => (
        <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
          <NativeSelect.Field
            ref={props.selectRef}
            name={props.name}
            value={props.value}
            onChange={(event) => props.onChange(event.target.value)}
            aria-describedby={describedBy}
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
      )}
    </BookingField>
  );
}
