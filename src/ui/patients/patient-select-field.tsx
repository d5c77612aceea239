import { Field, NativeSelect } from '@chakra-ui/react';
import { useId } from 'react';
import type { BoundField } from '../session/use-auth-form';
import { nativeSelectSlotRecipe } from '../theme/recipes';

export interface PatientSelectFieldProps extends BoundField {
  label: string;
  /** The choices; the first, with an empty value, stands for "not recorded". */
  options: { value: string; label: string }[];
}

/** A labelled native select bound to the patient form (keyboard and screen readers get the platform's own). */
export function PatientSelectField(props: PatientSelectFieldProps) {
  const id = useId();
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{props.label}</Field.Label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
        <NativeSelect.Field id={id} name={props.name} value={props.value} onChange={props.onChange}>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
