import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createHttpClient } from '../../api/http/http-client';
import { server } from '../../mocks/node';
import { pendingDrafts } from '../../platform/drafts/pending-drafts';
import { draftKeyFor, forgetDraftKey, localDrafts } from '../../platform/drafts/local-draft-store';
import { pageUser, renderWithAuth } from '../session/page-test-kit';
import {
  useDocumentDraft,
  type DocumentDraft,
  type DraftSaveResult,
  type UseDocumentDraftOptions,
} from './use-document-draft';

/** One user's key, as the mock draft-key endpoint hands it out. */
const KEY = btoa(String.fromCharCode(...new Uint8Array(32).map((_, i) => i * 7)));
const KEYS = { key: KEY, version: 1, previous: [] };
const record = z.object({ id: z.string(), version: z.number(), text: z.string() });
type TestRecord = z.infer<typeof record>;

/** A tiny document API in MSW: PUT with If-Match, 412 with the current record when stale. */
function documentServer(start: TestRecord) {
  const world = { current: start, down: false, puts: [] as string[] };
  server.use(
    http.get('*/backend/api/account/draft-key', () => HttpResponse.json(KEYS)),
    http.put('*/backend/api/test-docs/:id', async ({ request }) => {
      if (world.down) return HttpResponse.error();
      const ifMatch = request.headers.get('if-match');
      if (ifMatch !== `"v${world.current.version}"`) {
        return HttpResponse.json(
          { message: 'Changed elsewhere', current: world.current },
          { status: 412 },
        );
      }
      const { text } = (await request.json()) as { text: string };
      world.puts.push(text);
      world.current = { ...world.current, version: world.current.version + 1, text };
      return HttpResponse.json(world.current);
    }),
  );
  return world;
}

const api = createHttpClient({}, 'http://localhost/backend/api');
const resultOf = (r: TestRecord): DraftSaveResult<string> => ({
  id: r.id,
  version: r.version,
  savedAt: '2026-01-05T09:42:00.000Z',
  content: r.text,
  status: 'draft',
});

function optionsFor(draftKey: string, start: TestRecord): UseDocumentDraftOptions<string> {
  return {
    draftKey,
    initial: {
      id: start.id,
      version: start.version,
      content: start.text,
      status: 'draft',
      savedAt: null,
    },
    save: async ({ id, version, content }) =>
      resultOf(
        await api.request(
          'put',
          `/test-docs/${id}`,
          record,
          { text: content },
          {
            headers: { 'If-Match': `"v${version}"` },
          },
        ),
      ),
    sign: async () => Promise.reject(new Error('not in this test')),
    conflictOf: (body) => {
      const parsed = z.object({ current: record }).safeParse(body);
      return parsed.success
        ? { version: parsed.data.current.version, content: parsed.data.current.text }
        : null;
    },
  };
}

/** Renders the hook under a signed-in user and hands its latest value to the test. */
function renderDraft(options: UseDocumentDraftOptions<string>) {
  const seen: { current: DocumentDraft<string> | null } = { current: null };
  function Probe() {
    const draft = useDocumentDraft(options);
    useEffect(() => {
      seen.current = draft;
    });
    return (
      <p data-testid="state">{`${draft.state}|${draft.content}|${draft.restoredFromDevice}`}</p>
    );
  }
  renderWithAuth('/app/panels/hospital/therapysoapform', <Probe />, { signedIn: true });
  const draft = () => {
    if (!seen.current) throw new Error('the hook has not rendered');
    return seen.current;
  };
  return {
    draft,
    shows: (text: string) =>
      waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent(text)),
  };
}

const readCopy = async (draftKey: string) =>
  localDrafts.read(await draftKeyFor(pageUser.id, async () => KEYS), pageUser.id, draftKey);

beforeEach(() => forgetDraftKey());
afterEach(() => forgetDraftKey());

describe('useDocumentDraft', () => {
  it('saves on blur with the version it edits and says so', async () => {
    const world = documentServer({ id: 'd1', version: 1, text: 'start' });
    const { draft, shows } = renderDraft(optionsFor('test:blur', world.current));
    await shows('editing|start');
    act(() => draft().change('start and more'));
    await shows('dirty|start and more');
    act(() => draft().blur());
    await shows('saved|start and more');
    expect(world.puts).toEqual(['start and more']);
    expect(draft().version).toBe(2);
  });

  it('shows both texts on a 412 and keeps mine against their version', async () => {
    const world = documentServer({ id: 'd2', version: 3, text: 'their text' });
    const { draft, shows } = renderDraft(
      optionsFor('test:conflict', { id: 'd2', version: 2, text: 'old' }),
    );
    await shows('editing|old');
    act(() => draft().change('my text'));
    await act(() => draft().flush());
    await shows('conflict|my text');
    expect(draft().conflict).toEqual({ mine: 'my text', theirs: 'their text' });
    act(() => draft().keepMine());
    await shows('saved|my text');
    expect(world.current).toMatchObject({ version: 4, text: 'my text' });
  });

  it('keeps the text encrypted on this device while offline and syncs when the browser is online', async () => {
    const world = documentServer({ id: 'd3', version: 1, text: '' });
    world.down = true;
    const { draft, shows } = renderDraft(optionsFor('test:offline', world.current));
    await shows('editing|');
    act(() => draft().change('written on the train'));
    await act(() => draft().flush());
    await shows('offline|written on the train');
    await waitFor(async () =>
      expect(await readCopy('test:offline')).toMatchObject({
        content: 'written on the train',
        baseVersion: 1,
      }),
    );
    world.down = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await shows('saved|written on the train');
    await waitFor(async () => expect(await readCopy('test:offline')).toBeNull());
  });

  it('opens with a newer copy from this device and says it was restored', async () => {
    const world = documentServer({ id: 'd4', version: 5, text: 'server text' });
    const key = await draftKeyFor(pageUser.id, async () => KEYS);
    await localDrafts.put(key, pageUser.id, 'test:restore', {
      content: 'typed before the logout',
      baseVersion: 5,
      path: '/x',
    });
    const { shows } = renderDraft(optionsFor('test:restore', world.current));
    await shows('dirty|typed before the logout|true');
  });

  it('reads a copy kept by an older release in today’s shape, and drops it when that is the server’s', async () => {
    const world = documentServer({ id: 'd6', version: 2, text: 'SERVER TEXT' });
    const key = await draftKeyFor(pageUser.id, async () => KEYS);
    await localDrafts.put(key, pageUser.id, 'test:old-shape', {
      content: 'server text',
      baseVersion: 2,
      path: '/x',
    });
    const upper = (content: unknown) => String(content).toUpperCase();
    const { shows } = renderDraft({
      ...optionsFor('test:old-shape', world.current),
      readDeviceCopy: upper,
    });
    await waitFor(async () => expect(await readCopy('test:old-shape')).toBeNull());
    await shows('editing|SERVER TEXT|false');
  });

  it('tells the session end there is unsaved text and saves it when asked', async () => {
    const world = documentServer({ id: 'd5', version: 1, text: '' });
    const { draft, shows } = renderDraft(optionsFor('test:flush', world.current));
    await shows('editing|');
    act(() => draft().change('last words before the timeout'));
    expect(pendingDrafts.hasPending()).toBe(true);
    await act(() => pendingDrafts.flushAll());
    expect(world.puts).toEqual(['last words before the timeout']);
    expect(pendingDrafts.hasPending()).toBe(false);
  });

  it('ignores changes to a signed document', async () => {
    const world = documentServer({ id: 'd6', version: 2, text: 'signed text' });
    const options = optionsFor('test:signed', world.current);
    const { draft, shows } = renderDraft({
      ...options,
      initial: { ...options.initial, status: 'signed' },
    });
    await shows('signed|signed text');
    act(() => draft().change('tampering'));
    await act(() => draft().flush());
    await shows('signed|signed text');
    expect(world.puts).toEqual([]);
  });
});
