import rosetta from 'rosetta';
import type en from './messages/en';
import enCore from './messages/en-core';
import { LOCALES } from '../config/constants';

/** English's shape with each text as any text: what every language's messages must fill. */
type Wording<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends PluralForms
      ? PluralForms
      : Wording<T[K]>;
};
export type Messages = Wording<typeof en>;

/**
 * English as far as it is loaded: the entry's namespaces, then each clinical feature's once a
 * page that speaks it has registered it (`english/<feature>.ts`, imported by the page module).
 * Typed as all of English: a feature is registered before any page that speaks it renders.
 * Translators read it live.
 */
const english = { ...enCore } as Messages;

/**
 * A message that depends on a number: one text per CLDR plural category the language uses
 * (English `one`/`other`, Romanian `one`/`few`/`other`, Chinese `other`), chosen by
 * `Intl.PluralRules` from the `count` parameter.
 */
export type PluralForms = { other: string } & Partial<
  Record<Exclude<Intl.LDMLPluralRule, 'other'>, string>
>;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | PluralForms
    ? `${P}${K}`
    : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every translation key, typed from the English file: a missing key is a type error. */
export type MessageKey = Leaves<Messages>;
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

export { LOCALES };
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The other languages' files, one per feature folder (`messages/<feature>/<locale>.json`), each
 * fetched on its own: a language brings the translations of the features registered so far, and
 * a feature registered later brings its own (issue 13: the whole French was ≈ 24 kB gzip on the
 * first product page, against the English of the shell and that page).
 */
const translations = import.meta.glob<Partial<Messages>>('./messages/*/{fr,ro,zh}.json', {
  import: 'default',
});

/** The feature folders whose messages are in use: the entry's, then each page's as it loads. */
const features = ['session', 'shell'];

/** One language other than English, filled feature by feature; translators read it live. */
class Language {
  readonly messages = {} as Messages;
  private readonly loads = new Map<string, Promise<void>>();

  constructor(readonly locale: Exclude<Locale, 'en'>) {}

  /** Fetches `feature`'s file unless it is in or on its way; a failed fetch is forgotten. */
  add(feature: string): Promise<void> {
    const known = this.loads.get(feature);
    if (known) return known;
    const file = translations[`./messages/${feature}/${this.locale}.json`];
    const load = (file ? file() : Promise.resolve({})).then(
      (part) => void Object.assign(this.messages, part),
      (error: unknown) => {
        this.loads.delete(feature);
        throw error;
      },
    );
    this.loads.set(feature, load);
    return load;
  }

  /** Resolves once every registered feature's file is in, those registered meanwhile too. */
  async ready(): Promise<Messages> {
    let waited = -1;
    while (waited !== features.length) {
      waited = features.length;
      await Promise.all(features.map((feature) => this.add(feature)));
    }
    return this.messages;
  }
}

const languages = new Map<Exclude<Locale, 'en'>, Language>();
/** The language last asked for; features registered from now on load into it. */
let active: Language | null = null;

/** The messages of `locale` for the features registered so far, and for later ones as they come. */
export function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') {
    active = null;
    return Promise.resolve(english);
  }
  const language = languages.get(locale) ?? new Language(locale);
  languages.set(locale, language);
  active = language;
  return language.ready();
}

/**
 * Adds a feature's English to the fallback every translator reads, and starts fetching its
 * translation into the language in use. A page module registers its features at its top
 * (`english/<feature>.ts`); the router renders it only after `translated()`, so the page never
 * shows its English first.
 */
export function registerFeature(feature: string, more: Partial<Messages>): void {
  Object.assign(english, more);
  if (!features.includes(feature)) features.push(feature);
  active?.add(feature).catch(() => undefined);
}

/**
 * Resolves once the language in use has the translations of every feature registered so far.
 * One that cannot be fetched is said in the console and left to English, so the page still
 * works; the next language load asks for it again.
 */
export function translated(): Promise<void> {
  const language = active;
  if (!language) return Promise.resolve();
  return language.ready().then(
    () => undefined,
    (error: unknown) =>
      console.warn(`[i18n] some ${language.locale} messages could not be loaded`, error),
  );
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The CLDR plural category of `count` in `locale` ("one", "few", "other"…). */
export function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  const rules = pluralRules.get(locale) ?? new Intl.PluralRules(locale);
  pluralRules.set(locale, rules);
  return rules.select(count);
}

/**
 * A translator for one locale that falls back to English for any key it lacks. A plural message
 * takes the form of `params.count`'s category, or its `other` form when the language has no
 * text for that category.
 */
export function createTranslator(locale: Locale, messages: Messages): Translate {
  const dict = rosetta<Messages>({ en: english, [locale]: messages });
  const say = (lang: Locale, key: string, params?: MessageParams): string => {
    const count = params?.count;
    const forms =
      typeof count === 'number'
        ? [`${key}.${pluralCategory(lang, count)}`, `${key}.other`, key]
        : [key];
    for (const form of forms) {
      const text: unknown = dict.t(form, params, lang);
      if (typeof text === 'string' && text) return text;
    }
    return '';
  };
  return (key, params) => say(locale, key, params) || say('en', key, params) || key;
}

export const englishTranslator: Translate = createTranslator('en', english);

/** English, bundled with the entry (each feature's part with its pages): never fetched. */
export const englishMessages: Messages = english;
