import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import type { ClinicSettings } from '../../common/contracts/clinic.contract.ts';
import {
  noteDraftResponse,
  sessionDraftPath,
  type DraftRequest,
  type NoteDraft,
} from '../../common/contracts/drafting.contract.ts';
import type { Encounter } from '../../common/contracts/encounters.contract.ts';
import {
  booked,
  registerPatient,
  sessionAt,
  transition,
} from '../encounters/encounters.test-kit.ts';
import { call, type NotesClinic } from '../notes/notes.test-kit.ts';

/** A typed summary a clinician might give: a score, a feeling, an observation and a plan. */
export const SUMMARY =
  'Client reports feeling overwhelmed at work. PHQ-9 today is 14. She appeared tired. We will meet next Tuesday.';

export const summaryRequest = (format: 'soap' | 'dap' = 'soap', text = SUMMARY): DraftRequest => ({
  format,
  source: { kind: 'summary', text },
});

export const transcriptRequest = (recordingId: string): DraftRequest => ({
  format: 'soap',
  source: { kind: 'transcript', recordingId },
});

/** An owner's change of the clinic's settings; expects a 200. */
export async function setClinicSettings(
  kit: NotesClinic,
  owner: LoginResponse,
  settings: Partial<ClinicSettings>,
): Promise<void> {
  const reply = await call(kit, owner, 'PATCH', '/clinic', { body: { settings } });
  expect(reply.status).toBe(200);
}

/** Records the patient's recording & AI consent as granted or withdrawn; returns its id. */
export async function recordAiConsent(
  kit: NotesClinic,
  patientId: string,
  status: 'granted' | 'withdrawn',
): Promise<string> {
  const reply = await call(kit, kit.founder, 'POST', `/patients/${patientId}/consents`, {
    body: {
      kind: 'recording-ai',
      status,
      effectiveDate: kit.server.now().toISOString().slice(0, 10),
    },
  });
  expect(reply.status).toBe(201);
  const row = await kit.server.server.ctx.db
    .selectFrom('consents')
    .select('id')
    .where('patient_id', '=', patientId)
    .orderBy('seq', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A recording of the session as the speech domain stores it, written straight to the database
 * (the drafting endpoint reads only the recordings table): transcribed with `transcript`, or
 * finished without one (`null`), its text removed by retention when `purged`.
 */
export async function addRecording(
  kit: NotesClinic,
  session: Encounter,
  consentId: string,
  transcript: string | null,
  options: { purged?: boolean; tenantId?: string } = {},
): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await kit.server.server.ctx.db
    .insertInto('recordings')
    .values({
      tenant_id: options.tenantId ?? kit.founder.user.tenantId,
      id,
      encounter_id: session.id,
      patient_id: session.patient.id,
      clinician_id: session.clinician.id,
      consent_id: consentId,
      status: transcript === null ? 'finished' : 'transcribed',
      mime_type: 'audio/webm',
      started_at: now,
      finished_at: now,
      transcript_text: options.purged ? null : transcript,
      transcribed_at: transcript === null ? null : now,
      transcript_purged_at: options.purged ? now : null,
    })
    .execute();
  return id;
}

let day = 0;

/** A patient of `clinician`'s own clinic and a session of theirs under way (checked in). */
export async function ownSessionOf(kit: NotesClinic, clinician: LoginResponse): Promise<Encounter> {
  const { server } = kit;
  const patient = await registerPatient(server, clinician.access_token);
  day += 1;
  const start = new Date(Date.UTC(2028, 0, 3, 9) + day * 86_400_000);
  const session = await booked(
    server,
    clinician.access_token,
    sessionAt(patient.id, clinician.user.id, start.toISOString()),
  );
  expect((await transition(server, clinician.access_token, session.id, 'check-in')).status).toBe(
    200,
  );
  return session;
}

/** Asks for a draft of the session's note as `who`. */
export const requestDraft = (
  kit: NotesClinic,
  who: LoginResponse,
  sessionId: string,
  body: DraftRequest,
) =>
  call<{ draft: NoteDraft; code?: string; message?: string }>(
    kit,
    who,
    'POST',
    sessionDraftPath(sessionId),
    { body },
  );

/** Drafts as `who` and expects a 201: the draft. */
export async function drafted(
  kit: NotesClinic,
  who: LoginResponse,
  sessionId: string,
  body: DraftRequest = summaryRequest(),
): Promise<NoteDraft> {
  const reply = await requestDraft(kit, who, sessionId, body);
  if (reply.status !== 201) throw new Error(`draft failed: ${reply.status} ${reply.text}`);
  return noteDraftResponse.parse(reply.body).draft;
}

/** The drafts kept for a session, as stored. */
export async function storedDrafts(kit: NotesClinic, encounterId: string) {
  return kit.server.server.ctx.db
    .selectFrom('note_drafts')
    .selectAll()
    .where('encounter_id', '=', encounterId)
    .orderBy('created_at')
    .execute();
}
