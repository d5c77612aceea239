import clinic from '../messages/clinic/en.json';
import { registerFeature } from '../i18n';

registerFeature('clinic', clinic);
