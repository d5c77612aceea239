// A/B build (bytes only): the session-expiry dialog as a lazy chunk instead of part of the entry,
// to measure what the dialog stack costs /login (docs/performance.md). The build is not run.
import { mergeConfig, type Plugin } from 'vite';
import base from '../../../vite.config.ts';

const EAGER = "import { SessionExpiryModal } from '../../ui/session/session-expiry-modal';";
const LAZY =
  "import { lazy } from 'react';\n" +
  "const SessionExpiryModal = lazy(() => import('../../ui/session/session-expiry-modal')" +
  '.then((module) => ({ default: module.SessionExpiryModal })));';

const lazySessionModal: Plugin = {
  name: 'lazy-session-modal',
  enforce: 'pre',
  transform(code, id) {
    if (!id.endsWith('/src/routes/connect/idle-connected.tsx')) return null;
    if (!code.includes(EAGER)) throw new Error('idle-connected.tsx no longer imports the modal');
    return code.replace(EAGER, LAZY);
  },
};

export default mergeConfig(base, { plugins: [lazySessionModal] });
