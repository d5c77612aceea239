import enCore from './en-core';
import enFeatures from './en-features';

/**
 * English, the source language: each feature keeps its strings in messages/<feature>/<locale>.json
 * and the Messages type (every key) is read from these files. The app's entry carries only
 * `en-core`; each feature's part is registered when a page that speaks it loads
 * (src/i18n/english/<feature>.ts).
 */
const en = { ...enCore, ...enFeatures };
export default en;
