import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { createLinkIntent, intentTargetOf } from '../machines/shell/link-intent';
import { LinkIntentContext } from '../ui/session/link-intent-context';
import { PRODUCT_PAGE_COMPONENTS } from './product-page-components';

/**
 * What a link the reader is about to follow starts (issue 35): the chart's page module and its
 * reads (through the read cache, so the session's token and clinic, the cache's freshness and
 * its clearing at sign-out apply as to the chart's own reads); a session's page module.
 */
export function loadAhead(queries: QueryClient, href: string): void {
  const target = intentTargetOf(href);
  if (!target) return;
  void PRODUCT_PAGE_COMPONENTS[target.page].preload();
  if (target.page === 'patientdashboard') {
    const { patientId } = target;
    void import('./patients/chart-queries').then(
      ({ prefetchChart }) => prefetchChart(queries, patientId),
      () => undefined,
    );
  }
}

/** Gives the main layout's links (`AuthLink`) somewhere to report that they are about to be followed. */
export function LinkIntentProvider({ children }: { children: ReactNode }) {
  const queries = useQueryClient();
  const intent = useMemo(() => createLinkIntent((href) => loadAhead(queries, href)), [queries]);
  useEffect(() => () => intent.cancelAll(), [intent]);
  return <LinkIntentContext.Provider value={intent}>{children}</LinkIntentContext.Provider>;
}
