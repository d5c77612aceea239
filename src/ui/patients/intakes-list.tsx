import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { IntakeSummary } from '../../../common/contracts/intake.contract';
import { Isolate } from '../format/isolate';
import { useI18n } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';
import { CareTeamOnly, ChartSection, ReadState } from './chart-section';
import { DocumentStatusBadge } from './document-status-badge';
import { intakeHref } from './documentation-paths';
import { dateTimeFormat } from '../format/date-time-formats';

export interface IntakesListProps {
  patientId: string;
  /** Null until the list arrives. */
  intakes: IntakeSummary[] | null;
  loading: boolean;
  failed: boolean;
  /** Not the viewer's to see (not a care-team clinician): says who may instead. */
  hidden: boolean;
  /** A care-team clinician may start an intake. */
  mayStart: boolean;
  timeZone: string;
  onRetry: () => void;
  onNavigate?: (href: string) => void;
}

/** A patient's intakes, latest first, each opening its page; "Start intake" for the care team. */
export function IntakesList(props: IntakesListProps) {
  const { intakes, timeZone, patientId } = props;
  const { t, locale } = useI18n();
  const format = dateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const sorted = [...(intakes ?? [])].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
  );
  const start = intakeHref(patientId);
  return (
    <ChartSection
      title={t('patientDocs.intakes.title')}
      action={
        props.mayStart && !props.hidden ? (
          <Button asChild size="sm" variant="outline" colorPalette="blue">
            <a
              href={start}
              onClick={(event) => {
                if (!props.onNavigate || event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                props.onNavigate(start);
              }}
            >
              {t('patientDocs.intakes.start')}
            </a>
          </Button>
        ) : undefined
      }
    >
      {props.hidden ? (
        <CareTeamOnly />
      ) : (
        <Stack gap="3">
          <ReadState
            loading={props.loading && !intakes}
            failed={props.failed}
            loadingText={t('patientDocs.intakes.loading')}
            failedText={t('patientDocs.intakes.failed')}
            onRetry={props.onRetry}
          />
          {intakes && intakes.length === 0 && <Text>{t('patientDocs.intakes.empty')}</Text>}
          {sorted.length > 0 && (
            <Stack as="ol" gap="2" listStyleType="none" aria-label={t('patientDocs.intakes.title')}>
              {sorted.map((intake) => (
                <HStack as="li" key={intake.id} gap="3" wrap="wrap" borderBottomWidth="1px" pb="2">
                  <AuthLink href={intakeHref(patientId, intake.id)} onNavigate={props.onNavigate}>
                    <Isolate>
                      {t('patientDocs.intakes.label', {
                        when: format.format(new Date(intake.createdAt)),
                      })}
                    </Isolate>
                  </AuthLink>
                  <DocumentStatusBadge status={intake.status} />
                  <Text textStyle="sm" color="fg.muted">
                    {t('patientDocs.notes.by', { name: intake.authorName })}
                  </Text>
                </HStack>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </ChartSection>
  );
}
