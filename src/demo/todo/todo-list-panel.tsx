import { Alert, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { TODO_LIST_RULES, type TodoList } from '../../../common/contracts/todo.contract';
import { useT } from '../../ui/i18n/i18n-context';
import type { TodoClient } from './todo-client';
import { TodoAddDialog } from './todo-add-dialog';
import { TodoAddForm } from './todo-add-form';
import { TodoItems } from './todo-items';
import { useTodoList } from './use-todo-list';

export interface TodoListPanelProps {
  client: TodoClient;
  list: TodoList;
}

/** One demo list over the mock API: loading, load failure with retry, items and the add form. */
export function TodoListPanel({ client, list }: TodoListPanelProps) {
  const t = useT();
  const todo = useTodoList(client, list);
  const busy = todo.status === 'saving';

  if (todo.status === 'loading') {
    return (
      <HStack role="status" gap="3">
        <Spinner size="sm" />
        <Text>{t('todo.loading')}</Text>
      </HStack>
    );
  }

  if (todo.status === 'loadFailed') {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('todo.errors.loadFailed')}</Alert.Title>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={todo.retry}>
          {t('todo.retry')}
        </Button>
      </Alert.Root>
    );
  }

  return (
    <Stack gap="4">
      {todo.status === 'changeFailed' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('todo.errors.changeFailed')}</Alert.Title>
        </Alert.Root>
      )}
      <TodoItems
        items={todo.items}
        busy={busy}
        onComplete={(key, complete) => void todo.setComplete(key, complete)}
        onDelete={TODO_LIST_RULES[list].deletable ? (key) => void todo.remove(key) : undefined}
      />
      {list === 'modal' ? (
        <TodoAddDialog onAdd={todo.add} busy={busy} />
      ) : (
        <TodoAddForm onAdd={todo.add} busy={busy} />
      )}
    </Stack>
  );
}
