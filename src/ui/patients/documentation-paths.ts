import type { NoteFormat } from '../../../common/contracts/notes.contract';

/** Where the documentation pages live (spec §2: /app/panels/hospital/<page>); linked by path. */
const HOSPITAL = '/app/panels/hospital';

/** A session's note page, in the note's format. */
export const noteHref = (format: NoteFormat, encounterId: string) =>
  `${HOSPITAL}/${format === 'dap' ? 'therapydapform' : 'therapysoapform'}?session=${encodeURIComponent(encounterId)}`;

/** A patient's intake page: a new intake, or one of theirs. */
export const intakeHref = (patientId: string, intakeId?: string) =>
  `${HOSPITAL}/therapyintakeform?patient=${encodeURIComponent(patientId)}${
    intakeId ? `&intake=${encodeURIComponent(intakeId)}` : ''
  }`;

/** A session's note drafted with AI, in its format. */
export const aiDraftHref = (format: NoteFormat, encounterId: string) =>
  `${HOSPITAL}/${format === 'dap' ? 'therapydapformai' : 'therapysoapformai'}?session=${encodeURIComponent(encounterId)}`;

/** A session's recording or dictation. */
export const recordingHref = (encounterId: string) =>
  `${HOSPITAL}/speechentry?session=${encodeURIComponent(encounterId)}`;
