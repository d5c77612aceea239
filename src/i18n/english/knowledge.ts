import knowledge from '../messages/knowledge/en.json';
import { registerEnglish } from '../i18n';

registerEnglish(knowledge);
