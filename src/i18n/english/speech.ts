import speech from '../messages/speech/en.json';
import { registerEnglish } from '../i18n';

registerEnglish(speech);
