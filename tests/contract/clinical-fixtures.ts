import { expect } from 'vitest';
import { errorResponse, loginResponse } from '../../common/contracts/account.contract.ts';
import {
  ENCOUNTER_PATHS,
  encounterResponse,
  encounterTransitionPath,
  type Encounter,
  type EncounterModality,
} from '../../common/contracts/encounters.contract.ts';
import { patientResponse, type Patient } from '../../common/contracts/patients.contract.ts';
import { DEMO } from '../../server/seed/seed.ts';
import { callTarget, type Target } from './contract-targets.ts';

/** A contract suite's call, signed in as the demo clinician. */
type Call = (
  method: string,
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: unknown }>;

/** Registers a patient on the target, as the front desk would. */
export async function registerPatient(
  call: Call,
  patient: { givenName: string; familyName: string; birthDate: string } & Record<string, unknown>,
): Promise<Patient> {
  // A fixture registers on purpose: past the likely-duplicate check (its own suite holds it).
  const created = await call('POST', '/patients', { confirmNotDuplicate: true, ...patient });
  expect(created.status).toBe(201);
  return patientResponse.parse(created.body).patient;
}

/**
 * Books the demo clinician an hour with `patient` from 9:00 UTC on `day` (a date far in the future,
 * so suites never collide with the seed's sessions), and checks the patient in unless `planned`.
 */
/** A fixture's check-in or start on a fixed date confirms it is not the session's day. */
export const OFF_DAY_CONFIRMED = { confirmed: true, reason: 'Fixture session on a fixed date' };

export async function demoSession(
  call: Call,
  patient: Patient,
  day: { year: number; month: number; day: number; modality: EncounterModality },
  planned = false,
): Promise<Encounter> {
  const at = (hour: number) => new Date(Date.UTC(day.year, day.month, day.day, hour)).toISOString();
  const booked = await call('POST', ENCOUNTER_PATHS.list, {
    patientId: patient.id,
    clinicianId: DEMO.userId,
    startsAt: at(9),
    endsAt: at(10),
    modality: day.modality,
    type: 'individual',
  });
  expect(booked.status).toBe(201);
  const encounter = encounterResponse.parse(booked.body).encounter;
  if (planned) return encounter;
  const arrived = await call('POST', encounterTransitionPath(encounter.id), {
    action: 'check-in',
    offDay: OFF_DAY_CONFIRMED,
  });
  return encounterResponse.parse(arrived.body).encounter;
}

/** Signs in on the target as a seeded member (the demo password is every seeded member's). */
export async function signInAs(target: Target, email: string = DEMO.email): Promise<string> {
  const login = await callTarget(target, 'POST', '/account/login', {
    email,
    password: DEMO.password,
  });
  return loginResponse.parse(login.body).access_token;
}

/** A refusal with exactly this status and the server's exact words. */
export function expectRefusal(
  reply: { status: number; body: unknown },
  status: number,
  message: string,
): void {
  expect({ status: reply.status, message: errorResponse.parse(reply.body).message }).toEqual({
    status,
    message,
  });
}
