import { useLayoutEffect, type ReactNode } from 'react';
import { hidePrerender } from '../../platform/session/prerendered-sign-in';
import { OfflineNotice } from './offline-notice';
import { useOnline } from './use-online';

export interface OfflineGateProps {
  /** False where a layout shows the notice in its own content region instead. */
  active: boolean;
  children: ReactNode;
}

/**
 * Replaces the page with the offline notice while offline. The page stays mounted (only hidden),
 * so whatever the user typed is still there when the connection returns.
 */
export function OfflineGate({ active, children }: OfflineGateProps) {
  const online = useOnline();
  const showNotice = active && !online;
  // A prerendered sign-in form not yet taken over is hidden with the page, and kept for it.
  useLayoutEffect(() => hidePrerender(showNotice), [showNotice]);
  return (
    <>
      {showNotice && <OfflineNotice fullPage />}
      <div style={{ display: showNotice ? 'none' : 'contents' }}>{children}</div>
    </>
  );
}
