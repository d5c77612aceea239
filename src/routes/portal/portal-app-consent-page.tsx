import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { ApiError } from '../../api/http/api-error';
import { portalAppsApi } from '../../api/portal/portal-apps.api';
import { useT } from '../../ui/i18n/i18n-context';
import { PortalAppConsent, type PortalAppConsentView } from '../../ui/portal/portal-app-consent';
import { useDocumentTitle } from '../shell/use-document-title';

const messageOf = (error: unknown) =>
  error instanceof ApiError || error instanceof Error ? error.message : String(error);

/**
 * `/portal/apps/authorize?request=…` (issue 36): where a portal patient approves or denies a
 * SMART app of their own (the authorization endpoint's `/smart/authorize` sends a patient here,
 * `landing.ts`). The answer sends the browser to the app's redirect URI.
 */
export default function PortalAppConsentPage() {
  const t = useT();
  useDocumentTitle(t('portal.apps.consent.pageTitle'));
  const request = new URLSearchParams(useSearch()).get('request') ?? '';
  const consent = useQuery({
    queryKey: ['portal', 'app-consent', request],
    queryFn: () => portalAppsApi.consent(request),
    enabled: request !== '',
    retry: false,
  });
  const decide = useMutation({
    mutationFn: portalAppsApi.decide,
    onSuccess: (redirectTo) => window.location.assign(redirectTo),
  });
  const view: PortalAppConsentView = !request
    ? { kind: 'failed', detail: t('portal.apps.consent.noRequest') }
    : consent.isError
      ? { kind: 'failed', detail: messageOf(consent.error) }
      : consent.data
        ? { kind: 'ready', consent: consent.data }
        : { kind: 'loading' };
  return (
    <PortalAppConsent
      view={view}
      pending={decide.isPending || decide.isSuccess}
      decideFailed={decide.isError ? messageOf(decide.error) : null}
      onApprove={() => decide.mutate({ request, decision: 'approve' })}
      onDeny={() => decide.mutate({ request, decision: 'deny' })}
    />
  );
}
