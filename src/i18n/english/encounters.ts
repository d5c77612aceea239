import encounters from '../messages/encounters/en.json';
import { registerFeature } from '../i18n';

registerFeature('encounters', encounters);
