// 100 000 fictional patients for the search bench, generated deterministically in Node (so
// search_name and name_key are the server's own searchNameOf and nameKeyOf) and loaded with a few INSERT … SELECT FROM
// unnest(arrays) statements, 10 000 rows each.
import { sql } from 'kysely';

const SYLLABLES = [
  'ba',
  'co',
  'di',
  'ne',
  'ma',
  'ru',
  'ste',
  'lo',
  'vi',
  'ta',
  'gre',
  'an',
  'el',
  'pa',
  'sor',
  'mi',
  'lu',
  'ca',
  'ra',
  'no',
  've',
  'ti',
  'ho',
  'za',
  'fe',
  'ri',
  'ol',
  'un',
  'es',
  'gu',
  'dra',
  'bi',
  'mon',
  'ser',
  'tu',
  'chi',
  'ja',
  'ko',
  'wen',
  'xu',
];
const SUFFIXES = [
  'escu',
  'eanu',
  'u',
  'ez',
  'ov',
  'son',
  'er',
  'ard',
  'i',
  'ette',
  'ani',
  'ong',
  'ley',
  'ton',
  'ache',
  'ini',
  'ová',
  'sen',
];
const BATCH = 10_000;

const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const pad = (n, width) => String(n).padStart(width, '0');

/**
 * The rows and the names the queries are drawn from; `random` is the seed's generator. MRNs run
 * from `firstMrn` (after a clinic's own patients, when loaded into one).
 */
export function benchPatients(
  count,
  random,
  pools,
  searchNameOf,
  nameKeyOf,
  { firstMrn = 1 } = {},
) {
  const word = (min, max) =>
    capital(Array.from({ length: random.int(min, max) }, () => random.pick(SYLLABLES)).join(''));
  const families = [
    ...pools.flatMap((p) => p.family),
    ...Array.from({ length: 8_000 }, () => word(1, 3) + random.pick(SUFFIXES)),
  ];
  const givens = [
    ...pools.flatMap((p) => p.given.map((g) => g.name)),
    ...Array.from({ length: 600 }, () => word(2, 3)),
  ];
  const common = pools.flatMap((p) => p.family);
  const rows = [];
  for (let i = 0; i < count; i += 1) {
    // A third carry one of the common names, as a real register does.
    const familyName = random.chance(0.33) ? random.pick(common) : random.pick(families);
    const givenName = random.pick(givens);
    const preferredName = random.chance(0.08) ? random.pick(givens) : null;
    rows.push({
      id: `bench-${pad(i + 1, 6)}`,
      mrn: pad(firstMrn + i, 6),
      familyName,
      givenName,
      preferredName,
      birthDate: `${random.int(1930, 2008)}-${pad(random.int(1, 12), 2)}-${pad(random.int(1, 28), 2)}`,
      status: random.chance(0.85) ? 'active' : random.chance(0.6) ? 'inactive' : 'discharged',
      searchName: searchNameOf({ givenName, familyName, preferredName }),
      nameKey: nameKeyOf({ givenName, familyName }),
    });
  }
  return rows;
}

/**
 * Loads the clinic, its counter and `rows` into `db` (a migrated, empty database); with
 * `newClinic: false`, `rows` into a clinic already there, its counter moved past their MRNs.
 */
export async function loadPatients(db, tenantId, rows, now, { newClinic = true } = {}) {
  const lastMrn = rows.reduce((last, row) => Math.max(last, Number(row.mrn)), 0);
  if (newClinic) {
    await db
      .insertInto('tenants')
      .values({ id: tenantId, name: 'Bench clinic', created_at: now })
      .execute();
  }
  await db
    .insertInto('mrn_counters')
    .values({ tenant_id: tenantId, last_mrn: lastMrn })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ last_mrn: lastMrn }))
    .execute();
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const column = (key) => batch.map((row) => row[key]);
    await sql`
      insert into patients (tenant_id, id, mrn, family_name, given_name, preferred_name, birth_date,
        status, search_name, name_key, created_at, updated_at)
      select ${tenantId}, id, mrn, family_name, given_name, preferred_name, birth_date, status,
        search_name, name_key, ${now}, ${now}
      from unnest(${column('id')}::text[], ${column('mrn')}::text[], ${column('familyName')}::text[],
        ${column('givenName')}::text[], ${column('preferredName')}::text[],
        ${column('birthDate')}::date[], ${column('status')}::text[], ${column('searchName')}::text[],
        ${column('nameKey')}::text[])
        as t(id, mrn, family_name, given_name, preferred_name, birth_date, status, search_name, name_key)`.execute(
      db,
    );
  }
  // PostgreSQL's autovacuum would gather statistics within a minute; PGlite has none, and the
  // server takes them of every table that grew (server/db/table-statistics.ts): the patients and
  // the name words their triggers wrote.
  await sql`analyze patients, patient_name_words`.execute(db);
}

/** Swaps two neighbouring letters: a typical typing slip. */
const misspell = (text) => {
  const at = Math.max(1, Math.floor(text.length / 2) - 1);
  return text.slice(0, at) + text[at + 1] + text[at] + text.slice(at + 2);
};

/** The searches timed, by kind: what a front desk types. */
export function benchQueries(rows, random) {
  const sample = () => random.pick(rows);
  const queries = [];
  const add = (kind, q) => queries.push({ kind, q });
  for (let n = 0; n < 4; n += 1) {
    const row = sample();
    add('exact name', `${row.givenName} ${row.familyName}`);
  }
  add('exact name', 'Popescu');
  add('exact name', sample().familyName);
  for (let n = 0; n < 4; n += 1) {
    const row = sample();
    add('misspelt name', `${row.givenName} ${misspell(row.familyName)}`);
  }
  add('misspelt name', 'Popsecu');
  add('MRN', '000042');
  add('MRN', sample().mrn);
  add('MRN', pad(rows.length, 6));
  add('birth date', sample().birthDate);
  add('birth date', sample().birthDate);
  for (const prefix of ['p', 'm', 'po', 'ma', 'pop', 'ion']) add('prefix (1–3 letters)', prefix);
  return queries;
}
