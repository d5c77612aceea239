import {
  Checkbox,
  CheckboxGroup,
  Field,
  Fieldset,
  HStack,
  Textarea,
  chakra,
} from '@chakra-ui/react';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  readOnly?: boolean;
  rows?: number;
  required?: boolean;
  maxLength?: number;
}

/** A labelled multi-line text field of the intake. */
export function IntakeTextField(props: TextFieldProps) {
  return (
    <Field.Root required={props.required}>
      <Field.Label>
        {props.label}
        {props.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Textarea
        value={props.value}
        rows={props.rows ?? 3}
        maxLength={props.maxLength ?? 8_000}
        readOnly={props.readOnly}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
        dir="auto"
      />
    </Field.Root>
  );
}

const RadioInput = chakra('input');

export interface ChoiceGroupProps<V extends string> {
  legend: string;
  /** Unique within the page: it names the radio group. */
  name: string;
  choices: readonly V[];
  labelOf: (choice: V) => string;
  value: V | null;
  onChange: (value: V) => void;
  onBlur?: () => void;
  disabled?: boolean;
}

/** One question answered by one choice: native radios in a fieldset, arrow keys move between them. */
export function ChoiceGroup<V extends string>(props: ChoiceGroupProps<V>) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium" color="fg">
        {props.legend}
      </Fieldset.Legend>
      <HStack gap="4" wrap="wrap" mt="1">
        {props.choices.map((choice) => (
          <chakra.label key={choice} display="inline-flex" alignItems="center" gap="1.5">
            <RadioInput
              type="radio"
              name={props.name}
              value={choice}
              checked={props.value === choice}
              disabled={props.disabled}
              onChange={() => props.onChange(choice)}
              onBlur={props.onBlur}
              accentColor="blue.600"
              boxSize="4"
            />
            {props.labelOf(choice)}
          </chakra.label>
        ))}
      </HStack>
    </Fieldset.Root>
  );
}

export interface ChecklistGroupProps<V extends string> {
  legend: string;
  /** Said under the legend and announced with the group, e.g. "Choose all that apply". */
  hint: string;
  /** Unique within the page: it names the checkboxes. */
  name: string;
  choices: readonly V[];
  labelOf: (choice: V) => string;
  value: readonly V[];
  /** The choices now checked, in the order of `choices`. */
  onChange: (value: V[]) => void;
  onBlur?: () => void;
}

/** One question answered by any number of choices: a checkbox each, in a fieldset. */
export function ChecklistGroup<V extends string>(props: ChecklistGroupProps<V>) {
  return (
    <Fieldset.Root gap="0">
      <Fieldset.Legend fontWeight="medium" color="fg">
        {props.legend}
      </Fieldset.Legend>
      <Fieldset.HelperText mt="0">{props.hint}</Fieldset.HelperText>
      <CheckboxGroup
        name={props.name}
        value={[...props.value]}
        onValueChange={(next) => props.onChange(props.choices.filter((c) => next.includes(c)))}
        onBlur={props.onBlur}
      >
        <HStack gap="4" wrap="wrap" mt="1">
          {props.choices.map((choice) => (
            <Checkbox.Root key={choice} value={choice} size="sm">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">{props.labelOf(choice)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </HStack>
      </CheckboxGroup>
    </Fieldset.Root>
  );
}

export interface CheckFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  disabled?: boolean;
}

/** A native checkbox with its label. */
export function CheckField(props: CheckFieldProps) {
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2">
      <RadioInput
        type="checkbox"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
        onBlur={props.onBlur}
        accentColor="blue.600"
        boxSize="4"
      />
      {props.label}
    </chakra.label>
  );
}
