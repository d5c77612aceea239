import type { Insertable } from 'kysely';
import { nameKeyOf, searchNameOf } from '../patients/patients.repository.ts';
import type { Database, EncounterTable } from '../db/schema.ts';
import { DEMO_DIAGNOSES, SEVERE_DEPRESSION } from './clinical-codes.ts';
import { isoDateOf, localDayOf, type LocalDay } from './clinic-time.ts';
import { DEMO_CLINIC, DEMO_CLINICIANS, DEMO_FRONT_DESK } from './members.ts';
import { CONTACT_RELATIONS, NAME_POOLS, type GivenName } from './people.ts';
import type { Random } from './random.ts';

const DAY_MS = 86_400_000;
type Row<T extends keyof Database> = Insertable<Database[T]>;

/** How a patient comes to sessions; the schedule is built from it. */
export interface PatientPlan {
  id: string;
  clinicianId: string;
  status: 'active' | 'inactive' | 'discharged';
  modality: EncounterTable['modality'];
  type: EncounterTable['type'];
  /** Every week, or every other week (on even or odd ISO weeks). */
  cadence: 'weekly' | 'even-weeks' | 'odd-weeks';
  registeredAt: Date;
  /** Standing slots a week: patients at suicide risk come twice. */
  perWeek: 1 | 2;
}

export interface DemoPatients {
  plans: PatientPlan[];
  patients: Row<'patients'>[];
  careTeam: Row<'care_team'>[];
  consents: Row<'consents'>[];
  diagnoses: Row<'diagnoses'>[];
}

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');
const pad = (n: number, width: number) => String(n).padStart(width, '0');

function* names(random: Random): Generator<{ given: GivenName; family: string }> {
  const cultures = random.shuffle(NAME_POOLS.flatMap((pool) => Array(pool.weight).fill(pool)));
  const taken = new Set<string>();
  for (const pool of cultures as (typeof NAME_POOLS)[number][]) {
    for (;;) {
      const given = random.pick(pool.given);
      const family = random.pick(pool.family);
      if (taken.has(`${given.name} ${family}`)) continue;
      taken.add(`${given.name} ${family}`);
      yield { given, family };
      break;
    }
  }
}

function identity(random: Random, sex: GivenName['sex'], index: number) {
  // Two patients are non-binary; some others have their pronouns on file.
  if (index % 23 === 7) return { pronouns: 'they/them', genderIdentity: 'non-binary' };
  if (!random.chance(0.45)) return { pronouns: null, genderIdentity: null };
  return sex === 'female'
    ? { pronouns: 'she/her', genderIdentity: 'woman' }
    : { pronouns: 'he/him', genderIdentity: 'man' };
}

function birthDate(random: Random, today: LocalDay): string {
  const age = random.int(19, 76);
  return isoDateOf({ year: today.year - age, month: random.int(1, 12), day: random.int(1, 28) });
}

/** The fictional patients of the demo clinic: 48, with consents, diagnoses and care teams. */
export function demoPatients(random: Random, now: Date, firstMrn: number): DemoPatients {
  const today = localDayOf(now, DEMO_CLINIC.timeZone);
  const out: DemoPatients = { plans: [], patients: [], careTeam: [], consents: [], diagnoses: [] };
  const people = [...names(random)];
  // Statuses and flags by position, so each clinician's caseload gets a share of each.
  const status = (i: number): PatientPlan['status'] =>
    [10, 25, 40].includes(i) ? 'discharged' : [17, 32, 44].includes(i) ? 'inactive' : 'active';
  const flagsOf = (i: number): string[] =>
    [0, 4, 8].includes(i)
      ? ['suicide-risk']
      : i === 13
        ? ['safeguarding']
        : i === 20
          ? ['violence-risk', 'other-risk']
          : i === 28
            ? ['allergy']
            : [];
  people.forEach(({ given, family }, i) => {
    const id = `demo-patient-${pad(i + 1, 3)}`;
    const clinician = DEMO_CLINICIANS[i % DEMO_CLINICIANS.length];
    if (!clinician) throw new Error('no demo clinician');
    const state = status(i);
    // Three active patients registered during the last three weeks come for their intake.
    const isNew = [3, 19, 34].includes(i);
    const registeredAt = new Date(
      now.getTime() - (isNew ? random.int(3, 18) : random.int(60, 1500)) * DAY_MS,
    );
    const preferredName = given.preferred && random.chance(0.75) ? given.preferred : null;
    const { pronouns, genderIdentity } = identity(random, given.sex, i);
    const preferredModality = random.pick([
      'in-person',
      'in-person',
      'in-person',
      'video',
      'video',
      'phone',
    ] as const);
    const type: PatientPlan['type'] =
      i % 11 === 5 ? 'couple-family' : i % 19 === 9 ? 'group' : 'individual';
    // Couples, families and groups meet in a room.
    const modality = type === 'individual' ? preferredModality : 'in-person';
    const relation = random.pick(CONTACT_RELATIONS);
    const contactName = `${random.pick(NAME_POOLS.flatMap((p) => p.given)).name} ${family}`;
    out.patients.push({
      tenant_id: DEMO_CLINIC.id,
      id,
      mrn: pad(firstMrn + i, 6),
      family_name: family,
      given_name: given.name,
      preferred_name: preferredName,
      pronouns,
      birth_date: birthDate(random, today),
      sex_at_birth: given.sex,
      gender_identity: genderIdentity,
      phone: `+40 700 555 ${pad(i + 100, 3)}`,
      email: random.chance(0.8) ? `${ascii(given.name)}.${ascii(family)}@example.com` : null,
      emergency_contact: `Fictional demo patient. Emergency contact: ${contactName} (${relation}), +40 700 555 ${pad(i + 600, 3)}`,
      status: state,
      primary_clinician_id: clinician.id,
      flags: state === 'active' ? flagsOf(i) : [],
      search_name: searchNameOf({ givenName: given.name, familyName: family, preferredName }),
      name_key: nameKeyOf({ givenName: given.name, familyName: family }),
      created_at: registeredAt,
      updated_at:
        state === 'active' ? registeredAt : new Date(now.getTime() - random.int(30, 200) * DAY_MS),
    });
    out.careTeam.push({ tenant_id: DEMO_CLINIC.id, patient_id: id, member_id: clinician.id });
    // Some patients also see a second clinician (couple work, co-therapy, cover).
    const second = DEMO_CLINICIANS[(i + 1) % DEMO_CLINICIANS.length];
    if (second && i % 7 === 2) {
      out.careTeam.push({ tenant_id: DEMO_CLINIC.id, patient_id: id, member_id: second.id });
    }
    const cadence: PatientPlan['cadence'] = random.chance(0.85)
      ? 'weekly'
      : random.chance(0.5)
        ? 'even-weeks'
        : 'odd-weeks';
    out.plans.push({
      id,
      clinicianId: clinician.id,
      status: state,
      modality,
      type,
      perWeek: flagsOf(i).includes('suicide-risk') ? 2 : 1,
      cadence,
      registeredAt,
    });

    const registeredOn = isoDateOf(localDayOf(registeredAt, DEMO_CLINIC.timeZone));
    const consent = (
      kind: Row<'consents'>['kind'],
      consentStatus: Row<'consents'>['status'],
      at: Date,
      recordedBy: string,
      note: string | null = null,
    ) =>
      out.consents.push({
        tenant_id: DEMO_CLINIC.id,
        id: `demo-consent-${pad(out.consents.length + 1, 4)}`,
        patient_id: id,
        kind,
        status: consentStatus,
        effective_date: isoDateOf(localDayOf(at, DEMO_CLINIC.timeZone)),
        note,
        recorded_by: recordedBy,
        recorded_at: at,
      });
    consent(
      'treatment',
      'granted',
      registeredAt,
      DEMO_FRONT_DESK.id,
      'Signed at registration (demo).',
    );
    if (modality !== 'in-person' || random.chance(0.3)) {
      consent('telehealth', 'granted', registeredAt, DEMO_FRONT_DESK.id);
    }
    if (random.chance(0.35)) {
      const at = new Date(registeredAt.getTime() + DAY_MS);
      consent('recording-ai', 'granted', at, clinician.id);
      if (i % 9 === 4) {
        const withdrawnAt = new Date(now.getTime() - random.int(2, 20) * DAY_MS);
        consent(
          'recording-ai',
          'withdrawn',
          withdrawnAt,
          clinician.id,
          'Prefers no recordings for now.',
        );
      }
    }
    if (i % 12 === 6) {
      consent(
        'release-of-information',
        'granted',
        registeredAt,
        DEMO_FRONT_DESK.id,
        'To the family doctor (demo).',
      );
    }

    const conditions = flagsOf(i).includes('suicide-risk')
      ? [SEVERE_DEPRESSION, random.pick(DEMO_DIAGNOSES)]
      : random.chance(0.8)
        ? random.shuffle(DEMO_DIAGNOSES).slice(0, random.int(1, 2))
        : [];
    conditions.forEach((condition, n) =>
      out.diagnoses.push({
        tenant_id: DEMO_CLINIC.id,
        id: `demo-diagnosis-${pad(out.diagnoses.length + 1, 4)}`,
        patient_id: id,
        code: condition.code,
        text: condition.text,
        onset_date: n === 0 ? registeredOn : null,
        status: state === 'discharged' && n > 0 ? 'resolved' : 'active',
        recorded_by: clinician.id,
        recorded_at: registeredAt,
      }),
    );
  });
  return out;
}
