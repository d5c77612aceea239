import { useLocation, useParams } from 'wouter';
import { SharedDocumentView } from '../../ui/portal/shared-document-view';
import { PORTAL_DOCUMENTS_HREF } from './portal-records-hrefs';
import { usePortalMe } from './use-portal-me';
import { loadOf, usePortalShares } from './use-portal-records';

/** `/portal/documents/:id` (issue 36): one shared document, read-only (gone once unshared). */
export default function PortalDocumentPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const me = usePortalMe();
  const shares = usePortalShares();
  return (
    <SharedDocumentView
      shares={loadOf(shares)}
      shareId={id}
      onRetry={() => void shares.refetch()}
      timeZone={me.data?.clinic.timeZone ?? 'UTC'}
      backHref={PORTAL_DOCUMENTS_HREF}
      onNavigate={(href) => navigate(`~${href}`)}
    />
  );
}
