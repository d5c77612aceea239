import { EmptyState } from '@chakra-ui/react';
import { UserX } from 'lucide-react';
import { useT } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';
import { patientListHref } from './chart-paths';

/** A chart link to a patient the clinic does not have (or no patient at all): never a blank page. */
export function ChartNotFound({ onNavigate }: { onNavigate?: (href: string) => void }) {
  const t = useT();
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="lg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <UserX aria-hidden="true" />
        </EmptyState.Indicator>
        <EmptyState.Title as="h1">{t('patientChart.notFound.title')}</EmptyState.Title>
        <EmptyState.Description>{t('patientChart.notFound.body')}</EmptyState.Description>
        <AuthLink href={patientListHref} onNavigate={onNavigate}>
          {t('patientChart.notFound.back')}
        </AuthLink>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
