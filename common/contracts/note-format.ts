import * as z from 'zod/mini';

/**
 * A progress note's format (DAP or SOAP). Its own module so that the sessions contract (the day's
 * notes to write name the format of a started draft) and the notes contract share one definition.
 */
export const noteFormat = z.enum(['dap', 'soap']);
export type NoteFormat = z.infer<typeof noteFormat>;
