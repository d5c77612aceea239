import intake from '../messages/intake/en.json';
import { registerEnglish } from '../i18n';

registerEnglish(intake);
