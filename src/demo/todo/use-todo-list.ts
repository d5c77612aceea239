import { useCallback, useEffect, useState } from 'react';
import type { TodoItem, TodoList } from '../../../common/contracts/todo.contract';
import type { TodoClient } from './todo-client';

/**
 * `saving` blocks further changes: items are addressed by position, so a second change sent
 * before the first answers could hit the wrong item. A failed add leaves the list `ready` and
 * tells the caller, which keeps the typed note; a failed complete or delete is `changeFailed`.
 */
export type TodoListStatus = 'loading' | 'loadFailed' | 'ready' | 'saving' | 'changeFailed';

interface TodoListState {
  status: TodoListStatus;
  items: readonly TodoItem[];
}

export function useTodoList(client: TodoClient, list: TodoList) {
  const [state, setState] = useState<TodoListState>({ status: 'loading', items: [] });

  const load = useCallback(
    (isCurrent: () => boolean = () => true) =>
      client.load(list).then(
        (items) => isCurrent() && setState({ status: 'ready', items }),
        () => isCurrent() && setState({ status: 'loadFailed', items: [] }),
      ),
    [client, list],
  );

  useEffect(() => {
    let current = true;
    void load(() => current);
    return () => {
      current = false;
    };
  }, [load]);

  const retry = useCallback(() => {
    setState({ status: 'loading', items: [] });
    void load();
  }, [load]);

  const save = useCallback(
    async (request: () => Promise<TodoItem[]>, failed: TodoListStatus): Promise<boolean> => {
      setState((previous) => ({ ...previous, status: 'saving' }));
      try {
        const items = await request();
        setState({ status: 'ready', items });
        return true;
      } catch {
        setState((previous) => ({ ...previous, status: failed }));
        return false;
      }
    },
    [],
  );

  return {
    ...state,
    retry,
    add: (note: string) => save(() => client.add(list, note), 'ready'),
    setComplete: (key: number, complete: boolean) =>
      save(() => client.complete(list, key, complete), 'changeFailed'),
    remove: (key: number) => save(() => client.remove(list, key), 'changeFailed'),
  };
}
