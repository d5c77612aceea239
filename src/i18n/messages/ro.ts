import type { Messages } from '../i18n';
import session from './session/ro.json';
import shell from './shell/ro.json';
import flows from './flows/ro.json';
import todo from './todo/ro.json';
import patients from './patients/ro.json';
import clinic from './clinic/ro.json';
import encounters from './encounters/ro.json';
import drafts from './drafts/ro.json';
import notes from './notes/ro.json';
import intake from './intake/ro.json';
import literature from './literature/ro.json';
import knowledge from './knowledge/ro.json';
import speech from './speech/ro.json';
import calendar from './calendar/ro.json';
import portal from './portal/ro.json';
import visits from './visits/ro.json';
import questionnaires from './questionnaires/ro.json';
import shares from './shares/ro.json';

/** A key missing from any feature file is a type error here. */
const ro: Messages = {
  ...session,
  ...shell,
  ...flows,
  ...todo,
  ...patients,
  ...clinic,
  ...encounters,
  ...drafts,
  ...notes,
  ...intake,
  ...literature,
  ...knowledge,
  ...speech,
  ...calendar,
  ...portal,
  ...visits,
  ...questionnaires,
  ...shares,
};
export default ro;
