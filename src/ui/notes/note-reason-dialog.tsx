import { Button, Dialog, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { REASON_LIMITS } from '../../../common/contracts/documents.contract';
import { ADDENDUM_TEXT_LIMITS } from '../../../common/contracts/notes.contract';
import { dialogSlotRecipe } from '../theme/recipes';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { MessageKey } from '../../i18n/i18n';
import { useT } from '../i18n/i18n-context';
import { FormFailure } from '../session/form-alerts';
import { OverlayPortal } from '../theme/overlay-portal';

/** The contract's limits (addendumInput, enteredInErrorInput). */
const LIMITS = { text: ADDENDUM_TEXT_LIMITS, reason: REASON_LIMITS };

export type NoteReasonKind = 'addendum' | 'error';

export interface NoteReasonDialogProps {
  /** What is asked for; null keeps the dialog closed. */
  kind: NoteReasonKind | null;
  pending?: boolean;
  failure?: string | null;
  onConfirm: (input: { text: string; reason: string }) => void;
  onClose: () => void;
  inline?: boolean;
}

type Problem = { key: MessageKey; params?: Record<string, number> } | null;

function problemOf(value: string, limits: { min: number; max: number }): Problem {
  const text = value.trim();
  if (!text) return { key: 'notes.dialog.required' };
  if (text.length < limits.min) return { key: 'notes.dialog.tooShort', params: limits };
  if (text.length > limits.max) return { key: 'notes.dialog.tooLong', params: limits };
  return null;
}

function LongField(props: {
  label: string;
  value: string;
  rows: number;
  problem: Problem;
  onChange: (value: string) => void;
  inputRef?: React.Ref<HTMLTextAreaElement>;
  help?: string;
}) {
  const t = useT();
  const id = useId();
  return (
    <Field.Root id={id} invalid={props.problem !== null} required>
      <Field.Label>
        {props.label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea
        ref={props.inputRef}
        value={props.value}
        rows={props.rows}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.problem && (
        <Field.ErrorText>{t(props.problem.key, props.problem.params)}</Field.ErrorText>
      )}
      {props.help && <Field.HelperText>{props.help}</Field.HelperText>}
    </Field.Root>
  );
}

/**
 * An addendum (its text and why) or "entered in error" (why), for a signed note. Focus starts in
 * the first field; Escape or "Cancel" closes without a change; both are signed on the server.
 */
export function NoteReasonDialog(props: NoteReasonDialogProps) {
  const { kind, pending = false, inline = false } = props;
  const t = useT();
  const firstRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ text: Problem; reason: Problem }>({
    text: null,
    reason: null,
  });
  const [shownFor, setShownFor] = useState(kind);
  if (shownFor !== kind) {
    setShownFor(kind);
    setText('');
    setReason('');
    setProblems({ text: null, reason: null });
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = {
      text: kind === 'addendum' ? problemOf(text, LIMITS.text) : null,
      reason: problemOf(reason, LIMITS.reason),
    };
    setProblems(found);
    if (found.text || found.reason) firstRef.current?.focus();
    else props.onConfirm({ text: text.trim(), reason: reason.trim() });
  };
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={kind !== null}
      onOpenChange={(details) => {
        if (!details.open && !pending) props.onClose();
      }}
      modal={!inline}
      trapFocus={!inline}
      initialFocusEl={() => firstRef.current}
      placement="center"
      size="lg"
      lazyMount
      unmountOnExit
    >
      <OverlayPortal disabled={inline}>
        {!inline && <Dialog.Backdrop />}
        <Dialog.Positioner position={inline ? 'static' : undefined}>
          <Dialog.Content>
            {kind && (
              <form noValidate onSubmit={submit}>
                <Dialog.Header>
                  <Dialog.Title>{t(`notes.${kind}.title`)}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <Dialog.Description asChild>
                      <Text>
                        {t(kind === 'addendum' ? 'notes.addendum.help' : 'notes.error.body')}
                      </Text>
                    </Dialog.Description>
                    {props.failure && <FormFailure title={props.failure} />}
                    {kind === 'addendum' && (
                      <LongField
                        label={t('notes.addendum.text')}
                        value={text}
                        rows={6}
                        problem={problems.text}
                        onChange={setText}
                        inputRef={firstRef}
                      />
                    )}
                    <LongField
                      label={t(
                        kind === 'addendum' ? 'notes.addendum.reason' : 'notes.error.reason',
                      )}
                      value={reason}
                      rows={2}
                      problem={problems.reason}
                      onChange={setReason}
                      inputRef={kind === 'error' ? firstRef : undefined}
                    />
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer gap="3">
                  <Button variant="outline" onClick={props.onClose} disabled={pending}>
                    {t('notes.dialog.back')}
                  </Button>
                  <Button
                    type="submit"
                    colorPalette={kind === 'error' ? 'red' : 'blue'}
                    loading={pending}
                    loadingText={t('notes.dialog.pending')}
                  >
                    {t(`notes.${kind}.confirm`)}
                  </Button>
                </Dialog.Footer>
              </form>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </OverlayPortal>
    </Dialog.Root>
  );
}
