import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import type { OnDemand } from './on-demand';
import { useOnDemand } from './use-on-demand';

/** What the stand-in trigger does: a pointer over it or focus on it fetches; a press opens after. */
export interface TriggerIntent {
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
}

export interface OnDemandTriggerProps<T> {
  source: OnDemand<T>;
  /** The trigger as it looks, drawn until the module is in; spread `intent` on it. */
  placeholder: (intent: TriggerIntent) => ReactElement;
  /** The real control; `openAtOnce` when the stand-in was pressed before the module came. */
  children: (module: T, start: { openAtOnce: boolean }) => ReactElement;
}

const FOCUSABLE = 'button, [href], [tabindex]';

/**
 * A menu or popover whose module loads on the first sign of intent (issue 13). Until then its
 * trigger is a stand-in that looks the same; when the module is in, the real control takes its
 * place, opened if the stand-in was pressed meanwhile, and focused if the stand-in had focus.
 */
export function OnDemandTrigger<T>({ source, placeholder, children }: OnDemandTriggerProps<T>) {
  const [pressed, setPressed] = useState(false);
  const { module, request } = useOnDemand(source, pressed, () => setPressed(false));
  const box = useRef<HTMLSpanElement>(null);
  const focusWasHere = useRef(false);

  // Noted before React swaps the stand-in out, which takes the focus with it.
  const want = () => {
    request();
    source.load().then(
      () => {
        focusWasHere.current = box.current?.contains(document.activeElement) ?? false;
      },
      () => undefined,
    );
  };

  useLayoutEffect(() => {
    if (!module || !focusWasHere.current || pressed) return;
    focusWasHere.current = false;
    box.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [module, pressed]);

  return (
    <span ref={box} style={{ display: 'contents' }}>
      {module
        ? children(module, { openAtOnce: pressed })
        : placeholder({ onPointerEnter: want, onFocus: want, onClick: () => setPressed(true) })}
    </span>
  );
}
