import literature from '../messages/literature/en.json';
import { registerFeature } from '../i18n';

registerFeature('literature', literature);
