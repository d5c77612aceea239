import { drop, factory, primaryKey } from '@mswjs/data';
import type { TodoItem, TodoList } from '../../../common/contracts/todo.contract';
import { TODO_SEEDS } from './todo.seeds';

/** Ids only grow, so ordering by id is insertion order: a position is an index into that order. */
let lastId = 0;

const db = factory({
  todo: {
    id: primaryKey(() => ++lastId),
    list: String,
    note: String,
    complete: Boolean,
  },
});

function entitiesOf(list: TodoList) {
  return db.todo.findMany({ where: { list: { equals: list } }, orderBy: { id: 'asc' } });
}

export function readTodos(list: TodoList): TodoItem[] {
  return entitiesOf(list).map(({ note, complete }) => ({ note, complete }));
}

/** New items are appended as incomplete (spec §4). */
export function addTodo(list: TodoList, note: string): void {
  db.todo.create({ list, note, complete: false });
}

/** Sets the item at `key` to `complete`, or flips it on 'toggle'; false when no item is there. */
export function completeTodo(list: TodoList, key: number, complete: boolean | 'toggle'): boolean {
  const entity = entitiesOf(list)[key];
  if (!entity) return false;
  db.todo.update({
    where: { id: { equals: entity.id } },
    data: { complete: complete === 'toggle' ? !entity.complete : complete },
  });
  return true;
}

/** Removes the item at `key`; false when no item is there. */
export function deleteTodo(list: TodoList, key: number): boolean {
  const entity = entitiesOf(list)[key];
  if (!entity) return false;
  db.todo.delete({ where: { id: { equals: entity.id } } });
  return true;
}

/** Puts every list back to its seed items; tests and stories call it for isolation. */
export function resetTodoData(): void {
  drop(db);
  for (const [list, items] of Object.entries(TODO_SEEDS) as [TodoList, readonly TodoItem[]][]) {
    for (const item of items) db.todo.create({ list, ...item });
  }
}

resetTodoData();
