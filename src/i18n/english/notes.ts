import notes from '../messages/notes/en.json';
import { registerFeature } from '../i18n';

registerFeature('notes', notes);
