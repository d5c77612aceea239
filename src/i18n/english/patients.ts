import patients from '../messages/patients/en.json';
import { registerFeature } from '../i18n';

registerFeature('patients', patients);
