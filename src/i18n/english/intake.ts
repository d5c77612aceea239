import intake from '../messages/intake/en.json';
import { registerFeature } from '../i18n';

registerFeature('intake', intake);
