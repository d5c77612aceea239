import {
  DUPLICATE_MATCHES_MAX,
  type DuplicateMatch,
  type Patient,
  type PatientInput,
} from '../../../common/contracts/patients.contract';

/**
 * The server's likely-duplicate rule (server/patients/patient-duplicates.ts) without its trigram
 * index: the same birth date and each word of the name in the record's name or a close
 * misspelling of one of its words (as the server's levenshtein allows), or the same e-mail, or the
 * same phone digits. Held to the server by tests/contract/patient-duplicates-contract.test.ts.
 */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’ʼ`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const wordsOf = (text: string) => fold(text).split(' ').filter(Boolean);
const digitsOf = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '');
const PHONE_DIGITS_MIN = 6;

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** As the search: short words start a name's word; digits are never a typo; else ≤ 1–2 edits. */
function nameHolds(name: string[], word: string): boolean {
  const whole = name.join(' ');
  if (word.length < 3) return name.some((w) => w.startsWith(word));
  if (whole.includes(word)) return true;
  if (/\d/.test(word)) return false;
  const allowed = word.length < 5 ? 1 : 2;
  return name.some((w) => editDistance(w, word) <= allowed);
}

export function mockDuplicatesOf(
  patients: readonly Patient[],
  input: Pick<PatientInput, 'givenName' | 'familyName' | 'birthDate' | 'email' | 'phone'>,
): DuplicateMatch[] {
  const words = wordsOf(`${input.givenName} ${input.familyName}`);
  const digits = digitsOf(input.phone);
  return patients
    .filter((p) => {
      const name = wordsOf([p.givenName, p.preferredName, p.familyName].join(' '));
      const sameBirthAndName =
        p.birthDate === input.birthDate && words.every((word) => nameHolds(name, word));
      const sameEmail = Boolean(input.email) && p.email === input.email;
      const samePhone = digits.length >= PHONE_DIGITS_MIN && digitsOf(p.phone) === digits;
      return sameBirthAndName || sameEmail || samePhone;
    })
    .sort((a, b) =>
      `${a.familyName} ${a.givenName}`.localeCompare(`${b.familyName} ${b.givenName}`),
    )
    .slice(0, DUPLICATE_MATCHES_MAX)
    .map(({ id, mrn, givenName, familyName, birthDate }) => ({
      id,
      mrn,
      givenName,
      familyName,
      birthDate,
    }));
}
