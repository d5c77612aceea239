import session from './session/en.json';
import shell from './shell/en.json';

/**
 * The English the entry carries: sign-in and the account pages, the shell and the status pages
 * (issue 13: the features' English, ≈ 17 kB gzip, loads with the pages that use it).
 */
const enCore = { ...session, ...shell };
export default enCore;
