/**
 * Live dictation with the browser's own speech recognition (CLINICAL.md decision 5): the Web
 * Speech API's SpeechRecognition, or Chrome's and Safari's webkitSpeechRecognition. Feature
 * detected; where neither exists the page hides dictation and says so.
 */

/** The part of the Web Speech API's recogniser this adapter uses (lib.dom has no types for it). */
export interface RecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionResultEventLike) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export interface RecognitionResultEventLike {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0?: { transcript: string } } & ArrayLike<unknown>>;
}

export type RecognitionConstructor = new () => RecognitionLike;

export type DictationProblem = 'not-allowed' | 'no-microphone' | 'network' | 'failed';

export interface DictationListener {
  /** The words heard but not final yet (replaces the previous interim text; '' when none). */
  onInterim(text: string): void;
  /** Words the recogniser will not change any more. */
  onFinal(text: string): void;
  onProblem(problem: DictationProblem): void;
  /** The recogniser stopped (asked to, after silence, or after a problem). */
  onEnd(): void;
}

export interface Dictation {
  /** Stops listening; the last final words and then the end still arrive. */
  finish(): void;
  /** Stops at once; nothing more arrives. */
  abort(): void;
}

type SpeechScope = {
  SpeechRecognition?: RecognitionConstructor;
  webkitSpeechRecognition?: RecognitionConstructor;
};

/** The browser's recogniser, or null where there is none. */
export function recognitionOf(scope: object = globalThis): RecognitionConstructor | null {
  const speech = scope as SpeechScope;
  return speech.SpeechRecognition ?? speech.webkitSpeechRecognition ?? null;
}

const LANGUAGE_TAGS: Record<string, string> = {
  en: 'en-US',
  fr: 'fr-FR',
  ro: 'ro-RO',
  zh: 'zh-CN',
};

/** The recogniser's language for a UI locale (`en`, `fr`, `ro`, `zh`). */
export const dictationLanguageOf = (locale: string) => LANGUAGE_TAGS[locale] ?? locale;

const PROBLEMS: Record<string, DictationProblem> = {
  'not-allowed': 'not-allowed',
  'service-not-allowed': 'not-allowed',
  'audio-capture': 'no-microphone',
  network: 'network',
};

/** Starts listening in `lang`; results go to the listener until it ends or is aborted. */
export function startDictation(
  Recognition: RecognitionConstructor,
  lang: string,
  listener: DictationListener,
): Dictation {
  const recognition = new Recognition();
  recognition.lang = lang;
  recognition.continuous = true;
  recognition.interimResults = true;
  let live = true;
  recognition.onresult = (event) => {
    if (!live) return;
    let interim = '';
    for (let i = event.resultIndex; i < event.results.length; i += 1) {
      const result = event.results[i];
      const text = result?.[0]?.transcript ?? '';
      if (result?.isFinal) listener.onFinal(text);
      else interim += text;
    }
    listener.onInterim(interim);
  };
  recognition.onerror = (event) => {
    // "no-speech" and "aborted" end quietly: the end event follows.
    if (!live || event.error === 'no-speech' || event.error === 'aborted') return;
    listener.onProblem(PROBLEMS[event.error] ?? 'failed');
  };
  recognition.onend = () => {
    if (!live) return;
    live = false;
    listener.onEnd();
  };
  try {
    recognition.start();
  } catch {
    live = false;
    listener.onProblem('failed');
  }
  return {
    finish: () => {
      if (live) recognition.stop();
    },
    abort: () => {
      if (!live) return;
      live = false;
      recognition.abort();
    },
  };
}
