import * as z from 'zod/mini';
import { encounterModality } from './encounters.contract';
import { changeReason, documentStatus, enteredInError, signature } from './documents.contract';
import { lockedMessage } from './document-rules';
import { noteFormat, type NoteFormat } from './note-format';
import { safeText, recordId } from './safe-text';

/**
 * Progress notes (CLINICAL.md §2: FHIR Composition, LOINC 11506-3), DAP or SOAP, one live note
 * per session, written by the session's clinician. One definition for the web client, the mocks
 * and the server.
 */

export const NOTE_PATHS = {
  /** `GET` the session's live note (`{ note: null }` when none); `POST` starts its draft. */
  sessionNote: '/encounters/:id/note',
  /** `GET` one note; `PUT` a draft's content with `If-Match` (author only). */
  one: '/notes/:id',
  /** `POST` with `If-Match`: sign and lock (author only). */
  sign: '/notes/:id/sign',
  /** `POST` a signed addendum to a signed note (author only). */
  addenda: '/notes/:id/addenda',
  /** `POST` a reason: the note is withdrawn but kept (author only). */
  enteredInError: '/notes/:id/entered-in-error',
  /** `GET` every saved version (author; the care team once signed). */
  versions: '/notes/:id/versions',
  /** `GET` a patient's notes without their contents: status only (anyone who sees the patient). */
  patientNotes: '/patients/:id/notes',
} as const;

export const sessionNotePath = (encounterId: string) =>
  `/encounters/${encodeURIComponent(encounterId)}/note`;
export const notePath = (id: string) => `/notes/${encodeURIComponent(id)}`;
export const noteSubPath = (
  id: string,
  part: 'sign' | 'addenda' | 'entered-in-error' | 'versions',
) => `${notePath(id)}/${part}`;
export const patientNotesPath = (patientId: string) =>
  `/patients/${encodeURIComponent(patientId)}/notes`;

export { noteFormat, type NoteFormat };

/** Each format's sections, in the order they are written and printed. */
export const NOTE_SECTIONS = {
  dap: ['data', 'assessment', 'plan'],
  soap: ['subjective', 'objective', 'assessment', 'plan'],
} as const satisfies Record<NoteFormat, readonly string[]>;
export type NoteSection = (typeof NOTE_SECTIONS)[NoteFormat][number];

/** A section's text: room for a long session (a 5 000-word note is about 30 000 characters). */
export const NOTE_SECTION_MAX = 60_000;
const sectionText = safeText().check(z.maxLength(NOTE_SECTION_MAX));

export const noteSections = z.strictObject({
  data: z.optional(sectionText),
  subjective: z.optional(sectionText),
  objective: z.optional(sectionText),
  assessment: z.optional(sectionText),
  plan: z.optional(sectionText),
});
export type NoteSections = z.infer<typeof noteSections>;

/** The interventions a clinic offers by default (its settings may list others). */
export const DEFAULT_INTERVENTIONS = [
  'CBT',
  'DBT',
  'MI',
  'EMDR',
  'ACT',
  'psychoeducation',
  'behavioural activation',
  'exposure',
  'mindfulness',
  'safety planning',
  'supportive therapy',
] as const;

export const riskUpdate = z.enum(['no-change', 'decreased', 'increased', 'new-concern']);
export type RiskUpdate = z.infer<typeof riskUpdate>;

const HH_MM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const timeOfDay = z.nullable(
  safeText().check(z.maxLength(5), z.regex(HH_MM, 'Use the time format HH:MM')),
);

/** The structured fields beside the sections. Times are the clinic's wall-clock HH:MM. */
export const noteFields = z.strictObject({
  startTime: timeOfDay,
  endTime: timeOfDay,
  modality: z.nullable(encounterModality),
  participants: safeText().check(z.trim(), z.maxLength(500)),
  interventions: z
    .array(safeText().check(z.trim(), z.minLength(1), z.maxLength(80)))
    .check(z.maxLength(20)),
  riskUpdate: z.nullable(riskUpdate),
  riskNote: safeText().check(z.trim(), z.maxLength(2_000)),
  nextSession: safeText().check(z.trim(), z.maxLength(300)),
});
export type NoteFields = z.infer<typeof noteFields>;

export const noteContent = z.strictObject({ sections: noteSections, fields: noteFields });
export type NoteContent = z.infer<typeof noteContent>;

/** `POST /encounters/:id/note`: the first save of a session's note. */
export const noteCreateInput = z.strictObject({
  format: noteFormat,
  content: noteContent,
  /** The AI draft (`POST /encounters/:id/note-drafts`) the content starts from, if any. */
  aiDraftId: z.optional(recordId()),
});
export type NoteCreateInput = z.infer<typeof noteCreateInput>;

/** `PUT /notes/:id` (with `If-Match`): the draft's whole content. */
export const noteUpdateInput = z.strictObject({
  content: noteContent,
  /** An AI draft the clinician took into an existing draft note (the note is then AI-assisted). */
  aiDraftId: z.optional(recordId()),
});
export type NoteUpdateInput = z.infer<typeof noteUpdateInput>;

/** How long an addendum's text may be, once trimmed. */
export const ADDENDUM_TEXT_LIMITS = { min: 1, max: 20_000 } as const;

/** `POST /notes/:id/addenda`. */
export const addendumInput = z.strictObject({
  text: safeText().check(
    z.trim(),
    z.minLength(ADDENDUM_TEXT_LIMITS.min),
    z.maxLength(ADDENDUM_TEXT_LIMITS.max),
  ),
  reason: changeReason(),
});
export type AddendumInput = z.infer<typeof addendumInput>;

export const addendum = z.object({
  id: z.string(),
  text: z.string(),
  reason: z.string(),
  authorId: z.string(),
  /** The author as their profile named them when they signed the addendum. */
  authorName: z.string(),
  authorCredentials: z.nullable(z.string()),
  authorLicenceNumber: z.nullable(z.string()),
  signedAt: z.string(),
  sha256: z.string(),
});
export type Addendum = z.infer<typeof addendum>;

/** The drafting providers (server/drafting): the built-in offline drafter, or an external model. */
export const AI_PROVIDER_IDS = ['offline', 'openai-compatible'] as const;

/** What a note made from an AI draft says about it (shown as "AI-assisted" on the note). */
export const aiAssist = z.object({
  draftId: z.string(),
  provider: z.enum(AI_PROVIDER_IDS),
  model: z.nullable(z.string()),
  sourceKind: z.enum(['transcript', 'summary']),
  draftedAt: z.string(),
});
export type AiAssist = z.infer<typeof aiAssist>;

export const note = z.object({
  id: z.string(),
  encounterId: z.string(),
  patientId: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  format: noteFormat,
  status: documentStatus,
  version: z.number().check(z.int(), z.positive()),
  content: noteContent,
  createdAt: z.string(),
  updatedAt: z.string(),
  signature: z.nullable(signature),
  addenda: z.array(addendum),
  enteredInError: z.nullable(enteredInError),
  /** Set when the note was started from an AI draft (CLINICAL.md decision 4); null otherwise. */
  aiAssist: z.nullable(aiAssist),
});
export type Note = z.infer<typeof note>;

export const noteResponse = z.object({ note });
/**
 * The session's live note (null before its first save), for writing it the plan of the patient's
 * latest signed note before this session, and the patient's identifiers a printed note carries
 * (issue 30: MRN and birth date, beside the name the session gives).
 */
export const sessionNoteResponse = z.object({
  note: z.nullable(note),
  patient: z.object({ mrn: z.string(), birthDate: z.string() }),
  previousPlan: z.nullable(
    z.object({ noteId: z.string(), sessionStartsAt: z.string(), plan: z.string() }),
  ),
});
export type SessionNoteResponse = z.infer<typeof sessionNoteResponse>;

/**
 * A session's live note among a patient's note summaries: not one entered in error when another
 * exists (the withdrawn one, when it is the only one); null when the session has none.
 */
export function noteOfSession<T extends { encounterId: string; status: string }>(
  notes: readonly T[],
  encounterId: string,
): T | null {
  const mine = notes.filter((note) => note.encounterId === encounterId);
  return mine.find((note) => note.status !== 'entered-in-error') ?? mine[0] ?? null;
}

/** A note as listed on a chart: what anyone who sees the patient may know (no contents). */
export const noteSummary = z.object({
  id: z.string(),
  encounterId: z.string(),
  sessionStartsAt: z.string(),
  format: noteFormat,
  status: documentStatus,
  authorName: z.string(),
  updatedAt: z.string(),
  signedAt: z.nullable(z.string()),
  addendaCount: z.number().check(z.int()),
});
export type NoteSummary = z.infer<typeof noteSummary>;
export const patientNotesResponse = z.object({ notes: z.array(noteSummary) });

/**
 * Whether any section holds text. An empty note cannot be signed: the server refuses it (422) and
 * the editor says so before asking to sign.
 */
export const noteHasText = (content: NoteContent) =>
  Object.values(content.sections).some((text) => (text ?? '').trim() !== '');

/** An empty note: what the editor starts from. */
export const emptyNoteContent = (): NoteContent => ({
  sections: {},
  fields: {
    startTime: null,
    endTime: null,
    modality: null,
    participants: '',
    interventions: [],
    riskUpdate: null,
    riskNote: '',
    nextSession: '',
  },
});

/** The notes API's refusals, in the server's words; the MSW mock answers with the same. */
export const NOTE_MESSAGES = {
  clinicianOnly: 'Only the session’s clinician writes its note.',
  hasNote: 'This session already has a note: open it instead of starting another.',
  authorOnly: 'Only the note’s author may do this.',
  ifMatch: 'Send the version you are changing as If-Match (the ETag of the note you read).',
  signed: 'This note is signed and locked: it cannot be changed. Add an addendum instead.',
  enteredInError: 'This note was entered in error: it cannot be changed.',
  empty: 'An empty note cannot be signed: write at least one section.',
  addendumNeedsSigned: 'Only a signed note takes addenda; edit the draft instead.',
  alreadyWithdrawn: 'This note is already marked as entered in error.',
  notOwnAiDraft: 'Invalid request body: aiDraftId names no AI draft you made for this session.',
  /** A session that has not begun (planned, cancelled, no-show) has no note yet. */
  notBegun: (status: string) =>
    `This session is ${status}: a note is written once the patient has arrived.`,
  /** The 412 of a write that named an older version than the note's `version` now. */
  stale: (version: number) =>
    `This note was saved elsewhere since you opened it (now version ${version}). Compare both texts, then save again.`,
  /** The 400 of content filling sections its format does not have. */
  sectionsOutsideFormat: (format: NoteFormat, extra: readonly string[]) =>
    `Invalid request body: a ${format.toUpperCase()} note has no ${extra.join(', ')} section (only ${NOTE_SECTIONS[format].join(', ')}).`,
} as const;

/**
 * Whether the caller may read this note's contents: a note that was never signed (a draft, or a
 * draft withdrawn) is its author's alone; a signed one is the care team's clinicians'.
 */
export const mayReadNote = (note: Note, userId: string) =>
  note.authorId === userId || note.signature !== null;

/** Why a note's content can no longer change (409), or null while it is a draft. */
export const lockedNoteMessage = (status: Note['status']): string | null =>
  lockedMessage(status, NOTE_MESSAGES);

/** The sections `content` fills that `format` does not have (a 400 when any). */
export function sectionsOutsideFormat(format: NoteFormat, content: NoteContent): string[] {
  const allowed: readonly string[] = NOTE_SECTIONS[format];
  return Object.entries(content.sections)
    .filter(([name, text]) => text !== undefined && !allowed.includes(name))
    .map(([name]) => name);
}
