import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import type { TestServer } from '../test/harness.ts';
import { startTestServer } from '../test/harness.ts';
import { NAME_POOLS } from '../seed/people.ts';
import { seededRandom, type Random } from '../seed/random.ts';
import { searchPatients } from './patient-search.test-kit.ts';
import { searchNameOf } from './patients.repository.ts';
import { misspellingsOf, typosAllowed } from './patients.search-names.ts';

/**
 * Patient search as a clinic types it, on names like the demo clinic's: accents aside, every
 * word narrowing, look-alikes only for close misspellings, birth dates day first.
 */
let server: TestServer;
let desk: LoginResponse;

const people: [family: string, given: string, birthDate: string][] = [
  ['Fontaine', 'Hélène', '1991-04-27'],
  ['Moreau', 'Zoé', '1988-02-14'],
  ['Moreau', 'Camille', '1979-10-01'],
  ['Popescu', 'Ștefan', '1965-06-30'],
  ['Ștefănescu', 'Ioana', '1991-05-04'],
  ['Hughes', 'Margaret', '1950-03-03'],
  ['Ionescu', 'Ana-Maria', '1984-08-08'],
  ['Marinescu', 'Mihaela', '1972-12-12'],
  ['Stoica', 'Maria', '1969-09-19'],
  ['Martin', 'Luc', '1990-01-20'],
];

async function register(token: string, body: Record<string, unknown>) {
  const reply = await server.request<{ patient: Patient }>('POST', '/patients', { token, body });
  if (reply.status !== 201) throw new Error(`register failed: ${reply.status} ${reply.text}`);
  return reply.body.patient;
}

async function found(q: string, token = desk.access_token) {
  const reply = await searchPatients(
    server,
    token,
    `clinician=any&limit=100&q=${encodeURIComponent(q)}`,
  );
  expect(reply.status).toBe(200);
  return reply.body.patients.map((p) => `${p.givenName} ${p.familyName}`);
}

beforeAll(async () => {
  server = await startTestServer();
  const owner = (await server.signUp()).login;
  desk = (await server.addMember(owner.user.tenantId, ['staff'])).login;
  for (const [familyName, givenName, birthDate] of people) {
    await register(desk.access_token, { familyName, givenName, birthDate });
  }
});
afterAll(() => server.close());

describe('searching patients without minding accents', () => {
  it('finds Hélène whether or not the accents are typed, in any case', async () => {
    for (const q of ['Hel', 'Helene', 'helene', 'HÉLÈNE', 'Hél']) {
      expect(await found(q), q).toEqual(['Hélène Fontaine']);
    }
  });

  it('finds the Ștefans through "Ste" as through "Ște"', async () => {
    const stefans = ['Ștefan Popescu', 'Ioana Ștefănescu'];
    expect((await found('Ste')).sort()).toEqual(stefans.sort());
    expect((await found('Ște')).sort()).toEqual(stefans.sort());
    expect(await found('stefanescu')).toEqual(['Ioana Ștefănescu']);
  });

  it('finds a family name by its first one or two letters without their accents, in name order', async () => {
    expect(await found('St')).toEqual(['Ioana Ștefănescu', 'Maria Stoica']);
    expect(await found('Șt')).toEqual(['Ioana Ștefănescu', 'Maria Stoica']);
  });

  it('takes a hyphen in a name as a space, both ways', async () => {
    expect(await found('ana maria')).toEqual(['Ana-Maria Ionescu']);
    expect(await found('Ana-Maria')).toEqual(['Ana-Maria Ionescu']);
  });
});

describe('searching patients by several words', () => {
  it('narrows with every word, in any order', async () => {
    expect(await found('Zoe Moreau')).toEqual(['Zoé Moreau']);
    expect(await found('moreau zoé')).toEqual(['Zoé Moreau']);
    expect(await found('Camille Moreau')).toEqual(['Camille Moreau']);
  });

  it('finds nobody when no patient has all the words', async () => {
    expect(await found('Fontaine Camille')).toEqual([]);
  });

  it('keeps a misspelt word among several', async () => {
    expect(await found('Zoe Moraeu')).toEqual(['Zoé Moreau']);
  });
});

describe('look-alikes of a misspelt name', () => {
  it('finds a close misspelling', async () => {
    expect(await found('Fontane')).toEqual(['Hélène Fontaine']);
    expect(await found('Hugehs')).toEqual(['Margaret Hughes']);
  });

  it('does not offer names that merely share a start with what was typed', async () => {
    expect(await found('Martin')).toEqual(['Luc Martin']);
    expect(await found('Martyn')).toEqual(['Luc Martin']);
  });
});

describe('searching patients by birth date', () => {
  it('reads a date written day first with slashes, dots or dashes', async () => {
    for (const q of ['1991-04-27', '27/04/1991', '27.04.1991', '27-04-1991', '27/4/1991']) {
      expect(await found(q), q).toEqual(['Hélène Fontaine']);
    }
  });

  it('reads an ambiguous date day first, and month first only when nothing else fits', async () => {
    expect(await found('04/05/1991')).toEqual(['Ioana Ștefănescu']);
    expect(await found('04/27/1991')).toEqual(['Hélène Fontaine']);
  });

  it('finds nobody, without an error, for a date that names no day', async () => {
    expect(await found('31/02/1991')).toEqual([]);
    expect(await found('1991/02/30')).toEqual([]);
  });
});

describe('the clinic’s name words, where look-alikes are found (migration 0045)', () => {
  const db = () => server.server.ctx.db;
  /** The clinic's words among `wanted`, with how many patients carry each. */
  const wordsOf = async (tenantId: string, wanted: string[]) => {
    const rows = await db()
      .selectFrom('patient_name_words')
      .select(['word', 'patients'])
      .where('tenant_id', '=', tenantId)
      .where('word', 'in', wanted)
      .orderBy('word')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.word, row.patients]));
  };

  it('counts each word by the patients carrying it, through the API', async () => {
    expect(await wordsOf(desk.user.tenantId, ['moreau', 'maria', 'fontaine', 'ana'])).toEqual({
      ana: 1,
      fontaine: 1,
      maria: 2,
      moreau: 2,
    });
  });

  it('follows rows written, renamed and removed by hand-written queries, forgetting a word with its last patient', async () => {
    const tenantId = desk.user.tenantId;
    const now = new Date();
    await db()
      .insertInto('patients')
      .values({
        tenant_id: tenantId,
        id: 'hand-written-zamfir',
        mrn: 'HW-1',
        family_name: 'Zamfir',
        given_name: 'Octavian',
        birth_date: '1970-07-07',
        search_name: 'octavian zamfir',
        name_key: 'zamfir octavian',
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect(await wordsOf(tenantId, ['octavian', 'zamfir'])).toEqual({ octavian: 1, zamfir: 1 });
    expect(await found('Zamfri')).toEqual(['Octavian Zamfir']);

    await db()
      .updateTable('patients')
      .set({ family_name: 'Zamfirescu', search_name: 'octavian zamfirescu' })
      .where('id', '=', 'hand-written-zamfir')
      .execute();
    expect(await wordsOf(tenantId, ['octavian', 'zamfir', 'zamfirescu'])).toEqual({
      octavian: 1,
      zamfirescu: 1,
    });
    expect(await found('Zamfirsecu')).toEqual(['Octavian Zamfirescu']);

    await db().deleteFrom('patients').where('id', '=', 'hand-written-zamfir').execute();
    expect(await wordsOf(tenantId, ['octavian', 'zamfirescu'])).toEqual({});
    expect(await wordsOf(tenantId, ['moreau'])).toEqual({ moreau: 2 });
  });

  it('keeps each clinic’s words apart: another clinic’s names are never a look-alike here', async () => {
    const other = (await server.signUp()).login;
    await register(other.access_token, {
      familyName: 'Vasilescu',
      givenName: 'Radu',
      birthDate: '1977-11-11',
    });
    expect(await found('Vasilsecu', other.access_token)).toEqual(['Radu Vasilescu']);
    expect(await wordsOf(other.user.tenantId, ['radu', 'vasilescu'])).toEqual({
      radu: 1,
      vasilescu: 1,
    });
    expect(await found('Vasilsecu')).toEqual([]);
    expect(await wordsOf(desk.user.tenantId, ['radu', 'vasilescu'])).toEqual({});
  });
});

describe('the close misspellings of a typed word, found through the words’ deletions (migration 0046)', () => {
  /** Every word of the demo's name pools, as names are searched (folded). */
  const vocabulary = [
    ...new Set(
      NAME_POOLS.flatMap((pool) => [...pool.family, ...pool.given.map((g) => g.name)]).flatMap(
        (name) => searchNameOf({ givenName: name, familyName: '' }).split(' '),
      ),
    ),
  ].filter((word) => word !== '');

  /** `word` with `edits` random insertions, deletions, substitutions or swaps. */
  function misspelt(word: string, edits: number, random: Random) {
    let letters = [...word];
    for (let n = 0; n < edits; n += 1) {
      const at = random.int(0, letters.length);
      const letter = random.pick([...'abcdeilmnorstuăé']);
      const kind = random.int(0, letters.length > 1 ? 3 : 0);
      if (kind === 0) letters.splice(at, 0, letter);
      else if (kind === 1) letters.splice(Math.min(at, letters.length - 1), 1);
      else if (kind === 2) letters[Math.min(at, letters.length - 1)] = letter;
      else {
        const i = Math.min(at, letters.length - 2);
        letters = [...letters.slice(0, i), letters[i + 1]!, letters[i]!, ...letters.slice(i + 2)];
      }
    }
    return letters.join('');
  }

  it('finds exactly the words a comparison with every word of the clinic finds, for 400 typed words', async () => {
    const clinic = (await server.signUp()).login.user.tenantId;
    const db = server.server.ctx.db;
    await db
      .insertInto('patient_name_words')
      .values(vocabulary.map((word) => ({ tenant_id: clinic, word, patients: 1 })))
      .execute();
    const random = seededRandom(46);
    const typed = Array.from({ length: 400 }, () =>
      misspelt(random.pick(vocabulary), random.int(0, 3), random),
    ).filter((word) => [...word].length >= 3);
    let close = 0;
    for (const word of typed) {
      const typos = typosAllowed(word);
      const { rows } = await sql<{ indexed: string[]; scanned: string[] }>`select
          ${misspellingsOf(word, clinic)} as indexed,
          array(select word from patient_name_words where tenant_id = ${clinic}
            and levenshtein(word, ${word}) <= ${typos}) as scanned`.execute(db);
      const [{ indexed, scanned }] = rows as [{ indexed: string[]; scanned: string[] }];
      expect(indexed.sort(), word).toEqual(scanned.sort());
      close += scanned.length;
    }
    // The comparison means something: most typed words have close words, some have none.
    expect(typed.length).toBeGreaterThan(300);
    expect(close).toBeGreaterThan(typed.length / 2);
  });
});
