import questionnaires from '../messages/questionnaires/en.json';
import { registerFeature } from '../i18n';

registerFeature('questionnaires', questionnaires);
