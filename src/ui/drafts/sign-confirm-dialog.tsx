import { Button, Dialog, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '../theme/recipes';
import { useRef } from 'react';
import { FormFailure } from '../session/form-alerts';
import { OverlayPortal } from '../theme/overlay-portal';

export interface SignConfirmDialogProps {
  open: boolean;
  pending?: boolean;
  failure?: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** Renders in place without trapping focus (stories' previews). */
  inline?: boolean;
  /** The document's own words (a note's, an intake's), already translated. */
  text: { title: string; body: string; back: string; confirm: string; pending?: string };
}

/**
 * Asks once more before a record is signed and locked: signing cannot be undone. An alert dialog
 * whose focus starts on the way back ("Keep editing"), shared by notes and intakes.
 */
export function SignConfirmDialog(props: SignConfirmDialogProps) {
  const { pending = false, inline = false, text } = props;
  const backRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
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
              <Dialog.Title>{text.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text>{text.body}</Text>
              </Dialog.Description>
              {props.failure && <FormFailure title={props.failure} />}
            </Dialog.Body>
            <Dialog.Footer gap="3">
              <Button ref={backRef} variant="outline" onClick={props.onClose} disabled={pending}>
                {text.back}
              </Button>
              <Button
                colorPalette="blue"
                onClick={props.onConfirm}
                loading={pending}
                loadingText={text.pending}
              >
                {text.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </OverlayPortal>
    </Dialog.Root>
  );
}
