import { Button, Checkbox, Fieldset, HStack, Stack } from '@chakra-ui/react';
import { useState, type SyntheticEvent } from 'react';
import { FormFailure } from '../session/form-alerts';

export interface ChecklistOption {
  value: string;
  label: string;
  /** Shown checked and cannot be unchecked (e.g. the primary clinician). */
  locked?: boolean;
}

export interface ChecklistEditorProps {
  legend: string;
  options: ChecklistOption[];
  initial: string[];
  saveLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  pending?: boolean;
  /** Why the last save failed, in the reader's language. */
  failure?: string | null;
  onSave: (values: string[]) => void;
  onCancel: () => void;
}

/** A set of checkboxes saved together (care team members, chart flags). */
export function ChecklistEditor(props: ChecklistEditorProps) {
  const { options, pending = false } = props;
  const [chosen, setChosen] = useState<string[]>(props.initial);
  const toggle = (value: string, on: boolean) =>
    setChosen((now) => (on ? [...now, value] : now.filter((each) => each !== value)));
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (pending) return;
    // In the options' order, whatever order they were ticked in.
    props.onSave(options.map((o) => o.value).filter((value) => chosen.includes(value)));
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="3">
        {props.failure && <FormFailure title={props.failure} />}
        <Fieldset.Root>
          <Fieldset.Legend>{props.legend}</Fieldset.Legend>
          <Stack gap="2" mt="2">
            {options.map((option) => (
              <Checkbox.Root
                key={option.value}
                checked={option.locked || chosen.includes(option.value)}
                disabled={option.locked}
                onCheckedChange={(details) => toggle(option.value, details.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{option.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </Fieldset.Root>
        <HStack gap="2">
          <Button
            type="submit"
            colorPalette="blue"
            size="sm"
            loading={pending}
            loadingText={props.pendingLabel}
          >
            {props.saveLabel}
          </Button>
          <Button variant="ghost" size="sm" onClick={props.onCancel} disabled={pending}>
            {props.cancelLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
