import literature from '../messages/literature/en.json';
import { registerEnglish } from '../i18n';

registerEnglish(literature);
