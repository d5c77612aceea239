import type { Decorator } from '@storybook/react-vite';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../src/ui/theme/system';
import { I18nProvider } from '../src/ui/i18n/i18n-context';
import { DirectionProvider } from '../src/ui/theme/direction-provider';
import { createTranslator, isLocale, type Locale, type Messages } from '../src/i18n/i18n';
import en from '../src/i18n/messages/en';
import fr from '../src/i18n/messages/fr';
import ro from '../src/i18n/messages/ro';
import zh from '../src/i18n/messages/zh';

const messages: Record<Locale, Messages> = { en, fr, ro, zh };

/** Chakra, the chosen language and the text direction, from the toolbar or a story's globals. */
export const withPraxisProviders: Decorator = (Story, context) => {
  const locale: Locale = isLocale(context.globals.locale) ? context.globals.locale : 'en';
  const dir = context.globals.direction === 'rtl' ? 'rtl' : 'ltr';
  const t = createTranslator(locale, messages[locale]);
  return (
    <ChakraProvider value={system}>
      <I18nProvider value={{ locale, t }}>
        <DirectionProvider locale={locale} dir={dir}>
          <div dir={dir} lang={locale}>
            <Story />
          </div>
        </DirectionProvider>
      </I18nProvider>
    </ChakraProvider>
  );
};
