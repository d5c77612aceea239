import drafts from '../messages/drafts/en.json';
import { registerFeature } from '../i18n';

registerFeature('drafts', drafts);
