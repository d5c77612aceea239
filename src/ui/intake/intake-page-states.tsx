import { EmptyState, Heading, Stack } from '@chakra-ui/react';
import { FileX, ShieldX } from 'lucide-react';
import { useT } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';

const HOSPITAL = '/app/panels/hospital';
export const patientListHref = `${HOSPITAL}/patient`;
export const chartHref = (patientId: string) =>
  `${HOSPITAL}/patientdashboard?id=${encodeURIComponent(patientId)}`;

/** A member without clinical rights (staff, owner only): told who writes intakes, never the form. */
export function ClinicianOnly({ onNavigate }: { onNavigate?: (href: string) => void }) {
  const t = useT();
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="lg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <ShieldX aria-hidden="true" />
        </EmptyState.Indicator>
        <EmptyState.Title as="h1">{t('intake.clinicianOnly.title')}</EmptyState.Title>
        <EmptyState.Description>{t('intake.clinicianOnly.body')}</EmptyState.Description>
        <AuthLink href={patientListHref} onNavigate={onNavigate}>
          {t('intake.notFound.back')}
        </AuthLink>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** A link to a patient or intake the caller may not see, or no patient at all. */
export function IntakeNotFound({ onNavigate }: { onNavigate?: (href: string) => void }) {
  const t = useT();
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="lg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <FileX aria-hidden="true" />
        </EmptyState.Indicator>
        <EmptyState.Title as="h1">{t('intake.notFound.title')}</EmptyState.Title>
        <EmptyState.Description>{t('intake.notFound.body')}</EmptyState.Description>
        <AuthLink href={patientListHref} onNavigate={onNavigate}>
          {t('intake.notFound.back')}
        </AuthLink>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** The page's title and the way back to the chart. */
export function IntakeHeader(props: {
  patientName: string;
  patientId: string;
  onNavigate?: (href: string) => void;
}) {
  const t = useT();
  return (
    <Stack gap="1" as="header">
      <Heading as="h1" size="xl">
        {t('intake.titleFor', { name: props.patientName })}
      </Heading>
      <AuthLink href={chartHref(props.patientId)} onNavigate={props.onNavigate}>
        {t('intake.backToChart')}
      </AuthLink>
    </Stack>
  );
}
