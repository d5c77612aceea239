// A/B build: the sign-in page in the entry instead of a lazy chunk, to measure what suspending on
// the /login route costs before the form shows (docs/performance.md).
import { mergeConfig, type Plugin } from 'vite';
import base from '../../../vite.config.ts';

const LAZY = "const SignInPage = lazy(() => import('./public/sign-in-page'));";

const eagerSignIn: Plugin = {
  name: 'eager-sign-in',
  enforce: 'pre',
  transform(code, id) {
    if (!id.endsWith('/src/routes/app-router.tsx')) return null;
    if (!code.includes(LAZY)) throw new Error('app-router.tsx no longer has the lazy sign-in line');
    return code.replace(
      LAZY,
      "import SignInPageModule from './public/sign-in-page';\nconst SignInPage = SignInPageModule;",
    );
  },
};

export default mergeConfig(base, { plugins: [eagerSignIn] });
