import { Menu } from '@chakra-ui/react';
import { menuSlotRecipe } from '../theme/recipes';
import { OverlayPortal } from '../theme/overlay-portal';
import { LANGUAGE_NAMES, LOCALES } from '../../config/constants';
import { isLocale, type Locale } from '../../i18n/i18n';
import { useT } from '../i18n/i18n-context';
import { LanguageButton } from './header-menu-buttons';

export interface LanguageMenuProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** Start open (stories). */
  defaultOpen?: boolean;
}

/** The four languages, each named in its own language and marked with its `lang`. */
export function LanguageMenu({ locale, onLocaleChange, defaultOpen }: LanguageMenuProps) {
  const t = useT();
  return (
    <Menu.Root recipe={menuSlotRecipe} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <LanguageButton locale={locale} />
      </Menu.Trigger>
      <OverlayPortal>
        <Menu.Positioner>
          <Menu.Content minW="10rem">
            <Menu.RadioItemGroup
              value={locale}
              onValueChange={(details) => isLocale(details.value) && onLocaleChange(details.value)}
            >
              <Menu.ItemGroupLabel>{t('shell.language.title')}</Menu.ItemGroupLabel>
              {LOCALES.map((code) => (
                <Menu.RadioItem key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </OverlayPortal>
    </Menu.Root>
  );
}
