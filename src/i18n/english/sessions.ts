import sessions from '../messages/sessions/en.json';
import { registerEnglish } from '../i18n';

registerEnglish(sessions);
