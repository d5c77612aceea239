import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import type { OnDemand } from './on-demand';
import { useOnDemand } from './use-on-demand';

/**
 * What the stand-in trigger does: a pointer over it or focus on it fetches; a press opens after.
 * While a pointer is down on it, it stays in place (see `holding` below).
 */
export interface TriggerIntent {
  onPointerEnter: () => void;
  onFocus: () => void;
  onPointerDown: () => void;
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

  // A press under way on the stand-in: the module may arrive between the button going down and
  // coming up, and a swap then would split the press across two elements, so that the browser
  // sends its click to neither and the press is lost (seen in a loaded e2e run). The stand-in
  // stays until the press ends: in a click on it (which opens), or once the pointer is up
  // anywhere, after the click it may make (a touch's pointerleave comes before its click).
  const [holding, setHolding] = useState(false);
  const hold = () => {
    want();
    setHolding(true);
    const release = () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      setTimeout(() => setHolding(false), 0);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
  };

  useLayoutEffect(() => {
    if (!module || !focusWasHere.current || pressed) return;
    focusWasHere.current = false;
    box.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [module, pressed]);

  return (
    <span ref={box} style={{ display: 'contents' }}>
      {module && !holding
        ? children(module, { openAtOnce: pressed })
        : placeholder({
            onPointerEnter: want,
            onFocus: want,
            onPointerDown: hold,
            onClick: () => {
              setHolding(false);
              setPressed(true);
            },
          })}
    </span>
  );
}
