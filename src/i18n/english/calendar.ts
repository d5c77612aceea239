import calendar from '../messages/calendar/en.json';
import { registerFeature } from '../i18n';

registerFeature('calendar', calendar);
