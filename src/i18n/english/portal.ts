import portal from '../messages/portal/en.json';
import { registerFeature } from '../i18n';

registerFeature('portal', portal);
