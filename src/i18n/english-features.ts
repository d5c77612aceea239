import enFeatures from './messages/en-features';
import { registerEnglish } from './i18n';

// Imported for this effect by the modules whose pages speak the clinical features (the main
// layout, the invitation page), so their English is in place before any of them renders.
registerEnglish(enFeatures);
