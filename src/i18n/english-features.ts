import { englishByFeature } from './messages/en-features';
import { registerFeature } from './i18n';

// All the clinical features at once, for the unit tests' setup and Storybook's preview: their
// English now, and their other languages' files whenever a language is loaded. The app never
// imports this: each page module imports `./english/<feature>` for the namespaces its code speaks
// (issue 13; english-split.test.ts holds every page to it).
for (const [feature, english] of Object.entries(englishByFeature)) {
  registerFeature(feature, english);
}
