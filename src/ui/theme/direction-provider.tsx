import { LocaleProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Locale } from '../../i18n/i18n';

export type Direction = 'ltr' | 'rtl';

/**
 * Gives Chakra/Ark components the language and text direction. Ark derives the direction only
 * from the locale's script, so right-to-left adds the Arabic script subtag (`fr-Arab`), which
 * Intl resolves back to the base language for dates and numbers.
 */
export function DirectionProvider({
  locale,
  dir,
  children,
}: {
  locale: Locale;
  dir: Direction;
  children: ReactNode;
}) {
  return (
    <LocaleProvider locale={dir === 'rtl' ? `${locale}-Arab` : locale}>{children}</LocaleProvider>
  );
}
