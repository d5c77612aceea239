import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { handlers } from '../src/mocks/handlers';
import { withPraxisProviders } from './praxis-decorator';
import '../src/i18n/english-features';

// As in the unit tests (tests/setup.ts): a dialog's closing animation or a page's first paint
// takes longer than Testing Library's default second on a busy 2-core machine.
configure({ asyncUtilTimeout: 3000 });

/** Stories get the same mock API as dev and tests; an unmocked API call is an error. */
async function startWorker() {
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/backend/api')) print.error();
    },
  });
  return worker;
}

const preview: Preview = {
  loaders: [mswLoader(startWorker)],
  decorators: [withPraxisProviders],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'fr', title: 'Français' },
          { value: 'ro', title: 'Română' },
          { value: 'zh', title: '中文' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', direction: 'ltr' },
  parameters: {
    a11y: { test: 'error' },
    layout: 'fullscreen',
  },
};

export default preview;
