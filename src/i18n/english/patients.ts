import patients from '../messages/patients/en.json';
import { registerEnglish } from '../i18n';

registerEnglish(patients);
