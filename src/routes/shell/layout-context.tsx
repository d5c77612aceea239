import { createActorContext } from '@xstate/react';
import { layoutMachine, type LayoutEvent } from '../../machines/shell/layout.machine';
import type { LayoutSnapshot } from '../../machines/shell/layout.selectors';

/** The one layout actor of the app; its provider is mounted by src/app/layout-root.tsx. */
export const LayoutContext = createActorContext(layoutMachine);

/** Reads one small value from the layout snapshot, e.g. `useLayoutSelector(selectIsRtl)`. */
export function useLayoutSelector<T>(selector: (snapshot: LayoutSnapshot) => T): T {
  return LayoutContext.useSelector(selector);
}

/** Sends a layout event: `const send = useLayoutSend(); send({ type: 'layout.toggleRtl' })`. */
export function useLayoutSend(): (event: LayoutEvent) => void {
  return LayoutContext.useActorRef().send;
}
