import { Button, Dialog, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { REASON_LIMITS } from '../../../common/contracts/documents.contract';
import { dialogSlotRecipe } from '../theme/recipes';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { MessageKey } from '../../i18n/i18n';
import { useT } from '../i18n/i18n-context';
import { FormFailure } from '../session/form-alerts';
import { OverlayPortal } from '../theme/overlay-portal';

export interface IntakeErrorDialogProps {
  open: boolean;
  pending?: boolean;
  failure?: string | null;
  onConfirm: (input: { reason: string }) => void;
  onClose: () => void;
  /** Renders in place without trapping focus (stories' previews). */
  inline?: boolean;
}

function problemOf(value: string): MessageKey | null {
  const reason = value.trim();
  if (!reason) return 'intake.error.required';
  if (reason.length < REASON_LIMITS.min) return 'intake.error.tooShort';
  if (reason.length > REASON_LIMITS.max) return 'intake.error.tooLong';
  return null;
}

/**
 * Asks why a signed intake is withdrawn ("entered in error"). Focus starts in the reason; Escape
 * or "Cancel" closes without a change.
 */
export function IntakeErrorDialog(props: IntakeErrorDialogProps) {
  const { open, pending = false, inline = false } = props;
  const t = useT();
  const fieldId = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [shownOpen, setShownOpen] = useState(open);
  if (shownOpen !== open) {
    setShownOpen(open);
    setReason('');
    setProblem(null);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = problemOf(reason);
    setProblem(found);
    if (found) reasonRef.current?.focus();
    else props.onConfirm({ reason: reason.trim() });
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
      initialFocusEl={() => reasonRef.current}
      placement="center"
      size="lg"
      lazyMount
      unmountOnExit
    >
      <OverlayPortal disabled={inline}>
        {!inline && <Dialog.Backdrop />}
        <Dialog.Positioner position={inline ? 'static' : undefined}>
          <Dialog.Content>
            <form noValidate onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>{t('intake.error.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description asChild>
                    <Text>{t('intake.error.body')}</Text>
                  </Dialog.Description>
                  {props.failure && <FormFailure title={props.failure} />}
                  <Field.Root id={fieldId} invalid={problem !== null} required>
                    <Field.Label>
                      {t('intake.error.reason')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea
                      ref={reasonRef}
                      value={reason}
                      rows={3}
                      onChange={(event) => setReason(event.target.value)}
                    />
                    {problem && <Field.ErrorText>{t(problem, REASON_LIMITS)}</Field.ErrorText>}
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer gap="3">
                <Button variant="outline" onClick={props.onClose} disabled={pending}>
                  {t('intake.error.back')}
                </Button>
                <Button
                  type="submit"
                  colorPalette="red"
                  loading={pending}
                  loadingText={t('intake.error.pending')}
                >
                  {t('intake.error.confirm')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </OverlayPortal>
    </Dialog.Root>
  );
}
