import { http, HttpResponse, type HttpHandler } from 'msw';
import { CLINIC_PATHS, clinicResponse } from '../../../common/contracts/clinic.contract';
import {
  DRAFTING_MESSAGES,
  DRAFTING_PATHS,
  draftRequest,
  type DraftingRefusal,
  type NoteDraft,
} from '../../../common/contracts/drafting.contract';
import { sessionHasBegun } from '../../../common/contracts/encounters.contract';
import type { AiAssist } from '../../../common/contracts/notes.contract';
import { recordingPath, recordingResponse } from '../../../common/contracts/speech.contract';
import { draftOffline } from '../../../common/drafting/offline-drafter';
import { NOTE_DRAFTS_OF_RECORDING_PATH, callPeerMock, isPeerMockCall } from '../peer-mock-call';
import { authenticated } from '../session/mock-bearer';
import { bodyOf, callerOf, clinicalSession, notFound, url } from './notes.mock-http';
import { notesOf } from './notes.store';
import { recordMockRead } from '../record-access/record-access.store';

/**
 * AI drafting in the browser mock, following the server's rules in its order (server/drafting;
 * held to it by tests/contract/note-drafts-contract.test.ts): the body's contract (400), only the
 * session's clinician holding its patient's contents drafts (404 for anyone else), then the
 * clinic's setting `off` (409 `ai-off`), a session not under way, a signed note and a recording
 * without a transcript. The mock is no model: every draft is the real offline drafter's
 * (common/drafting), and when the clinic chose the external model it says why, as the server does
 * with none configured. Not the server: no transcript retention, so no draft is ever purged (410).
 */
const refuse = (code: DraftingRefusal, message: string) =>
  HttpResponse.json({ message, code }, { status: 409 });

const clinics = new Map<string, NoteDraft[]>();
const draftsOf = (tenantId: string) =>
  clinics.get(tenantId) ?? clinics.set(tenantId, []).get(tenantId)!;

/** Forgets every mock draft (tests start from none). */
export const resetMockNoteDrafts = () => clinics.clear();

/** What a note started from `draftId` says about it, if that draft is the author's for the session. */
export function aiAssistOf(
  tenantId: string,
  authorId: string,
  encounterId: string,
  draftId: string,
): AiAssist | null {
  const draft = draftsOf(tenantId).find((d) => d.id === draftId);
  if (!draft || draft.authorId !== authorId || draft.encounterId !== encounterId) return null;
  return {
    draftId: draft.id,
    provider: draft.note.provider,
    model: draft.note.model,
    sourceKind: draft.sourceKind,
    draftedAt: draft.createdAt,
  };
}

/** The transcript of one of the session's recordings, asked of the speech mock over HTTP. */
async function transcriptOf(request: Request, encounterId: string, recordingId: string) {
  const parsed = recordingResponse.safeParse(
    await callPeerMock(request, 'GET', recordingPath(recordingId)),
  );
  if (!parsed.success || parsed.data.recording.encounterId !== encounterId) return null;
  return parsed.data.recording.transcript?.text ?? null;
}

export const noteDraftHandlers: HttpHandler[] = [
  http.post(url(DRAFTING_PATHS.sessionDraft), async ({ request, params }) => {
    const account = callerOf(request);
    if (account instanceof Response) return account;
    const body = await bodyOf(request, draftRequest);
    if (!body.ok) return body.refusal;
    const session = await clinicalSession(request, account, String(params.id));
    if (!session || session.clinician.id !== account.id) return notFound();
    const clinic = clinicResponse.safeParse(
      await callPeerMock(request, 'GET', CLINIC_PATHS.profile),
    );
    const setting = clinic.success ? clinic.data.clinic.settings.aiDrafting : 'offline';
    if (setting === 'off') {
      return refuse('ai-off', DRAFTING_MESSAGES.aiOff);
    }
    if (!sessionHasBegun(session.status)) {
      return refuse('session-not-under-way', DRAFTING_MESSAGES.notBegun(session.status));
    }
    const live = notesOf(account.tenantId).find(
      (n) => n.note.encounterId === session.id && n.note.status !== 'entered-in-error',
    );
    if (live?.note.status === 'signed') {
      return refuse('note-signed', DRAFTING_MESSAGES.noteSigned);
    }
    const { format, source } = body.data;
    const input =
      source.kind === 'summary'
        ? source.text
        : await transcriptOf(request, session.id, source.recordingId);
    if (input === null) {
      return refuse('no-transcript', DRAFTING_MESSAGES.noTranscript);
    }
    const draft: NoteDraft = {
      id: crypto.randomUUID(),
      encounterId: session.id,
      authorId: account.id,
      createdAt: new Date().toISOString(),
      sourceKind: source.kind,
      recordingId: source.kind === 'transcript' ? source.recordingId : null,
      input,
      note: draftOffline(format, input),
      fallback: null,
      // The mock has no model configured, as a server without one.
      offlineReason: setting === 'external' ? 'not-configured' : null,
    };
    draftsOf(account.tenantId).push(draft);
    return HttpResponse.json({ draft }, { status: 201 });
  }),

  // Peers only (the speech mock, before it discards a recording): the clinic's drafts made from a
  // recording, as the server's speech domain reads its note drafts; no member's route, so a 404.
  http.get(url(NOTE_DRAFTS_OF_RECORDING_PATH), ({ request }) => {
    const account = authenticated(request);
    if (!account || !isPeerMockCall(request)) return notFound();
    const recordingId = new URL(request.url).searchParams.get('recordingId');
    const drafts = draftsOf(account.tenantId).filter((d) => d.recordingId === recordingId);
    return HttpResponse.json({ drafts: drafts.map((d) => ({ id: d.id })) });
  }),

  http.get(url(DRAFTING_PATHS.draft), async ({ request, params }) => {
    const account = callerOf(request);
    if (account instanceof Response) return account;
    const draft = draftsOf(account.tenantId).find((d) => d.id === params.id);
    if (!draft || draft.authorId !== account.id) return notFound();
    // The author who no longer holds the patient's contents reads it no more, as on the server.
    const session = await clinicalSession(request, account, draft.encounterId);
    if (!session) return notFound();
    recordMockRead(request, account.tenantId, {
      userId: account.id,
      patientId: session.patient.id,
      action: 'read-note-draft',
      record: {
        kind: 'note-draft',
        id: draft.id,
        format: draft.note.format,
        at: session.startsAt,
        encounterId: session.id,
        onlyFor: draft.authorId,
      },
    });
    return HttpResponse.json({ draft });
  }),
];
