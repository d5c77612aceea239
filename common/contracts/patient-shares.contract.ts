import * as z from 'zod/mini';
import { article } from './literature.contract';
import { noteFormat, noteSections } from './notes.contract';
import { idPageQuery } from './paging';
import { recordId, safeText } from './safe-text';

/**
 * What a clinician shares with their patient in the portal (issue 36): a handout they write, an
 * article of the patient's or the clinic's reading list, or — only when the clinic allows it
 * (`shareSignedNotes`) — one signed note. Nothing else of the chart is ever visible there.
 * Unsharing removes it at once.
 */
export const SHARE_PATHS = {
  /** `GET` the patient's shares (their care team's clinicians); `POST` shares one more. */
  patient: '/patients/:id/shares',
  /** `DELETE` unshares. */
  share: '/patients/:id/shares/:shareId',
} as const;
export const patientSharesPath = (patientId: string) =>
  `/patients/${encodeURIComponent(patientId)}/shares`;
export const patientSharePath = (patientId: string, shareId: string) =>
  `${patientSharesPath(patientId)}/${encodeURIComponent(shareId)}`;
export const shareParams = z.strictObject({ id: recordId(), shareId: recordId() });

export const SHARE_LIMITS = { titleMax: 200, bodyMax: 20_000 } as const;

export const shareKind = z.enum(['handout', 'article', 'note']);
export type ShareKind = z.infer<typeof shareKind>;

export const shareInput = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('handout'),
    title: safeText().check(z.trim(), z.minLength(1), z.maxLength(SHARE_LIMITS.titleMax)),
    body: safeText().check(z.trim(), z.minLength(1), z.maxLength(SHARE_LIMITS.bodyMax)),
  }),
  /** An entry of the patient's reading list or of the clinic's. */
  z.strictObject({ kind: z.literal('article'), savedArticleId: recordId() }),
  /** A signed note of this patient; refused while the clinic does not allow sharing notes. */
  z.strictObject({ kind: z.literal('note'), noteId: recordId() }),
]);
export type ShareInput = z.infer<typeof shareInput>;

/** A shared signed note as the patient reads it: its sections, signed, read-only. */
export const sharedNote = z.object({
  id: z.string(),
  format: noteFormat,
  sections: noteSections,
  authorName: z.string(),
  signedAt: z.string(),
});
export type SharedNote = z.infer<typeof sharedNote>;

export const share = z.object({
  id: z.string(),
  kind: shareKind,
  title: z.string(),
  /** A handout's text. */
  body: z.nullable(z.string()),
  /** An article's citation and links. */
  article: z.nullable(article),
  /** A note's id (the chart); the portal's answer carries the note itself in `note`. */
  noteId: z.nullable(z.string()),
  note: z.optional(sharedNote),
  sharedBy: z.object({ id: z.string(), name: z.string() }),
  sharedAt: z.string(),
});
export type Share = z.infer<typeof share>;

/** Newest first, a page at a time (issue 31). */
export const SHARES_PAGE_DEFAULT = 50;
export const SHARES_PAGE_MAX = 100;
export const sharesPageQuery = idPageQuery(SHARES_PAGE_DEFAULT, SHARES_PAGE_MAX);
export const sharesResponse = z.object({
  shares: z.array(share),
  nextCursor: z.optional(z.string()),
});
export type SharesResponse = z.infer<typeof sharesResponse>;
export const shareResponse = z.object({ share });

/** Why a share was refused, in the server's words (the mock answers the same). */
export const SHARE_MESSAGES = {
  notesOff:
    'This clinic does not share notes with patients: an owner can allow it in the settings.',
  noteNotSigned: 'Only a signed note can be shared.',
  alreadyShared: 'This note is already shared with the patient.',
} as const;
