import visits from '../messages/visits/en.json';
import { registerFeature } from '../i18n';

registerFeature('visits', visits);
