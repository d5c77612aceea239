import knowledge from '../messages/knowledge/en.json';
import { registerFeature } from '../i18n';

registerFeature('knowledge', knowledge);
