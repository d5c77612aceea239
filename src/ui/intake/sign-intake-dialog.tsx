import { Button, Dialog, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useT } from '../i18n/i18n-context';
import { OverlayPortal } from '../theme/overlay-portal';

export interface SignIntakeDialogProps {
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Renders in place without trapping focus (stories' previews). */
  inline?: boolean;
}

/** Asks once more before the intake is signed and locked. Focus starts on "Keep editing". */
export function SignIntakeDialog(props: SignIntakeDialogProps) {
  const { inline = false } = props;
  const t = useT();
  const backRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={props.open}
      onOpenChange={(details) => {
        if (!details.open) props.onClose();
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
              <Dialog.Title>{t('intake.sign.confirmTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text>{t('intake.sign.confirmBody')}</Text>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer gap="3">
              <Button ref={backRef} variant="outline" onClick={props.onClose}>
                {t('intake.sign.cancel')}
              </Button>
              <Button colorPalette="blue" onClick={props.onConfirm}>
                {t('intake.sign.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </OverlayPortal>
    </Dialog.Root>
  );
}
