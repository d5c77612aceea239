import { http, HttpResponse, type HttpHandler } from 'msw';
import type * as z from 'zod/mini';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { ERRORS } from '../../config/constants';
import {
  TODO_LIST_RULES,
  TODO_LISTS,
  TODO_PATHS,
  TODO_RESPONSE_KEYS,
  todoAddRequest,
  todoDeleteRequest,
  todoSetCompleteRequest,
  todoToggleRequest,
  type TodoList,
} from '../../../common/contracts/todo.contract';
import { addTodo, completeTodo, deleteTodo, readTodos } from './todo.db';

/** `*` matches any origin: the dev server, Storybook, the e2e build and Node tests (TOOLCHAIN). */
const url = (path: string) => `*${API_BASE_PATH}${path}`;

const listResponse = (list: TodoList) =>
  HttpResponse.json({ [TODO_RESPONSE_KEYS[list]]: readTodos(list) });

/**
 * A POST that parses its JSON body, checks it against `schema` and applies it. An unparseable body
 * is a 500 (spec §8); a parsed body that breaks the contract is a 400 and a key that names no item
 * a 404, both with nothing changed. The answer is always the whole updated list (spec §7), with
 * zero delay (spec §9).
 */
function mutation<Schema extends z.ZodMiniType>(
  list: TodoList,
  path: string,
  schema: Schema,
  apply: (input: z.infer<Schema>) => boolean,
): HttpHandler {
  return http.post(url(path), async ({ request }) => {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return HttpResponse.json({ message: ERRORS.internalServerError }, { status: 500 });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      return HttpResponse.json({ message: ERRORS.invalidTodoRequest }, { status: 400 });
    }
    if (!apply(parsed.data)) {
      return HttpResponse.json({ message: ERRORS.todoNotFound }, { status: 404 });
    }
    return listResponse(list);
  });
}

function listHandlers(list: TodoList): HttpHandler[] {
  const rules = TODO_LIST_RULES[list];
  const handlers = [
    http.get(url(TODO_PATHS.list(list)), () => listResponse(list)),
    mutation(list, TODO_PATHS.add(list), todoAddRequest, ({ note }) => {
      addTodo(list, note);
      return true;
    }),
    rules.complete === 'toggle'
      ? mutation(list, TODO_PATHS.complete(list), todoToggleRequest, ({ key }) =>
          completeTodo(list, key, 'toggle'),
        )
      : mutation(list, TODO_PATHS.complete(list), todoSetCompleteRequest, ({ key, complete }) =>
          completeTodo(list, key, complete),
        ),
  ];
  if (rules.deletable) {
    handlers.push(
      mutation(list, TODO_PATHS.delete(list), todoDeleteRequest, ({ key }) =>
        deleteTodo(list, key),
      ),
    );
  }
  return handlers;
}

/** The demo to-do API of spec §7: three lists, each under its own paths. */
export const todoHandlers: HttpHandler[] = TODO_LISTS.flatMap(listHandlers);
