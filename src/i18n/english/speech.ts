import speech from '../messages/speech/en.json';
import { registerFeature } from '../i18n';

registerFeature('speech', speech);
