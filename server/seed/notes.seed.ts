import { NOTE_OVERDUE_AFTER_MS } from '../../common/contracts/notifications.contract';
import type { Insertable } from 'kysely';
import {
  DEFAULT_INTERVENTIONS,
  NOTE_SECTIONS,
  type NoteContent,
  type NoteFormat,
  type NoteSections,
} from '../../common/contracts/notes.contract.ts';
import { addendumSignatureHash, noteSignatureHash } from '../documents/document-signature.ts';
import type { Database } from '../db/schema.ts';
import { DEMO_CLINIC } from './members.ts';
import type { Random } from './random.ts';

type Row<T extends keyof Database> = Insertable<Database[T]>;
type SessionRow = Row<'encounters'>;

export interface DemoNotes {
  notes: Row<'notes'>[];
  versions: Row<'document_versions'>[];
  addenda: Row<'note_addenda'>[];
}

const MINUTE_MS = 60_000;
/** Each clinician's latest finished sessions: the newest has no note yet, the next two a draft. */
const WITHOUT_NOTE = 1;
const DRAFTS = 2;
/** At most this many signed notes carry an addendum. */
const ADDENDA = 2;

/** Short fictional texts, one per section; each note picks one line per section. */
const LINES: Record<keyof NoteSections, readonly string[]> = {
  subjective: [
    'Reports a calmer week; slept six to seven hours most nights and went back to the gym twice.',
    'Describes low mood after an argument at work; “I kept replaying it all weekend.”',
    'Says the worry about the exams is “a bit quieter”; used the breathing exercise daily.',
    'Reports two panic episodes on the tram, both passed within ten minutes without leaving.',
    'Feels more connected to family; visited a sister for the first time in months.',
  ],
  objective: [
    'Arrived on time, casually dressed, good eye contact; speech normal in rate and volume.',
    'Appeared tired, affect constricted but reactive; thought process linear and goal-directed.',
    'Calm and engaged; brighter affect than last session; no signs of intoxication.',
    'Restless at first, settled after ten minutes; completed the homework sheet in full.',
  ],
  data: [
    'Client reported a steadier week with fewer intrusive thoughts; homework completed on four days.',
    'Client described conflict with a partner and two nights of poor sleep; attended on time.',
    'Client brought a mood diary: ratings 4–6/10, lowest on Sunday evening.',
    'Client practised graded exposure (supermarket, 20 minutes) three times with rising confidence.',
  ],
  assessment: [
    'Depressive symptoms improving; engagement good. No suicidal ideation reported; risk low.',
    'Anxiety remains moderate but avoidance is decreasing. Risk unchanged and low.',
    'Mood reactive to interpersonal stress; coping skills used inconsistently. Risk low.',
    'Progress toward goal 2 (return to work) is steady; insight good.',
  ],
  plan: [
    'Continue weekly CBT; add a thought record after each low-mood episode.',
    'Next session: review the exposure hierarchy and plan the next two steps.',
    'Keep the sleep diary; introduce a wind-down routine; review in one week.',
    'Practise the grounding exercise daily; revisit the safety plan next session.',
    'Behavioural activation: schedule three pleasant activities before the next session.',
  ],
};

const PARTICIPANTS: Record<NonNullable<SessionRow['type']>, string> = {
  intake: 'Client',
  individual: 'Client',
  'couple-family': 'Client and partner',
  group: 'Group of six',
};

const NEXT_SESSION = ['Same time next week', 'In two weeks', 'Next Tuesday, video'] as const;

/** HH:MM of an instant on the clinic's wall clock. */
const clinicTime = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: DEMO_CLINIC.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

const minutes = (at: Date, delta: number) => new Date(at.getTime() + delta * MINUTE_MS);
const asDate = (at: Date | string | null | undefined) => new Date(at ?? 0);

/** A believable note of the session: every section of the format, with the structured fields. */
function contentOf(session: SessionRow, format: NoteFormat, random: Random): NoteContent {
  const sections: NoteSections = {};
  for (const name of NOTE_SECTIONS[format]) sections[name] = random.pick(LINES[name]);
  const interventions = random.shuffle(DEFAULT_INTERVENTIONS).slice(0, random.int(1, 3));
  return {
    sections,
    fields: {
      startTime: clinicTime(asDate(session.started_at ?? session.starts_at)),
      endTime: clinicTime(asDate(session.finished_at ?? session.ends_at)),
      modality: session.modality ?? null,
      participants: PARTICIPANTS[session.type ?? 'individual'],
      interventions,
      riskUpdate: random.chance(0.9) ? 'no-change' : 'decreased',
      riskNote: '',
      nextSession: random.pick(NEXT_SESSION),
    },
  };
}

/** The same note as an earlier, shorter save: only its first sections written. */
function earlierDraft(content: NoteContent, format: NoteFormat, keep: number): NoteContent {
  const sections: NoteSections = {};
  for (const name of NOTE_SECTIONS[format].slice(0, keep)) sections[name] = content.sections[name];
  return { ...content, sections };
}

/** Finished sessions by clinician, oldest first. */
function finishedByClinician(sessions: readonly SessionRow[]): Map<string, SessionRow[]> {
  const byClinician = new Map<string, SessionRow[]>();
  const finished = sessions
    .filter((s) => s.status === 'finished')
    .sort((a, b) => asDate(a.starts_at).getTime() - asDate(b.starts_at).getTime());
  for (const session of finished) {
    const list = byClinician.get(session.clinician_id) ?? [];
    list.push(session);
    byClinician.set(session.clinician_id, list);
  }
  return byClinician;
}

/**
 * The demo clinic's progress notes for its seeded sessions (server/seed/sessions.ts): a note
 * for most finished sessions, DAP or SOAP by patient, saved in one to three versions, signed
 * with the real signature hash (server/documents/document-signature.ts) soon after the session. Each
 * clinician's newest finished session has no note yet and the two before it a draft, so the
 * day's "notes to write" has entries, and the newest one finished over a day ago is a draft too
 * (an overdue note at any time of day); one or two signed notes carry an addendum. Pure and
 * deterministic for the same sessions, `now` and random sequence; nothing is dated after `now`.
 */
export function demoNotes(sessions: readonly SessionRow[], now: Date, random: Random): DemoNotes {
  const out: DemoNotes = { notes: [], versions: [], addenda: [] };
  const formats = new Map<string, NoteFormat>();
  const signed: Row<'notes'>[] = [];
  for (const [clinicianId, list] of finishedByClinician(sessions)) {
    // One draft finished more than a day ago, whatever the time of day: the bell's overdue notes
    // have an entry even on an afternoon when the newest unsigned sessions are that morning's.
    const overdue = [...list]
      .reverse()
      .find(
        (session, fromNewest) =>
          fromNewest >= WITHOUT_NOTE + DRAFTS &&
          asDate(session.finished_at ?? session.ends_at).getTime() <=
            now.getTime() - NOTE_OVERDUE_AFTER_MS,
      );
    list.forEach((session, n) => {
      const fromNewest = list.length - 1 - n;
      if (fromNewest < WITHOUT_NOTE) return;
      const format = formats.get(session.patient_id) ?? (random.chance(0.6) ? 'soap' : 'dap');
      formats.set(session.patient_id, format);
      const content = contentOf(session, format, random);
      const id = `demo-note-${String(out.notes.length + 1).padStart(4, '0')}`;
      const saves = random.int(1, 3);
      const createdAt = minutes(asDate(session.finished_at ?? session.ends_at), random.int(2, 25));
      let savedAt = createdAt;
      for (let version = 1; version <= saves; version += 1) {
        if (version > 1) savedAt = minutes(savedAt, random.int(3, 40));
        const keep = NOTE_SECTIONS[format].length - (saves - version);
        out.versions.push({
          tenant_id: DEMO_CLINIC.id,
          document_kind: 'note',
          document_id: id,
          version,
          content: version === saves ? content : earlierDraft(content, format, keep),
          saved_by: clinicianId,
          saved_at: savedAt,
        });
      }
      const signedAt = minutes(savedAt, random.int(1, 90));
      const draft = fromNewest < WITHOUT_NOTE + DRAFTS || session === overdue || signedAt > now;
      const row: Row<'notes'> = {
        tenant_id: DEMO_CLINIC.id,
        id,
        encounter_id: session.id,
        patient_id: session.patient_id,
        author_id: clinicianId,
        format,
        status: draft ? 'draft' : 'signed',
        version: saves,
        content,
        created_at: createdAt,
        updated_at: draft ? savedAt : signedAt,
        signed_at: draft ? null : signedAt,
        signer_role: draft ? null : 'clinician',
        content_sha256: draft
          ? null
          : noteSignatureHash({
              id,
              patientId: session.patient_id,
              encounterId: session.id,
              format,
              content,
              signerId: clinicianId,
              signedAt: signedAt.toISOString(),
            }),
      };
      out.notes.push(row);
      if (!draft) signed.push(row);
    });
  }
  for (const note of random.shuffle(signed).slice(0, ADDENDA)) {
    const signedAt = minutes(asDate(note.signed_at), random.int(60, 24 * 60));
    if (signedAt > now) continue;
    const id = `${note.id}-addendum`;
    const text = 'Client phoned the next morning: slept better and used the plan as agreed.';
    const reason = 'Information received after signing';
    out.addenda.push({
      tenant_id: DEMO_CLINIC.id,
      id,
      note_id: note.id,
      author_id: note.author_id,
      text,
      reason,
      signed_at: signedAt,
      signer_role: 'clinician',
      content_sha256: addendumSignatureHash({
        noteId: note.id,
        text,
        reason,
        authorId: note.author_id,
        signedAt: signedAt.toISOString(),
      }),
    });
  }
  return out;
}
