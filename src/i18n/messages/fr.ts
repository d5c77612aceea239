import type { Messages } from '../i18n';
import session from './session/fr.json';
import shell from './shell/fr.json';
import flows from './flows/fr.json';
import todo from './todo/fr.json';
import patients from './patients/fr.json';
import clinic from './clinic/fr.json';
import encounters from './encounters/fr.json';
import drafts from './drafts/fr.json';
import notes from './notes/fr.json';
import intake from './intake/fr.json';
import literature from './literature/fr.json';
import knowledge from './knowledge/fr.json';
import speech from './speech/fr.json';
import calendar from './calendar/fr.json';
import portal from './portal/fr.json';
import visits from './visits/fr.json';
import questionnaires from './questionnaires/fr.json';
import shares from './shares/fr.json';

/** A key missing from any feature file is a type error here. */
const fr: Messages = {
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
export default fr;
