import { useState } from 'react';
import { Button, CloseButton, Dialog } from '@chakra-ui/react';
import { dialogSlotRecipe } from '../../ui/theme/recipes';
import { OverlayPortal } from '../../ui/theme/overlay-portal';
import { Plus } from 'lucide-react';
import { useT } from '../../ui/i18n/i18n-context';
import { TodoAddForm } from './todo-add-form';

export interface TodoAddDialogProps {
  onAdd: (note: string) => Promise<boolean>;
  busy: boolean;
}

/** The modal list adds through a dialog, which closes only once the note is saved. */
export function TodoAddDialog({ onAdd, busy }: TodoAddDialogProps) {
  const t = useT();
  const [open, setOpen] = useState(false);

  async function addAndClose(note: string) {
    const saved = await onAdd(note);
    if (saved) setOpen(false);
    return saved;
  }

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" alignSelf="start" disabled={busy}>
          <Plus aria-hidden />
          {t('todo.openAddDialog')}
        </Button>
      </Dialog.Trigger>
      <OverlayPortal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('todo.dialogTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <TodoAddForm onAdd={addAndClose} busy={busy} autoFocus />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('todo.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </OverlayPortal>
    </Dialog.Root>
  );
}
