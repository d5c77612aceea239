import notes from '../messages/notes/en.json';
import { registerEnglish } from '../i18n';

registerEnglish(notes);
