import { useEffect, useState, type ReactNode } from 'react';
import { createTranslator, englishTranslator, loadMessages, type Locale } from '../i18n/i18n';
import { layoutMachine } from '../machines/shell/layout.machine';
import {
  selectDirection,
  selectIsDarkTheme,
  selectLocale,
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
  const [logic] = useState(() =>
    layoutMachine.provide({
      actions: { persist: ({ context }) => storage.save(toPreferences(context)) },
    }),
  );
  const [input] = useState(() => ({ settings: storage.load(), viewportWidth: window.innerWidth }));
  return (
    <LayoutContext.Provider logic={logic} options={{ input }}>
      <ViewportFeed />
      <OtherTabsFeed storage={storage} />
      <LanguageAndDirection load={load}>{children}</LanguageAndDirection>
    </LayoutContext.Provider>
  );
}

/** Feeds the (throttled) viewport width into the layout actor. */
function ViewportFeed() {
  const actor = LayoutContext.useActorRef();
  useEffect(() => {
    const send = (width: number) => actor.send({ type: 'viewport.resize', width });
    send(window.innerWidth);
    return subscribeViewportWidth(send);
  }, [actor]);
  return null;
}

/** Applies preferences changed in another tab, so every tab of the browser looks the same. */
function OtherTabsFeed({ storage }: { storage: LayoutStorage }) {
  const actor = LayoutContext.useActorRef();
  useEffect(
    () => storage.subscribe((settings) => actor.send({ type: 'layout.restore', settings })),
    [actor, storage],
  );
  return null;
}

function LanguageAndDirection({
  load,
  children,
}: {
  load: typeof loadMessages;
  children: ReactNode;
}) {
  const locale = useLayoutSelector(selectLocale);
  const dir = useLayoutSelector(selectDirection);
  const dark = useLayoutSelector(selectIsDarkTheme);
  const i18n = useLoadedLanguage(locale, load);
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

const english: I18nValue = { locale: 'en', t: englishTranslator };

/** The translator of the wanted language once loaded; until then the previous one stays, so no keys flash. */
function useLoadedLanguage(locale: Locale, load: typeof loadMessages): I18nValue | null {
  const [shown, setShown] = useState<I18nValue | null>(locale === 'en' ? english : null);
  useEffect(() => {
    if (locale === 'en') {
      setShown(english);
      return;
    }
    let wanted = true;
    load(locale).then(
      (messages) => {
        if (wanted) setShown({ locale, t: createTranslator(locale, messages) });
      },
      (error: unknown) => {
        // An unreachable language file keeps the current language (English at first start).
        console.error(`Could not load the ${locale} messages`, error);
        if (wanted) setShown((current) => current ?? english);
      },
    );
    return () => {
      wanted = false;
    };
  }, [locale, load]);
  return shown;
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
