import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedStatements } from './pglite-statements.ts';

const OPEN_TIMEOUT_MS = 120_000;

let pglite: PGlite;
beforeAll(async () => {
  pglite = await PGlite.create();
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await pglite.close();
});

/** How many prepared statements the connection holds for `sql` (every one, when absent). */
async function preparedCount(sql?: string): Promise<number> {
  const { rows } = await pglite.query<{ n: number }>(
    `select count(*)::int as n from pg_prepared_statements where $1::text is null or statement = $1`,
    [sql ?? null],
  );
  return rows[0]?.n ?? 0;
}

describe('prepared statements on the embedded database', () => {
  it('answers exactly as PGlite’s own query: rows, fields and parsed types', async () => {
    const query = preparedStatements(pglite);
    const sql = `select $1::timestamptz as at, $2::bigint as big, $3::jsonb as doc,
                        $4::bytea as bytes, $5::text[] as tags, $6::text as nothing, $7::int as n,
                        $8::text as name`;
    const params = [
      new Date('2026-11-29T10:00:00Z'),
      9007199254740993n,
      { a: [1, 2] },
      new Uint8Array([1, 2]),
      ['x', 'y, z'],
      null,
      42,
      'Ștefan 李',
    ];
    const plain = await pglite.query(sql, params);
    for (let run = 0; run < 3; run += 1) {
      expect(await query(sql, params)).toStrictEqual(plain);
    }
    expect(plain.rows[0]).toMatchObject({ big: 9007199254740993n, tags: ['x', 'y, z'] });
  });

  it('counts the rows an insert, an update and a delete touched', async () => {
    const query = preparedStatements(pglite);
    await pglite.exec('create table counted (n int primary key, label text)');
    const inserted = await query('insert into counted values ($1, $2), ($3, $4)', [1, 'a', 2, 'b']);
    const updated = await query('update counted set label = $1 where n > $2', ['c', 0]);
    const deleted = await query('delete from counted where n = $1', [2]);
    expect([inserted.affectedRows, updated.affectedRows, deleted.affectedRows]).toEqual([2, 2, 1]);
    const sql = 'update counted set label = $1 where n = $2';
    expect(await query(sql, ['d', 1])).toStrictEqual(await pglite.query(sql, ['d', 1]));
    const { rows } = await query('select n, label from counted order by n', []);
    expect(rows).toEqual([{ n: 1, label: 'd' }]);
  });

  it('parses a statement once however often it runs', async () => {
    const query = preparedStatements(pglite);
    const sql = 'select $1::int + 1 as next';
    for (let n = 0; n < 10; n += 1) expect((await query(sql, [n])).rows).toEqual([{ next: n + 1 }]);
    expect(await preparedCount(sql)).toBe(1);
  });

  it('closes the least recently used statement beyond its capacity', async () => {
    const before = await preparedCount();
    const query = preparedStatements(pglite, 2);
    await query('select 1 as one', []);
    await query('select 2 as two', []);
    await query('select 1 as one', []);
    await query('select 3 as three', []);
    expect(await preparedCount('select 2 as two')).toBe(0);
    expect(await preparedCount('select 1 as one')).toBe(1);
    expect(await preparedCount()).toBe(before + 2);
  });

  it('answers with the new columns after a table it read changed', async () => {
    const query = preparedStatements(pglite);
    await pglite.exec('create table reshaped (n int)');
    await pglite.exec('insert into reshaped values (1)');
    expect((await query('select * from reshaped', [])).rows).toEqual([{ n: 1 }]);
    await pglite.exec('alter table reshaped add column label text');
    expect((await query('select * from reshaped', [])).rows).toEqual([{ n: 1, label: null }]);
  });

  it('keeps a failed statement’s SQLSTATE code and text, not its parameters, and goes on', async () => {
    const query = preparedStatements(pglite);
    await pglite.exec('create table unique_once (n int primary key)');
    const sql = 'insert into unique_once values ($1)';
    await query(sql, [1]);
    const error = await query(sql, [1]).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23505', constraint: 'unique_once_pkey', query: sql });
    expect(error).not.toHaveProperty('params');
    const syntax = await query('select from where', []).catch((caught: unknown) => caught);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await query(sql, [2])).affectedRows).toBe(1);
  });

  it('runs inside a transaction the caller began, and rolls back with it', async () => {
    const query = preparedStatements(pglite);
    await pglite.exec('create table in_transaction (n int)');
    await query('begin', []);
    await query('insert into in_transaction values ($1)', [1]);
    await query('rollback', []);
    await query('begin', []);
    await query('insert into in_transaction values ($1)', [2]);
    await query('commit', []);
    expect((await query('select n from in_transaction', [])).rows).toEqual([{ n: 2 }]);
  });

  it('rolls back a transaction a failed statement aborted, and goes on after it', async () => {
    const query = preparedStatements(pglite);
    await pglite.exec('create table aborted (n int primary key)');
    await query('begin', []);
    await query('insert into aborted values ($1)', [1]);
    await expect(query('insert into aborted values ($1)', [1])).rejects.toMatchObject({
      code: '23505',
    });
    await expect(query('select count(*) from aborted', [])).rejects.toMatchObject({
      code: '25P02',
    });
    await query('rollback', []);
    expect((await query('select count(*)::int as n from aborted', [])).rows).toEqual([{ n: 0 }]);
  });
});
