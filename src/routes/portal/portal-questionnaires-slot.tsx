import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { PORTAL_BASE } from '../../../common/constants/portal.constants';
import {
  PORTAL_QUESTIONNAIRE_QUERY_KEY,
  portalQuestionnairesApi,
} from '../../api/portal/questionnaires.api';
import {
  PortalQuestionnairesSection,
  type PortalQuestionnairesSectionState,
} from '../../ui/portal/portal-questionnaires-section';

const HREFS = {
  questionnaires: `${PORTAL_BASE}/questionnaires`,
  intake: `${PORTAL_BASE}/intake`,
} as const;

/** The dashboard's questionnaires to answer, read from the portal's due list (issue 36). */
export function PortalQuestionnairesSlot() {
  const [, navigate] = useLocation();
  const due = useQuery({
    queryKey: PORTAL_QUESTIONNAIRE_QUERY_KEY,
    queryFn: portalQuestionnairesApi.due,
  });
  const state: PortalQuestionnairesSectionState = due.data
    ? { kind: 'ready', due: due.data.due }
    : due.isError
      ? { kind: 'error' }
      : { kind: 'loading' };
  return (
    <PortalQuestionnairesSection
      state={state}
      onRetry={() => void due.refetch()}
      hrefs={HREFS}
      // Nested under /portal: `~` leaves the nest, as the hrefs are whole paths.
      onNavigate={(href) => navigate(`~${href}`)}
    />
  );
}
