import * as z from 'zod/mini';
import { safeText } from './safe-text';

/**
 * The demo to-do API (spec §3, §4, §7): one definition used by the MSW mock and the Storybook
 * widget, so they cannot drift. Items are identified by their position in a list, not by id.
 */

export const TODO_LISTS = ['card', 'basic', 'modal'] as const;
export type TodoList = (typeof TODO_LISTS)[number];

/** Card completion toggles; basic and modal set the value sent and can delete (spec §4, §7). */
export const TODO_LIST_RULES = {
  card: { complete: 'toggle', deletable: false },
  basic: { complete: 'set', deletable: true },
  modal: { complete: 'set', deletable: true },
} as const satisfies Record<TodoList, { complete: 'toggle' | 'set'; deletable: boolean }>;

/** Each list answers under its own key (spec §7). */
export const TODO_RESPONSE_KEYS = {
  card: 'cardTodo',
  basic: 'basicTodo',
  modal: 'modalTodo',
} as const satisfies Record<TodoList, string>;

/** Long enough for any to-do line; a cap keeps a runaway paste out of the demo list. */
export const TODO_NOTE_MAX_LENGTH = 200;

export const todoItem = z.object({ note: z.string(), complete: z.boolean() });
export type TodoItem = z.infer<typeof todoItem>;

export const todoNote = safeText().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(TODO_NOTE_MAX_LENGTH),
);
/** A position in the list: a whole number from 0. */
export const todoKey = z.number().check(z.int(), z.nonnegative());

export const todoAddRequest = z.strictObject({ note: todoNote });
export const todoToggleRequest = z.strictObject({ key: todoKey });
export const todoSetCompleteRequest = z.strictObject({ key: todoKey, complete: z.boolean() });
export const todoDeleteRequest = z.strictObject({ key: todoKey });

/** Every to-do call answers with the whole updated list under the list's key. */
export function todoListResponse<List extends TodoList>(list: List) {
  const shape = { [TODO_RESPONSE_KEYS[list]]: z.array(todoItem) };
  return z.object(
    shape as Record<(typeof TODO_RESPONSE_KEYS)[List], z.ZodMiniArray<typeof todoItem>>,
  );
}

export const TODO_PATHS = {
  list: (list: TodoList) => `/todo/${list}`,
  add: (list: TodoList) => `/todo/${list}/add`,
  complete: (list: TodoList) => `/todo/${list}/complete`,
  /** Only lists whose rules say `deletable` answer this path. */
  delete: (list: TodoList) => `/todo/${list}/delete`,
} as const;
