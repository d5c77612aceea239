import type { Messages } from '../i18n';
import session from './session/ro.json';
import shell from './shell/ro.json';
import flows from './flows/ro.json';
import todo from './todo/ro.json';
import patients from './patients/ro.json';
import clinic from './clinic/ro.json';
import sessions from './sessions/ro.json';

/** A key missing from any feature file is a type error here. */
const ro: Messages = {
  ...session,
  ...shell,
  ...flows,
  ...todo,
  ...patients,
  ...clinic,
  ...sessions,
};
export default ro;
