import type { NoteFormat } from '../../../common/contracts/notes.contract';

const HOSPITAL = '/app/panels/hospital';
const bySession = (page: string, encounterId: string) =>
  `${HOSPITAL}/${page}?session=${encodeURIComponent(encounterId)}`;

/** A session's note page in a format (spec §2: /app/panels/hospital/<page>); linked by path. */
export const sessionNoteHref = (format: NoteFormat, encounterId: string) =>
  bySession(format === 'dap' ? 'therapydapform' : 'therapysoapform', encounterId);

/** The same note drafted with AI from a transcript or the clinician's summary. */
export const aiNoteHref = (format: NoteFormat, encounterId: string) =>
  bySession(format === 'dap' ? 'therapydapformai' : 'therapysoapformai', encounterId);

/** Recording or dictation for a session. */
export const speechEntryHref = (encounterId: string) => bySession('speechentry', encounterId);
