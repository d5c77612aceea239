import { Portal } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { OVERLAY_ROOT_ID } from '../../config/constants';

/** The overlay root beside #root, made on first use so stories and tests need no markup. */
function overlayRoot(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const existing = document.getElementById(OVERLAY_ROOT_ID);
  if (existing) return existing;
  const created = document.createElement('div');
  created.id = OVERLAY_ROOT_ID;
  document.body.append(created);
  return created;
}

const overlayRootRef: RefObject<HTMLElement | null> = {
  get current() {
    return overlayRoot();
  },
};

/**
 * Chakra's Portal aimed at the overlay root instead of <body>. React listens for every event type
 * on each container it portals into, so a portal into <body> ran React's dispatcher twice more for
 * every mouse move anywhere on the page (the 10 000-event burst cost ~60 ms of it).
 */
export function OverlayPortal({ children, disabled }: { children: ReactNode; disabled?: boolean }) {
  return (
    <Portal container={overlayRootRef} disabled={disabled}>
      {children}
    </Portal>
  );
}
