import { FullStatusPage } from './full-status-page';

/** The offline page as its own route (/maintenance/offline-ui), e.g. for a service worker to show. */
export default function OfflinePage() {
  return <FullStatusPage kind="offline" />;
}
