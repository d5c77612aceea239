import flows from './flows/en.json';
import todo from './todo/en.json';
import patients from './patients/en.json';
import clinic from './clinic/en.json';
import encounters from './encounters/en.json';
import drafts from './drafts/en.json';
import notes from './notes/en.json';
import intake from './intake/en.json';
import literature from './literature/en.json';
import knowledge from './knowledge/en.json';
import speech from './speech/en.json';
import calendar from './calendar/en.json';
import portal from './portal/en.json';
import visits from './visits/en.json';
import questionnaires from './questionnaires/en.json';
import shares from './shares/en.json';

/** The clinical features' English by feature folder (messages/<folder>/en.json). */
export const englishByFeature = {
  flows,
  todo,
  patients,
  clinic,
  encounters,
  drafts,
  notes,
  intake,
  literature,
  knowledge,
  speech,
  calendar,
  portal,
  visits,
  questionnaires,
  shares,
};

/**
 * The clinical features' English, all of it: the Messages type, and what the unit tests and Storybook
 * register (../english-features.ts). The app registers it feature by feature (../english/*.ts).
 */
const enFeatures = {
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
export default enFeatures;
