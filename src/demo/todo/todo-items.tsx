import { Checkbox, HStack, IconButton, List, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import type { TodoItem } from '../../../common/contracts/todo.contract';
import { useT } from '../../ui/i18n/i18n-context';

export interface TodoItemsProps {
  items: readonly TodoItem[];
  busy: boolean;
  /** `key` is the item's position: the demo API names items by index (spec §3). */
  onComplete: (key: number, complete: boolean) => void;
  /** Absent on lists that cannot delete (the card list). */
  onDelete?: (key: number) => void;
}

/** The items of one list, each with its completion checkbox and, where allowed, a delete button. */
export function TodoItems({ items, busy, onComplete, onDelete }: TodoItemsProps) {
  const t = useT();
  if (items.length === 0) return <Text color="fg.muted">{t('todo.empty')}</Text>;
  return (
    <List.Root listStyleType="none" gap="1" ps="0">
      {items.map((item, key) => (
        <List.Item key={`${key}:${item.note}`}>
          <HStack justifyContent="space-between" gap="3" minHeight="10">
            <Checkbox.Root checked={item.complete} disabled={busy}>
              {/* The box changes only when the server answers, so a failed call cannot leave the
                  input checked while the item is not. */}
              <Checkbox.HiddenInput
                onClick={(event) => {
                  event.preventDefault();
                  onComplete(key, !item.complete);
                }}
              />
              <Checkbox.Control />
              <Checkbox.Label textDecoration={item.complete ? 'line-through' : undefined}>
                {item.note}
              </Checkbox.Label>
            </Checkbox.Root>
            {onDelete && (
              <IconButton
                aria-label={t('todo.delete', { note: item.note })}
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() => onDelete(key)}
              >
                <Trash2 aria-hidden />
              </IconButton>
            )}
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
