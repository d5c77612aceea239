import { Button, Dialog, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useT } from '../i18n/i18n-context';
import { FormFailure } from '../session/form-alerts';
import { OverlayPortal } from '../theme/overlay-portal';

export interface SignDialogProps {
  open: boolean;
  pending?: boolean;
  failure?: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** Renders in place without trapping focus (stories' previews). */
  inline?: boolean;
}

/** Asks once more before a note is signed: signing cannot be undone. Focus starts on "Keep editing". */
export function SignDialog(props: SignDialogProps) {
  const { pending = false, inline = false } = props;
  const t = useT();
  const backRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={props.open}
      onOpenChange={(details) => {
        if (!details.open && !pending) props.onClose();
      }}
      modal={!inline}
      trapFocus={!inline}
      initialFocusEl={() => backRef.current}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <OverlayPortal disabled={inline}>
        {!inline && <Dialog.Backdrop />}
        <Dialog.Positioner position={inline ? 'static' : undefined}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('notes.sign.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text>{t('notes.sign.body')}</Text>
              </Dialog.Description>
              {props.failure && <FormFailure title={props.failure} />}
            </Dialog.Body>
            <Dialog.Footer gap="3">
              <Button ref={backRef} variant="outline" onClick={props.onClose} disabled={pending}>
                {t('notes.sign.back')}
              </Button>
              <Button
                colorPalette="blue"
                onClick={props.onConfirm}
                loading={pending}
                loadingText={t('notes.sign.pending')}
              >
                {t('notes.sign.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </OverlayPortal>
    </Dialog.Root>
  );
}
