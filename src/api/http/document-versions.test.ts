import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  VERSIONS_PAGE_MAX,
  type DocumentVersion,
} from '../../../common/contracts/documents.contract';
import { versionsPage } from '../../mocks/document-versions-page';
import { server } from '../../mocks/node';
import { allDocumentVersions } from './document-versions';
import { createHttpClient } from './http-client';

const BASE = 'http://localhost/backend/api';
const client = createHttpClient({}, BASE);

/** Saves ten minutes apart: each its own version in the history (none collapsed into a pause). */
const saved = (count: number): DocumentVersion[] =>
  Array.from({ length: count }, (_, i) => ({
    version: i + 1,
    savedAt: new Date(Date.parse('2026-11-28T09:00:00.000Z') + i * 10 * 60_000).toISOString(),
    savedByName: 'Ada Lovelace',
    content: { plan: `save ${i + 1}` },
  }));

describe('every saved version, a page at a time', () => {
  it('follows the cursors through capped pages to the first version, newest first', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${BASE}/notes/n1/versions`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return versionsPage(saved(2 * VERSIONS_PAGE_MAX + 3), request);
      }),
    );
    const versions = await allDocumentVersions(client, '/notes/n1/versions');
    expect(versions.map((v) => v.version)).toEqual(
      Array.from({ length: 2 * VERSIONS_PAGE_MAX + 3 }, (_, i) => 2 * VERSIONS_PAGE_MAX + 3 - i),
    );
    expect(asked).toEqual([
      `?limit=${VERSIONS_PAGE_MAX}`,
      `?limit=${VERSIONS_PAGE_MAX}&cursor=${VERSIONS_PAGE_MAX + 4}`,
      `?limit=${VERSIONS_PAGE_MAX}&cursor=4`,
    ]);
  });

  it('asks once when one page holds them all', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/intakes/i1/versions`, ({ request }) => {
        calls += 1;
        return versionsPage(saved(2), request);
      }),
    );
    expect(await allDocumentVersions(client, '/intakes/i1/versions')).toHaveLength(2);
    expect(calls).toBe(1);
  });
});
