import rosetta from 'rosetta';
import type en from './messages/en';
import enCore from './messages/en-core';
import { LOCALES } from '../config/constants';

export type Messages = typeof en;

/**
 * English as far as it is loaded: the entry's namespaces, then each clinical feature's once a
 * page that speaks it has registered it (`english/<feature>.ts`, imported by the page module).
 * Typed as all of English: a feature is registered before any page that speaks it renders.
 * Translators read it live.
 */
const english = { ...enCore } as Messages;

/** Adds namespaces to the English every translator falls back to. */
export function registerEnglish(more: Partial<Messages>): void {
  Object.assign(english, more);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
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

/** English ships with the entry (it is the fallback); the others are fetched on first use, whole. */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Messages }>> = {
  fr: () => import('./messages/fr'),
  ro: () => import('./messages/ro'),
  zh: () => import('./messages/zh'),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return english;
  return (await loaders[locale]()).default;
}

/** A translator for one locale that falls back to English for any key it lacks. */
export function createTranslator(locale: Locale, messages: Messages): Translate {
  const dict = rosetta<Messages>({ en: english, [locale]: messages });
  return (key, params) => {
    const text = dict.t(key, params, locale) || dict.t(key, params, 'en');
    return text || key;
  };
}

export const englishTranslator: Translate = createTranslator('en', english);

/** English, bundled with the entry (each feature's part with its pages): never fetched. */
export const englishMessages: Messages = english;
