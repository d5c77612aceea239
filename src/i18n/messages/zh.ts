import type { Messages } from '../i18n';
import session from './session/zh.json';
import shell from './shell/zh.json';
import flows from './flows/zh.json';
import todo from './todo/zh.json';
import patients from './patients/zh.json';
import clinic from './clinic/zh.json';
import encounters from './encounters/zh.json';
import drafts from './drafts/zh.json';
import notes from './notes/zh.json';
import intake from './intake/zh.json';
import literature from './literature/zh.json';
import knowledge from './knowledge/zh.json';
import speech from './speech/zh.json';
import calendar from './calendar/zh.json';
import portal from './portal/zh.json';
import visits from './visits/zh.json';
import questionnaires from './questionnaires/zh.json';
import shares from './shares/zh.json';

/** A key missing from any feature file is a type error here. */
const zh: Messages = {
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
export default zh;
