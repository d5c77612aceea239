import session from './session/en.json';
import shell from './shell/en.json';
import flows from './flows/en.json';
import todo from './todo/en.json';
import patients from './patients/en.json';
import clinic from './clinic/en.json';
import sessions from './sessions/en.json';
import drafts from './drafts/en.json';
import notes from './notes/en.json';
import intake from './intake/en.json';
import literature from './literature/en.json';
import knowledge from './knowledge/en.json';
import speech from './speech/en.json';

/**
 * English, the source language: each feature keeps its strings in messages/<feature>/<locale>.json
 * and the Messages type (every key) is read from these files.
 */
const en = {
  ...session,
  ...shell,
  ...flows,
  ...todo,
  ...patients,
  ...clinic,
  ...sessions,
  ...drafts,
  ...notes,
  ...intake,
  ...literature,
  ...knowledge,
  ...speech,
};
export default en;
