import drafts from '../messages/drafts/en.json';
import { registerEnglish } from '../i18n';

registerEnglish(drafts);
