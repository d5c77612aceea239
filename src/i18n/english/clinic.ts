import clinic from '../messages/clinic/en.json';
import { registerEnglish } from '../i18n';

registerEnglish(clinic);
