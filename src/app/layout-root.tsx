import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { fromCallback } from 'xstate';
import {
  createTranslator,
  englishMessages,
  englishTranslator,
  loadMessages,
  type Locale,
} from '../i18n/i18n';
import { layoutMachine, type LanguageLoad } from '../machines/shell/layout.machine';
import {
  selectDirection,
  selectIsDarkTheme,
  toPreferences,
} from '../machines/shell/layout.selectors';
import { createLayoutStorage, type LayoutStorage } from '../platform/shell/layout-storage';
import { subscribeViewportWidth } from '../platform/shell/viewport';
import { LayoutContext, useLayoutSelector } from '../routes/shell/layout-context';
import { I18nProvider, type I18nValue } from '../ui/i18n/i18n-context';
import { PageLoading } from '../ui/shell/page-loading';
import { DirectionProvider, type Direction } from '../ui/theme/direction-provider';

export interface LayoutRootProps {
  children: ReactNode;
  /** Where preferences live; tests pass their own. */
  storage?: LayoutStorage;
  /** Loads a language's messages; tests pass a controllable one. */
  load?: typeof loadMessages;
}

const browserStorage = createLayoutStorage();

/**
 * The layout actor for the whole app: starts from the saved preferences, saves every change,
 * follows the viewport width, and provides the chosen language and direction to everything below.
 */
export function LayoutRoot({
  children,
  storage = browserStorage,
  load = loadMessages,
}: LayoutRootProps) {
  const [logic] = useState(() => browserLayout(storage, load));
  const [input] = useState(() => ({ settings: storage.load(), viewportWidth: window.innerWidth }));
  return (
    <LayoutContext.Provider logic={logic} options={{ input }}>
      <LanguageAndDirection>{children}</LanguageAndDirection>
    </LayoutContext.Provider>
  );
}

/** The layout machine with the browser's feeds: storage, viewport, other tabs, language files. */
function browserLayout(storage: LayoutStorage, load: typeof loadMessages) {
  return layoutMachine.provide({
    actions: {
      persist: ({ context }) => storage.save(toPreferences(context)),
      reportLanguageFailure: (_, { locale, error }) =>
        console.error(`Could not load the ${locale} messages`, error),
    },
    actors: {
      viewport: fromCallback(({ sendBack }) => {
        const send = (width: number) => sendBack({ type: 'viewport.resize', width });
        send(window.innerWidth);
        return subscribeViewportWidth(send);
      }),
      // Preferences another tab saved are applied, so every tab of the browser looks the same.
      otherTabs: fromCallback(({ sendBack }) =>
        storage.subscribe((settings) => sendBack({ type: 'layout.restore', settings })),
      ),
      language: fromCallback<LanguageLoad, { locale: Locale }>(({ sendBack, receive, input }) => {
        let latest = 0;
        const fetchLanguage = (locale: Locale) => {
          const wish = ++latest;
          if (locale === 'en') {
            sendBack({ type: 'language.loaded', language: { locale, messages: englishMessages } });
            return;
          }
          load(locale).then(
            (messages) => {
              if (wish === latest)
                sendBack({ type: 'language.loaded', language: { locale, messages } });
            },
            (error: unknown) => {
              if (wish === latest) sendBack({ type: 'language.failed', locale, error });
            },
          );
        };
        fetchLanguage(input.locale);
        receive((event) => fetchLanguage(event.locale));
        return () => {
          latest = -1;
        };
      }),
    },
  });
}

const english: I18nValue = { locale: 'en', t: englishTranslator };

function LanguageAndDirection({ children }: { children: ReactNode }) {
  const dir = useLayoutSelector(selectDirection);
  const dark = useLayoutSelector(selectIsDarkTheme);
  const i18n = useShownLanguage();
  useDocumentAttributes(dir, i18n?.locale, dark);
  if (!i18n) return <PageLoading />;
  return (
    <I18nProvider value={i18n}>
      <DirectionProvider locale={i18n.locale} dir={dir}>
        {children}
      </DirectionProvider>
    </I18nProvider>
  );
}

/**
 * The translator of the shown language. While the wanted one loads the previous one stays, so no
 * keys flash; English needs no loading, and an unreachable first language falls back to it.
 */
function useShownLanguage(): I18nValue | null {
  const shown = useLayoutSelector((s) => s.context.language);
  const waiting = useLayoutSelector(
    (s) => s.context.languageStatus === 'loading' && s.context.i18n !== 'en',
  );
  return useMemo(() => {
    if (shown) return { locale: shown.locale, t: createTranslator(shown.locale, shown.messages) };
    return waiting ? null : english;
  }, [shown, waiting]);
}

/** `<html dir lang>` and the dark colour scheme, so the whole page (and portals) follow the layout. */
function useDocumentAttributes(dir: Direction, lang: Locale | undefined, dark: boolean) {
  useEffect(() => {
    const html = document.documentElement;
    html.dir = dir;
    if (lang) html.lang = lang;
    html.classList.toggle('dark', dark);
    html.style.colorScheme = dark ? 'dark' : 'light';
  }, [dir, lang, dark]);
}
