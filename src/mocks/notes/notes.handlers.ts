import { http, HttpResponse, type HttpHandler } from 'msw';
import { versionsPage, versionsQueryRefusal } from '../document-versions-page';
import { etagOf } from '../../../common/contracts/documents.contract';
import { NOTE_PATHS, mayReadNote } from '../../../common/contracts/notes.contract';
import { answer, readable } from './note-access.mock';
import { noteWriteHandlers } from './note-writes.handlers';
import { callerOf, clinicalSession, notFound, url } from './notes.mock-http';
import { notesOf, patientNotesOf, patientOf, previousPlanOf, summaryOf } from './notes.store';
import type { MockNote } from './notes.store';
import type { AccountRecord } from '../session/account.db';
import { recordMockRead } from '../record-access/record-access.store';

/** A member's read of a patient's note contents, in their trail naming the note (issue 30). */
function noteRead(request: Request, account: AccountRecord, patientId: string, read?: MockNote) {
  const note = read?.note;
  recordMockRead(request, account.tenantId, {
    userId: account.id,
    patientId,
    action: 'read-note',
    ...(note && {
      record: {
        kind: 'note',
        id: note.id,
        format: note.format,
        at: read.sessionStartsAt,
        encounterId: note.encounterId,
        ...(note.signature === null && { onlyFor: note.authorId }),
      },
    }),
  });
}

/**
 * Session notes in the browser mock (dev, Storybook, front-end e2e), answering the notes contract
 * as the server does (held to it by tests/contract/notes-contract.test.ts): a note's contents are
 * its patient's care team's clinicians' (404 for anyone else), a draft its author's alone; the
 * writes are in note-writes.handlers.ts. Every read of contents is in the patient's trail,
 * naming the note. Not the server: every mock account but the front desk is owner + clinician.
 */
const readHandlers: HttpHandler[] = [
  http.get(url(NOTE_PATHS.sessionNote), async ({ request, params }) => {
    const account = callerOf(request);
    if (account instanceof Response) return account;
    const session = await clinicalSession(request, account, String(params.id));
    if (!session) return notFound();
    const record = notesOf(account.tenantId).find(
      (n) => n.note.encounterId === session.id && n.note.status !== 'entered-in-error',
    );
    // Another clinician's draft is theirs alone: the same 404 as no session at all.
    if (record && !mayReadNote(record.note, account.id)) return notFound();
    const patient = await patientOf(request, session.patient.id);
    if (!patient) return notFound();
    const previousPlan = previousPlanOf(
      notesOf(account.tenantId),
      session.patient.id,
      session.startsAt,
    );
    // As the server's: the line names the session's note, or (none yet) the one whose plan shows.
    const read =
      record ?? notesOf(account.tenantId).find((n) => n.note.id === previousPlan?.noteId);
    noteRead(request, account, session.patient.id, read);
    return HttpResponse.json(
      {
        note: record?.note ?? null,
        previousPlan,
        patient: { mrn: patient.mrn, birthDate: patient.birthDate },
      },
      record ? { headers: { ETag: etagOf(record.note.version) } } : {},
    );
  }),

  http.get(url(NOTE_PATHS.one), async ({ request, params }) => {
    const account = callerOf(request);
    if (account instanceof Response) return account;
    const record = await readable(request, account, params.id);
    if (record instanceof Response) return record;
    noteRead(request, account, record.note.patientId, record);
    return answer(record.note);
  }),

  http.get(url(NOTE_PATHS.versions), async ({ request, params }) => {
    const account = callerOf(request);
    if (account instanceof Response) return account;
    const badQuery = versionsQueryRefusal(request);
    if (badQuery) return badQuery;
    const record = await readable(request, account, params.id);
    if (record instanceof Response) return record;
    noteRead(request, account, record.note.patientId, record);
    return versionsPage(record.versions, request);
  }),

  http.get(url(NOTE_PATHS.patientNotes), async ({ request, params }) => {
    const account = callerOf(request);
    if (account instanceof Response) return account;
    const patient = await patientOf(request, String(params.id));
    if (!patient) return notFound();
    const notes = patientNotesOf(notesOf(account.tenantId), patient.id).map(summaryOf);
    return HttpResponse.json({ notes });
  }),
];

export const noteHandlers: HttpHandler[] = [...readHandlers, ...noteWriteHandlers];
