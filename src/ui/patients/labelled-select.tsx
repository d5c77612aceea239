import { Field, NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '../theme/recipes';
import { useId } from 'react';

export interface LabelledSelectProps<V extends string> {
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
}

/** A native select with its visible label (keyboard and screen readers get the platform's own). */
export function LabelledSelect<V extends string>(props: LabelledSelectProps<V>) {
  const id = useId();
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{props.label}</Field.Label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
        <NativeSelect.Field
          id={id}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value as V)}
        >
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
