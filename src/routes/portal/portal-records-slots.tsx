import { useLocation } from 'wouter';
import { ConsentsToSignSection } from '../../ui/portal/consents-to-sign-section';
import { SharedDocumentsSection } from '../../ui/portal/shared-documents-section';
import {
  PORTAL_CONSENTS_HREF,
  PORTAL_RECORD_HREF,
  portalDocumentHref,
} from './portal-records-hrefs';
import { usePortalMe } from './use-portal-me';
import { loadOf, usePortalConsents, usePortalShares } from './use-portal-records';

/** The dashboard's "consents to sign" (issue 36), read from the portal's consents. */
export function ConsentsToSignSlot() {
  const [, navigate] = useLocation();
  const consents = usePortalConsents();
  return (
    <ConsentsToSignSection
      consents={loadOf(consents)}
      onRetry={() => void consents.refetch()}
      consentsHref={PORTAL_CONSENTS_HREF}
      // Nested under /portal: `~` leaves the nest, as the hrefs are whole paths.
      onNavigate={(href) => navigate(`~${href}`)}
    />
  );
}

/** The dashboard's "documents shared with you" (issue 36), and the way to the record download. */
export function SharedDocumentsSlot() {
  const [, navigate] = useLocation();
  const shares = usePortalShares();
  const me = usePortalMe();
  return (
    <SharedDocumentsSection
      shares={loadOf(shares)}
      onRetry={() => void shares.refetch()}
      timeZone={me.data?.clinic.timeZone ?? 'UTC'}
      documentHref={portalDocumentHref}
      recordHref={PORTAL_RECORD_HREF}
      onNavigate={(href) => navigate(`~${href}`)}
    />
  );
}
