import { Dialog } from '@chakra-ui/react';
import { dialogSlotRecipe } from '../theme/recipes';
import type { ReactNode } from 'react';
import { OverlayPortal } from '../theme/overlay-portal';

export interface ClinicDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** `alertdialog` for a confirmation whose consequence the user must read. */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
  footer?: ReactNode;
}

/** A modal for one member: Escape and the close buttons dismiss it; focus stays inside. */
export function ClinicDialog({
  open,
  title,
  onClose,
  role = 'dialog',
  children,
  footer,
}: ClinicDialogProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      role={role}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <OverlayPortal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title overflowWrap="anywhere">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer gap="3">{footer}</Dialog.Footer>}
          </Dialog.Content>
        </Dialog.Positioner>
      </OverlayPortal>
    </Dialog.Root>
  );
}
