import sessions from '../messages/sessions/en.json';
import { registerFeature } from '../i18n';

registerFeature('sessions', sessions);
