import { Button, Dialog, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { dialogSlotRecipe } from '../theme/recipes';
import { useId, useRef, useState, type FormEvent } from 'react';
import { encounterTransition } from '../../../common/contracts/encounters.contract';
import { boundsOf } from '../../../common/contracts/schema-bounds';
import type { MessageKey } from '../../i18n/i18n';
import { useT } from '../i18n/i18n-context';
import { FormFailure } from '../session/form-alerts';
import { OverlayPortal } from '../theme/overlay-portal';

/** The longest reason the contract accepts. */
export const REASON_MAX = boundsOf(encounterTransition.shape.reason.def.innerType).max ?? 500;

export interface ReasonDialogProps {
  /** The action that needs a reason; null keeps the dialog closed. */
  action: 'cancel' | 'no-show' | null;
  /** Which session: the patient's name and the time, as the page shows them. */
  sessionLabel: string;
  pending?: boolean;
  /** Why the last attempt failed, in the reader's language. */
  failure?: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  /** Renders in place without trapping focus (stories' previews). */
  inline?: boolean;
}

/**
 * Asks why a session is cancelled or missed before it is sent. Focus starts in the reason; Escape
 * or "Keep the session" closes it without a change; Enter in the form confirms.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { action, pending = false, inline = false } = props;
  const t = useT();
  const fieldId = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<MessageKey | null>(null);
  // A new action (or a reopening) starts with an empty reason.
  const [shownFor, setShownFor] = useState(action);
  if (shownFor !== action) {
    setShownFor(action);
    setReason('');
    setError(null);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const text = reason.trim();
    const problem: MessageKey | null = !text
      ? 'sessions.reason.required'
      : text.length > REASON_MAX
        ? 'sessions.reason.tooLong'
        : null;
    setError(problem);
    if (problem) reasonRef.current?.focus();
    else props.onConfirm(text);
  };
  const errorId = `${fieldId}-error`;
  const helpId = `${fieldId}-help`;

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={action !== null}
      onOpenChange={(details) => {
        if (!details.open && !pending) props.onClose();
      }}
      modal={!inline}
      trapFocus={!inline}
      initialFocusEl={() => reasonRef.current}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <OverlayPortal disabled={inline}>
        {!inline && <Dialog.Backdrop />}
        <Dialog.Positioner position={inline ? 'static' : undefined}>
          <Dialog.Content>
            {action && (
              <form noValidate onSubmit={submit}>
                <Dialog.Header>
                  <Dialog.Title>{t(`sessions.reason.title.${action}`)}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <Dialog.Description asChild>
                      <Text>{props.sessionLabel}</Text>
                    </Dialog.Description>
                    {props.failure && <FormFailure title={props.failure} />}
                    <Field.Root
                      id={fieldId}
                      ids={{ errorText: errorId, helperText: helpId }}
                      invalid={error !== null}
                      required
                    >
                      <Field.Label>
                        {t('sessions.reason.label')}
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Textarea
                        ref={reasonRef}
                        name="reason"
                        value={reason}
                        rows={3}
                        onChange={(event) => setReason(event.target.value)}
                        aria-describedby={error ? `${errorId} ${helpId}` : helpId}
                      />
                      {error && <Field.ErrorText>{t(error, { max: REASON_MAX })}</Field.ErrorText>}
                      <Field.HelperText>{t('sessions.reason.help')}</Field.HelperText>
                    </Field.Root>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer gap="3">
                  <Button variant="outline" onClick={props.onClose} disabled={pending}>
                    {t('sessions.reason.back')}
                  </Button>
                  <Button
                    type="submit"
                    colorPalette="red"
                    loading={pending}
                    loadingText={t('sessions.reason.pending')}
                  >
                    {t(`sessions.reason.confirm.${action}`)}
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
