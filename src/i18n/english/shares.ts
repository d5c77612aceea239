import shares from '../messages/shares/en.json';
import { registerFeature } from '../i18n';

registerFeature('shares', shares);
