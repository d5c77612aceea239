import { describe, expect, it, vi } from 'vitest';
import {
  dictationLanguageOf,
  recognitionOf,
  startDictation,
  type DictationListener,
  type RecognitionLike,
  type RecognitionResultEventLike,
} from './dictation';

/** A recogniser the test drives: it records its settings and calls, and raises its events. */
class FakeRecognition implements RecognitionLike {
  static last: FakeRecognition | null = null;
  lang = '';
  continuous = false;
  interimResults = false;
  onresult: ((event: RecognitionResultEventLike) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  calls: string[] = [];
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.calls.push('start');
  }
  stop() {
    this.calls.push('stop');
  }
  abort() {
    this.calls.push('abort');
  }
  hear(resultIndex: number, ...results: [text: string, isFinal: boolean][]) {
    this.onresult?.({
      resultIndex,
      results: results.map(([transcript, isFinal]) =>
        Object.assign([{ transcript }], { isFinal, 0: { transcript } }),
      ),
    });
  }
}

function listen() {
  const listener = {
    onInterim: vi.fn(),
    onFinal: vi.fn(),
    onProblem: vi.fn(),
    onEnd: vi.fn(),
  } satisfies DictationListener;
  const dictation = startDictation(FakeRecognition, 'fr-FR', listener);
  return { listener, dictation, recognition: FakeRecognition.last! };
}

describe('dictation with the browser’s speech recognition', () => {
  it('finds the standard or the prefixed recogniser, or none', () => {
    expect(recognitionOf({ SpeechRecognition: FakeRecognition })).toBe(FakeRecognition);
    expect(recognitionOf({ webkitSpeechRecognition: FakeRecognition })).toBe(FakeRecognition);
    expect(recognitionOf({})).toBeNull();
  });

  it('listens continuously in the UI language with interim results', () => {
    const { recognition } = listen();
    expect(recognition.lang).toBe('fr-FR');
    expect(recognition.continuous).toBe(true);
    expect(recognition.interimResults).toBe(true);
    expect(recognition.calls).toEqual(['start']);
    expect(dictationLanguageOf('zh')).toBe('zh-CN');
    expect(dictationLanguageOf('ro')).toBe('ro-RO');
  });

  it('passes on final words once and the interim words still changing', () => {
    const { recognition, listener } = listen();
    recognition.hear(0, ['I slept', false]);
    expect(listener.onInterim).toHaveBeenLastCalledWith('I slept');
    recognition.hear(0, ['I slept better', true], [' this', false]);
    expect(listener.onFinal).toHaveBeenCalledExactlyOnceWith('I slept better');
    expect(listener.onInterim).toHaveBeenLastCalledWith(' this');
  });

  it('names a refused microphone and a missing one, and ends quietly after silence', () => {
    const { recognition, listener } = listen();
    recognition.onerror?.({ error: 'not-allowed' });
    recognition.onerror?.({ error: 'audio-capture' });
    recognition.onerror?.({ error: 'no-speech' });
    recognition.onerror?.({ error: 'language-not-supported' });
    expect(listener.onProblem.mock.calls).toEqual([['not-allowed'], ['no-microphone'], ['failed']]);
    recognition.onend?.();
    expect(listener.onEnd).toHaveBeenCalledTimes(1);
  });

  it('finishing stops the recogniser and still delivers the last words and the end', () => {
    const { recognition, listener, dictation } = listen();
    dictation.finish();
    expect(recognition.calls).toEqual(['start', 'stop']);
    recognition.hear(0, ['last words', true]);
    recognition.onend?.();
    expect(listener.onFinal).toHaveBeenCalledWith('last words');
    expect(listener.onEnd).toHaveBeenCalledTimes(1);
  });

  it('aborting stops at once and nothing more arrives', () => {
    const { recognition, listener, dictation } = listen();
    dictation.abort();
    recognition.hear(0, ['late', true]);
    recognition.onend?.();
    expect(recognition.calls).toEqual(['start', 'abort']);
    expect(listener.onFinal).not.toHaveBeenCalled();
    expect(listener.onEnd).not.toHaveBeenCalled();
  });

  it('reports a recogniser that refuses to start', () => {
    class Refusing extends FakeRecognition {
      override start(): void {
        throw new Error('InvalidStateError');
      }
    }
    const listener = { onInterim: vi.fn(), onFinal: vi.fn(), onProblem: vi.fn(), onEnd: vi.fn() };
    startDictation(Refusing, 'en-US', listener);
    expect(listener.onProblem).toHaveBeenCalledWith('failed');
  });
});
