import enFeatures from './messages/en-features';
import { registerEnglish } from './i18n';

// All the clinical features' English at once, for the unit tests' setup and Storybook's preview.
// The app never imports this: each page module imports `./english/<feature>` for the namespaces
// its code speaks (issue 13; english-split.test.ts holds every page to it).
registerEnglish(enFeatures);
