import type { NoteFormat } from '../../../common/contracts/notes.contract';

/** A session's note page in a format (spec §2: /app/panels/hospital/<page>); linked by path. */
export const sessionNoteHref = (format: NoteFormat, encounterId: string) =>
  `/app/panels/hospital/${format === 'dap' ? 'therapydapform' : 'therapysoapform'}?session=${encodeURIComponent(encounterId)}`;
