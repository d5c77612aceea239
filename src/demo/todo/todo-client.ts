import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { ERRORS } from '../../config/constants';
import {
  TODO_LIST_RULES,
  TODO_PATHS,
  TODO_RESPONSE_KEYS,
  todoListResponse,
  type TodoItem,
  type TodoList,
} from '../../../common/contracts/todo.contract';

/** What the to-do widget needs from the demo API; each call answers the updated list. */
export interface TodoClient {
  load(list: TodoList): Promise<TodoItem[]>;
  add(list: TodoList, note: string): Promise<TodoItem[]>;
  /** `complete` is what the user asked for; the card list's server toggles instead (spec §4). */
  complete(list: TodoList, key: number, complete: boolean): Promise<TodoItem[]>;
  remove(list: TodoList, key: number): Promise<TodoItem[]>;
}

/** A failed to-do call: the HTTP status and the server's message, or "Wrong Services" (spec §8). */
export class TodoRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'TodoRequestError';
  }
}

function messageOf(payload: unknown): string {
  const message = (payload as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : ERRORS.wrongServices;
}

/**
 * A fetch-based client for the demo only: the widget lives in Storybook, not behind the product's
 * HTTP client. An absolute origin keeps it working under Node's fetch in tests (TOOLCHAIN).
 */
export function createTodoClient(
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): TodoClient {
  async function call(list: TodoList, path: string, body?: object): Promise<TodoItem[]> {
    const init: RequestInit | undefined = body && {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    };
    const response = await fetch(`${origin}${API_BASE_PATH}${path}`, init);
    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw new TodoRequestError(response.status, messageOf(payload));
    return todoListResponse(list).parse(payload)[TODO_RESPONSE_KEYS[list]];
  }

  return {
    load: (list) => call(list, TODO_PATHS.list(list)),
    add: (list, note) => call(list, TODO_PATHS.add(list), { note }),
    complete: (list, key, complete) =>
      call(
        list,
        TODO_PATHS.complete(list),
        TODO_LIST_RULES[list].complete === 'toggle' ? { key } : { key, complete },
      ),
    remove: (list, key) => call(list, TODO_PATHS.delete(list), { key }),
  };
}
