import { sql, type RawBuilder } from 'kysely';
import {
  DUPLICATE_MATCHES_MAX,
  type DuplicateMatch,
  type PatientInput,
} from '../../common/contracts/patients.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { contains, nearlyContains } from './patients.search-names.ts';
import { foldForSearch } from './search-fold.ts';

/** Fewer digits than this are no phone number to match on (an extension, a typo). */
const PHONE_DIGITS_MIN = 6;

/** A phone number's digits only: "+40 700-555 101" and "0040700555101" differ; "+40 700 555 101" and "+40700555101" do not. */
export const phoneDigitsOf = (phone: string) => phone.replace(/\D/g, '');

const PHONE_DIGITS = sql<string>`regexp_replace(phone, '[^0-9]', '', 'g')`;

/**
 * A word of the entered name is in the record's name, or a close misspelling of one of its words
 * (the patient search's rule). A word with a digit is no name's misspelling: it must be there.
 */
const nameHolds = (word: string, clinicId: string): RawBuilder<boolean> =>
  /\d/.test(word) ? contains(word) : nearlyContains(word, clinicId);

/**
 * The clinic's patients this registration may duplicate (issue 32): the same birth date and a
 * similar name (each word of the given and family name, typo-tolerant as the patient search),
 * or the same e-mail, or the same phone number. The first few by name, naming only what every
 * member may see of any patient.
 */
export async function likelyDuplicates(
  clinic: TenantDb,
  input: Pick<PatientInput, 'givenName' | 'familyName' | 'birthDate' | 'email' | 'phone'>,
): Promise<DuplicateMatch[]> {
  const words = foldForSearch(`${input.givenName} ${input.familyName}`).split(' ').filter(Boolean);
  const digits = input.phone ? phoneDigitsOf(input.phone) : '';
  const rows = await clinic
    .selectFrom('patients')
    .select([
      'id',
      'mrn',
      'given_name',
      'family_name',
      sql<string>`birth_date::text`.as('birth_date'),
    ])
    .where((eb) => {
      const sameBirthAndName = sql<boolean>`(birth_date = ${input.birthDate}::date and ${sql.join(
        words.map((word) => nameHolds(word, clinic.tenantId)),
        sql` and `,
      )})`;
      const alike = [eb(sameBirthAndName, '=', true)];
      if (input.email) alike.push(eb('email', '=', input.email));
      if (digits.length >= PHONE_DIGITS_MIN) alike.push(eb(PHONE_DIGITS, '=', digits));
      return eb.or(alike);
    })
    .orderBy(sql`name_key collate "C"`)
    .orderBy('id')
    .limit(DUPLICATE_MATCHES_MAX)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    mrn: row.mrn,
    givenName: row.given_name,
    familyName: row.family_name,
    birthDate: row.birth_date,
  }));
}
