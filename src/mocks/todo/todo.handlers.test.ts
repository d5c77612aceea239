import { beforeEach, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { ERRORS } from '../../config/constants';
import {
  TODO_NOTE_MAX_LENGTH,
  TODO_PATHS,
  TODO_RESPONSE_KEYS,
  type TodoItem,
  type TodoList,
} from '../../../common/contracts/todo.contract';
import { resetTodoData } from './todo.db';
import { TODO_SEEDS } from './todo.seeds';

const base = `http://localhost${API_BASE_PATH}`;

async function send(path: string, init?: RequestInit) {
  const response = await fetch(`${base}${path}`, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const postRaw = (path: string, text: string) =>
  send(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
const post = (path: string, body: unknown) => postRaw(path, JSON.stringify(body));

async function list(name: TodoList): Promise<TodoItem[]> {
  const { body } = await send(TODO_PATHS.list(name));
  return body[TODO_RESPONSE_KEYS[name]] as TodoItem[];
}

const seeds = (name: TodoList) => [...TODO_SEEDS[name]];
const settable = ['basic', 'modal'] as const;

beforeEach(() => resetTodoData());

describe('reading the lists', () => {
  it.each([
    ['card', 'cardTodo', 6],
    ['basic', 'basicTodo', 7],
    ['modal', 'modalTodo', 4],
  ] as const)('answers the %s list under %s with its %i seed items', async (name, key, count) => {
    const { status, body } = await send(TODO_PATHS.list(name));
    expect(status).toBe(200);
    expect(body[key]).toHaveLength(count);
    expect(body[key]).toEqual(seeds(name));
  });

  it('seeds every item with a note and a completion flag', async () => {
    for (const name of ['card', 'basic', 'modal'] as const) {
      for (const item of await list(name)) {
        expect(item).toEqual({ note: expect.any(String), complete: expect.any(Boolean) });
        expect(item.note.trim()).not.toBe('');
      }
    }
  });
});

describe('adding', () => {
  it.each(['card', 'basic', 'modal'] as const)(
    'appends the new %s item as incomplete and answers the updated list',
    async (name) => {
      const { status, body } = await post(TODO_PATHS.add(name), { note: 'Call Mrs Ionescu' });
      const expected = [...seeds(name), { note: 'Call Mrs Ionescu', complete: false }];
      expect(status).toBe(200);
      expect(body[TODO_RESPONSE_KEYS[name]]).toEqual(expected);
      expect(await list(name)).toEqual(expected);
    },
  );

  it('stores the note without surrounding spaces', async () => {
    await post(TODO_PATHS.add('basic'), { note: '  Call the lab  ' });
    expect((await list('basic')).at(-1)).toEqual({ note: 'Call the lab', complete: false });
  });

  it('changes only the list it was sent to', async () => {
    await post(TODO_PATHS.add('card'), { note: 'Only on the card list' });
    expect(await list('basic')).toEqual(seeds('basic'));
    expect(await list('modal')).toEqual(seeds('modal'));
  });
});

describe('completing on the card list', () => {
  it('toggles the item at the key: once flips it, twice restores it', async () => {
    const before = seeds('card')[0]!.complete;
    const first = await post(TODO_PATHS.complete('card'), { key: 0 });
    expect(first.status).toBe(200);
    expect((first.body.cardTodo as TodoItem[])[0]!.complete).toBe(!before);
    expect(await list('card')).toEqual(first.body.cardTodo);

    const second = await post(TODO_PATHS.complete('card'), { key: 0 });
    expect(second.body.cardTodo).toEqual(seeds('card'));
  });

  it('toggles a completed seed item back to incomplete', async () => {
    const done = seeds('card').findIndex((item) => item.complete);
    const { body } = await post(TODO_PATHS.complete('card'), { key: done });
    expect((body.cardTodo as TodoItem[])[done]!.complete).toBe(false);
  });
});

describe.each(settable)('completing on the %s list', (name) => {
  const responseKey = TODO_RESPONSE_KEYS[name];

  it('sets the value sent, so sending true twice leaves the item complete', async () => {
    const open = seeds(name).findIndex((item) => !item.complete);
    for (let i = 0; i < 2; i += 1) {
      const { status, body } = await post(TODO_PATHS.complete(name), { key: open, complete: true });
      expect(status).toBe(200);
      expect((body[responseKey] as TodoItem[])[open]!.complete).toBe(true);
    }
    expect((await list(name))[open]!.complete).toBe(true);
  });

  it('sets false on a complete item and answers the updated list', async () => {
    const done = seeds(name).findIndex((item) => item.complete);
    const { body } = await post(TODO_PATHS.complete(name), { key: done, complete: false });
    const expected = seeds(name).map((item, i) =>
      i === done ? { ...item, complete: false } : item,
    );
    expect(body[responseKey]).toEqual(expected);
    expect(await list(name)).toEqual(expected);
  });
});

describe.each(settable)('deleting on the %s list', (name) => {
  it('removes the item at the key, moves later items up and answers the updated list', async () => {
    const { status, body } = await post(TODO_PATHS.delete(name), { key: 1 });
    const expected = seeds(name).filter((_, i) => i !== 1);
    expect(status).toBe(200);
    expect(body[TODO_RESPONSE_KEYS[name]]).toEqual(expected);
    expect(await list(name)).toEqual(expected);
  });

  it('addresses the item that moved into a deleted position by that position', async () => {
    await post(TODO_PATHS.delete(name), { key: 0 });
    await post(TODO_PATHS.complete(name), { key: 0, complete: true });
    expect((await list(name))[0]).toEqual({ ...seeds(name)[1]!, complete: true });
  });
});

const everyPost = [
  TODO_PATHS.add('card'),
  TODO_PATHS.complete('card'),
  ...settable.flatMap((name) => [
    TODO_PATHS.add(name),
    TODO_PATHS.complete(name),
    TODO_PATHS.delete(name),
  ]),
];

async function expectAllSeeds() {
  for (const name of ['card', 'basic', 'modal'] as const) {
    expect(await list(name)).toEqual(seeds(name));
  }
}

describe('an unparseable body', () => {
  it.each(everyPost)(
    'at %s answers 500 "Internal server error" and changes nothing',
    async (path) => {
      for (const text of ['{"note": ', '', 'not json']) {
        const { status, body } = await postRaw(path, text);
        expect(status).toBe(500);
        expect(body).toEqual({ message: ERRORS.internalServerError });
      }
      await expectAllSeeds();
    },
  );
});

describe('a well-formed body that breaks the contract', () => {
  it.each([
    ['an empty note', TODO_PATHS.add('card'), { note: '' }],
    ['a note of spaces only', TODO_PATHS.add('basic'), { note: '   ' }],
    ['a note over the length cap', TODO_PATHS.add('modal'), { note: 'x'.repeat(201) }],
    ['a missing note', TODO_PATHS.add('card'), {}],
    ['a note that is not text', TODO_PATHS.add('basic'), { note: 42 }],
    ['a negative key', TODO_PATHS.complete('card'), { key: -1 }],
    ['a fractional key', TODO_PATHS.complete('basic'), { key: 1.5, complete: true }],
    ['a key sent as text', TODO_PATHS.delete('modal'), { key: '0' }],
    ['a missing key', TODO_PATHS.delete('basic'), {}],
    ['a missing complete value', TODO_PATHS.complete('modal'), { key: 0 }],
    [
      'a complete value that is not true/false',
      TODO_PATHS.complete('basic'),
      { key: 0, complete: 'yes' },
    ],
    ['an unknown field', TODO_PATHS.complete('card'), { key: 0, complete: true }],
    ['a JSON array', TODO_PATHS.add('card'), ['Review intake forms']],
    ['JSON null', TODO_PATHS.delete('basic'), null],
  ])('answers 400 with a message to %s and changes nothing', async (_case, path, body) => {
    const response = await post(path, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: ERRORS.invalidTodoRequest });
    await expectAllSeeds();
  });

  it('accepts a note exactly at the length cap', async () => {
    const { status } = await post(TODO_PATHS.add('card'), {
      note: 'x'.repeat(TODO_NOTE_MAX_LENGTH),
    });
    expect(status).toBe(200);
  });

  it.each([
    ['card complete', TODO_PATHS.complete('card'), { key: 6 }],
    ['basic complete', TODO_PATHS.complete('basic'), { key: 7, complete: true }],
    ['basic delete', TODO_PATHS.delete('basic'), { key: 99 }],
    ['modal complete', TODO_PATHS.complete('modal'), { key: 4, complete: false }],
    ['modal delete', TODO_PATHS.delete('modal'), { key: 4 }],
  ])(
    'answers 404 to %s with a key past the end of the list and changes nothing',
    async (_case, path, body) => {
      const response = await post(path, body);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: ERRORS.todoNotFound });
      await expectAllSeeds();
    },
  );
});

describe('resetting', () => {
  it('puts every list back to its seed items', async () => {
    await post(TODO_PATHS.add('card'), { note: 'Temporary' });
    await post(TODO_PATHS.delete('basic'), { key: 0 });
    await post(TODO_PATHS.complete('modal'), { key: 0, complete: true });
    resetTodoData();
    await expectAllSeeds();
  });
});
