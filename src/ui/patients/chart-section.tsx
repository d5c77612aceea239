import { Alert, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { createContext, useContext, useId, type ReactNode } from 'react';
import { useT } from '../i18n/i18n-context';
import { FormFailure } from '../session/form-alerts';
import { RetryButton } from '../session/retry-button';

/** The title of the chart section a read belongs to: its retry is named for it. */
const SectionTitle = createContext<string | null>(null);

export interface ChartSectionProps {
  title: string;
  /** Beside the title: the section's one action (e.g. "Edit the care team"). */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled card of the chart, named by its heading for assistive technology. */
export function ChartSection({ title, action, children }: ChartSectionProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} size="sm">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
          {action}
        </HStack>
      </Card.Header>
      <Card.Body>
        <SectionTitle.Provider value={title}>{children}</SectionTitle.Provider>
      </Card.Body>
    </Card.Root>
  );
}

/** What staff and owners (and clinicians outside the caseload) see instead of clinical contents. */
export function CareTeamOnly() {
  const t = useT();
  return (
    <Alert.Root status="info" variant="subtle">
      <Alert.Indicator />
      <Alert.Title>{t('patientChart.careTeamOnly')}</Alert.Title>
    </Alert.Root>
  );
}

/**
 * A read that is under way (announced politely) or failed (with a retry named for the chart
 * section around it, "Try again: Notes": a chart may show several failed sections at once).
 */
export function ReadState(props: {
  loading: boolean;
  failed: boolean;
  loadingText: string;
  failedText: string;
  onRetry: () => void;
}) {
  const t = useT();
  const section = useContext(SectionTitle);
  if (props.failed) {
    return (
      <Stack gap="2" align="start">
        <FormFailure title={props.failedText} />
        <RetryButton
          size="sm"
          label={t('patientChart.retry')}
          section={section}
          onRetry={props.onRetry}
        />
      </Stack>
    );
  }
  return (
    <Text role="status" color="fg.muted" textStyle="sm">
      {props.loading ? props.loadingText : ''}
    </Text>
  );
}

/** "Show more" under a paged list, while more pages remain; busy while the next one loads. */
export function MoreButton(props: {
  hasMore: boolean;
  loading: boolean;
  label: string;
  onMore: () => void;
}) {
  if (!props.hasMore) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      alignSelf="start"
      loading={props.loading}
      onClick={props.onMore}
    >
      {props.label}
    </Button>
  );
}
