import { Alert, Button, HStack, List, Spinner, Text } from '@chakra-ui/react';
import type { DueQuestionnaire } from '../../../common/contracts/questionnaires.contract';
import { useT } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';

export type PortalQuestionnairesSectionState =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; due: readonly DueQuestionnaire[] };

export interface PortalQuestionnairesSectionProps {
  state: PortalQuestionnairesSectionState;
  onRetry: () => void;
  /** Where the PHQ-9 / GAD-7 are answered and where the intake's part is filled (whole paths). */
  hrefs: { questionnaires: string; intake: string };
  onNavigate?: (href: string) => void;
}

/**
 * The dashboard's "Questionnaires to answer" (issue 36): one link per questionnaire due now — a
 * PHQ-9 or GAD-7 to the questionnaires page, the intake's part to its own page — or "nothing to
 * answer now". The dashboard's slot gives it its heading.
 */
export function PortalQuestionnairesSection({
  state,
  onRetry,
  hrefs,
  onNavigate,
}: PortalQuestionnairesSectionProps) {
  const t = useT();
  if (state.kind === 'loading') {
    return (
      <HStack role="status">
        <Spinner size="sm" />
        <Text>{t('questionnaires.dashboard.loading')}</Text>
      </HStack>
    );
  }
  if (state.kind === 'error') {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{t('questionnaires.dashboard.failed')}</Alert.Title>
        <Button size="sm" variant="outline" ms="auto" onClick={onRetry}>
          {t('questionnaires.dashboard.retry')}
        </Button>
      </Alert.Root>
    );
  }
  if (state.due.length === 0) {
    return <Text color="fg.muted">{t('questionnaires.dashboard.none')}</Text>;
  }
  return (
    <List.Root variant="plain" gap="2">
      {state.due.map((due) => (
        <List.Item key={due.assignmentId}>
          {due.questionnaire === 'intake' ? (
            <AuthLink href={hrefs.intake} onNavigate={onNavigate}>
              {t('questionnaires.dashboard.intake')}
            </AuthLink>
          ) : (
            <AuthLink href={hrefs.questionnaires} onNavigate={onNavigate}>
              {t('questionnaires.dashboard.answer', {
                name: t(`questionnaires.title.${due.questionnaire}`),
              })}
            </AuthLink>
          )}
        </List.Item>
      ))}
    </List.Root>
  );
}
