import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '../theme/recipes';
import { useRef, type ReactNode } from 'react';
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
  /** Said after the body, as part of the dialog's description (what the intake leaves empty). */
  details?: ReactNode;
  /** Where focus goes once the dialog closes, when not back to where it was (a section linked). */
  finalFocusEl?: () => HTMLElement | null;
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
      finalFocusEl={props.finalFocusEl}
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
              {props.details ? (
                <Dialog.Description asChild>
                  <Stack gap="3">
                    <Text>{text.body}</Text>
                    {props.details}
                  </Stack>
                </Dialog.Description>
              ) : (
                <Dialog.Description asChild>
                  <Text>{text.body}</Text>
                </Dialog.Description>
              )}
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
