import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { ERRORS } from '../../config/constants';
import { TODO_PATHS } from '../../../common/contracts/todo.contract';
import { resetTodoData } from '../../mocks/todo/todo.db';
import { TODO_SEEDS } from '../../mocks/todo/todo.seeds';
import { server } from '../../mocks/node';
import { createTodoClient, TodoRequestError } from './todo-client';

const client = createTodoClient('http://localhost');

beforeEach(() => resetTodoData());

describe('the to-do demo client', () => {
  it('loads each list as its items', async () => {
    expect(await client.load('card')).toEqual(TODO_SEEDS.card);
    expect(await client.load('modal')).toEqual(TODO_SEEDS.modal);
  });

  it('sends only the key to the card list, whose server toggles', async () => {
    let sent: unknown;
    server.use(
      http.post(`*${API_BASE_PATH}${TODO_PATHS.complete('card')}`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ cardTodo: [] });
      }),
    );
    await client.complete('card', 2, true);
    expect(sent).toEqual({ key: 2 });
  });

  it('sends the key and the wanted value to the basic list and answers its updated items', async () => {
    const items = await client.complete('basic', 0, true);
    expect(items[0]).toEqual({ ...TODO_SEEDS.basic[0], complete: true });
  });

  it('answers the list after an add and a delete', async () => {
    const added = await client.add('modal', 'Call the lab');
    expect(added.at(-1)).toEqual({ note: 'Call the lab', complete: false });
    const left = await client.remove('modal', 0);
    expect(left).toEqual([...TODO_SEEDS.modal.slice(1), { note: 'Call the lab', complete: false }]);
  });

  it("rejects a failed call with its status and the server's message", async () => {
    const failure = client.add('card', ' ');
    await expect(failure).rejects.toBeInstanceOf(TodoRequestError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      message: ERRORS.invalidTodoRequest,
    });
  });

  it('rejects with "Wrong Services" when a failure has no body', async () => {
    server.use(
      http.get(
        `*${API_BASE_PATH}${TODO_PATHS.list('basic')}`,
        () => new HttpResponse(null, { status: 502 }),
      ),
    );
    await expect(client.load('basic')).rejects.toMatchObject({
      status: 502,
      message: ERRORS.wrongServices,
    });
  });

  it('rejects an answer that is not the list it asked for', async () => {
    server.use(
      http.get(`*${API_BASE_PATH}${TODO_PATHS.list('card')}`, () =>
        HttpResponse.json({ basicTodo: [] }),
      ),
    );
    await expect(client.load('card')).rejects.toThrow();
  });
});
