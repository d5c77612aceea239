import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import {
  textProblem,
  type TextLimits,
  type TextProblem,
} from '../../../common/contracts/text-limits';
import type { MessageKey } from '../../i18n/i18n';
import { FormFailure } from '../session/form-alerts';
import { dialogSlotRecipe } from '../theme/recipes';
import { OverlayPortal } from '../theme/overlay-portal';
import { ReasonField } from './reason-field';

/** One free-text field the dialog asks for, held to the contract's limits. */
export interface ReasonFieldSpec<Name extends string> {
  name: Name;
  label: string;
  rows: number;
  limits: TextLimits;
  help?: string;
}

export interface ReasonDialogProps<Name extends string> {
  /** False keeps the dialog closed; reopening starts with empty fields. */
  open: boolean;
  /** A new value clears the fields while open (another action asked in the same dialog). */
  formKey?: string;
  title: string;
  description: string;
  fields: readonly ReasonFieldSpec<Name>[];
  /** The feature's wording of each problem; `{{min}}` and `{{max}}` are the field's limits. */
  messages: Record<TextProblem, MessageKey>;
  confirmLabel: string;
  backLabel: string;
  pendingLabel: string;
  tone: 'red' | 'blue';
  size?: 'md' | 'lg';
  pending?: boolean;
  /** Why the last attempt failed, in the reader's language. */
  failure?: string | null;
  /** The fields' trimmed values, once every one is within its limits. */
  onConfirm: (values: Record<Name, string>) => void;
  onClose: () => void;
  /** Renders in place without trapping focus (stories' previews). */
  inline?: boolean;
}

type Problems<Name extends string> = Partial<Record<Name, TextProblem>>;

/**
 * Asks for a reason (and any other free text) before a change is sent: cancelling a session,
 * withdrawing a signed record, adding an addendum. Focus starts in the first field and goes back
 * to the first one in error; Escape or the back button closes without a change; Enter in the form
 * confirms.
 */
export function ReasonDialog<Name extends string>(props: ReasonDialogProps<Name>) {
  const { open, fields, pending = false, inline = false } = props;
  const inputs = useRef(new Map<Name, HTMLTextAreaElement>());
  const [values, setValues] = useState<Partial<Record<Name, string>>>({});
  const [problems, setProblems] = useState<Problems<Name>>({});
  // Opening again, or another action in the same dialog, starts with empty fields.
  const showing = `${open}:${props.formKey ?? ''}`;
  const [shownFor, setShownFor] = useState(showing);
  if (shownFor !== showing) {
    setShownFor(showing);
    setValues({});
    setProblems({});
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found: Problems<Name> = {};
    for (const field of fields) {
      const problem = textProblem(values[field.name] ?? '', field.limits);
      if (problem) found[field.name] = problem;
    }
    setProblems(found);
    const firstWrong = fields.find((field) => found[field.name]);
    if (firstWrong) inputs.current.get(firstWrong.name)?.focus();
    else {
      const trimmed = Object.fromEntries(
        fields.map((field) => [field.name, (values[field.name] ?? '').trim()]),
      );
      props.onConfirm(trimmed as Record<Name, string>);
    }
  };

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !pending) props.onClose();
      }}
      modal={!inline}
      trapFocus={!inline}
      initialFocusEl={() => (fields[0] ? (inputs.current.get(fields[0].name) ?? null) : null)}
      placement="center"
      size={props.size}
      lazyMount
      unmountOnExit
    >
      <OverlayPortal disabled={inline}>
        {!inline && <Dialog.Backdrop />}
        <Dialog.Positioner position={inline ? 'static' : undefined}>
          <Dialog.Content>
            <form noValidate onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>{props.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description asChild>
                    <Text>{props.description}</Text>
                  </Dialog.Description>
                  {props.failure && <FormFailure title={props.failure} />}
                  {fields.map((field) => (
                    <ReasonField
                      key={field.name}
                      spec={field}
                      value={values[field.name] ?? ''}
                      problem={problems[field.name] && props.messages[problems[field.name]!]}
                      onChange={(value) => setValues((now) => ({ ...now, [field.name]: value }))}
                      inputRef={(element) => {
                        if (element) inputs.current.set(field.name, element);
                        else inputs.current.delete(field.name);
                      }}
                    />
                  ))}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer gap="3">
                <Button variant="outline" onClick={props.onClose} disabled={pending}>
                  {props.backLabel}
                </Button>
                <Button
                  type="submit"
                  colorPalette={props.tone}
                  loading={pending}
                  loadingText={props.pendingLabel}
                >
                  {props.confirmLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </OverlayPortal>
    </Dialog.Root>
  );
}
