import { encounterPath, encounterResponse } from '../../../common/contracts/encounters.contract';
import { INTAKE_CONSENT_NOTE, type IntakeContent } from '../../../common/contracts/intake.contract';
import {
  consentListResponse,
  diagnosisListResponse,
  patientFlag,
  patientPath,
  patientResponse,
  patientSubPath,
  type Patient,
} from '../../../common/contracts/patients.contract';
import { needsSafetyAlert } from '../../../common/scoring/instruments';
import { callPeerMock } from '../peer-mock-call';

/** The patients mock, asked over its own HTTP API with the caller's token. */
const call = callPeerMock;

/** The patient as the patients mock knows it, for the caller, or null. */
export async function patientOf(request: Request, id: string): Promise<Patient | null> {
  const parsed = patientResponse.safeParse(await call(request, 'GET', patientPath(id)));
  return parsed.success ? parsed.data.patient : null;
}

/**
 * A saved PHQ-9 whose item 9 is above 0 puts the 'suicide-risk' flag on the chart, once, as the
 * server does (the flags stay in the contract's order).
 */
export async function flagSuicideRiskIfAnswered(
  request: Request,
  patient: Patient,
  content: IntakeContent,
): Promise<void> {
  if (!needsSafetyAlert(content.phq9) || patient.flags.includes('suicide-risk')) return;
  const flags = patientFlag.options.filter(
    (flag) => flag === 'suicide-risk' || patient.flags.includes(flag),
  );
  await call(request, 'PUT', patientSubPath(patient.id, 'flags'), { flags });
}

/** Whether the session `encounterId` is one of the patient's (the encounters mock, asked over HTTP). */
export async function isPatientsSession(
  request: Request,
  patientId: string,
  encounterId: string,
): Promise<boolean> {
  const parsed = encounterResponse.safeParse(
    await call(request, 'GET', encounterPath(encounterId)),
  );
  return parsed.success && parsed.data.encounter.patient.id === patientId;
}

/**
 * Signing records each listed consent once as granted (unless in force) on the clinic's day
 * `today`, with the intake's note, and each listed diagnosis once unless the patient has it active,
 * as the server does.
 */
export async function recordConsentsAndDiagnoses(
  request: Request,
  patientId: string,
  content: IntakeContent,
  today: string,
): Promise<void> {
  const consents = consentListResponse.safeParse(
    await call(request, 'GET', patientSubPath(patientId, 'consents')),
  );
  const inForce = consents.success
    ? consents.data.current.filter((c) => c.status === 'granted').map((c) => c.kind)
    : [];
  for (const kind of new Set(content.consents.filter((k) => !inForce.includes(k)))) {
    const consent = { kind, status: 'granted', effectiveDate: today, note: INTAKE_CONSENT_NOTE };
    await call(request, 'POST', patientSubPath(patientId, 'consents'), consent);
  }
  const diagnoses = diagnosisListResponse.safeParse(
    await call(request, 'GET', patientSubPath(patientId, 'diagnoses')),
  );
  const active = diagnoses.success
    ? diagnoses.data.diagnoses.filter((d) => d.status === 'active').map((d) => d.code)
    : [];
  for (const { code, text } of content.diagnoses) {
    if (active.includes(code)) continue;
    active.push(code);
    await call(request, 'POST', patientSubPath(patientId, 'diagnoses'), { code, text });
  }
}
