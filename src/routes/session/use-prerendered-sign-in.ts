import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  markSignInReady,
  readPrerenderedSignIn,
  replayPresses,
  resumeFocus,
  type CarriedSignIn,
} from '../../platform/session/prerendered-sign-in';

export interface PrerenderedSignIn {
  carried: CarriedSignIn | null;
  /** Changes when what was typed is read again: the live form starts over from it. */
  generation: number;
}

const sameValues = (a: CarriedSignIn, b: CarriedSignIn) =>
  a.email === b.email && a.password === b.password;

/**
 * Takes over the prerendered sign-in form. Its values become the live form's first values; in the
 * commit that shows the live form they are read again, since a concurrent render may have yielded
 * to typing or a password manager's autofill, and the live form starts over from them if they
 * changed. Then the focus and caret move over and a submit or button press made before the app
 * was ready is replayed; `RetirePrerender`, later in the same commit, removes the prerendered page. Marks the
 * form ready while it is mounted.
 */
export function usePrerenderedSignIn(): PrerenderedSignIn {
  const [state, setState] = useState(() => ({ carried: readPrerenderedSignIn(), generation: 0 }));
  const { carried } = state;
  // What the live form was built from, once it is final; only that is submitted.
  const settled = useRef<CarriedSignIn | null>(null);
  useLayoutEffect(() => {
    const latest = readPrerenderedSignIn();
    if (carried && latest && !sameValues(carried, latest)) {
      settled.current = null;
      setState(({ generation }) => ({ carried: latest, generation: generation + 1 }));
      return;
    }
    settled.current = latest ?? carried;
    if (settled.current) resumeFocus(settled.current);
    return markSignInReady();
  }, [carried]);
  useEffect(() => {
    if (settled.current) replayPresses(settled.current);
  }, [carried]);
  return state;
}
