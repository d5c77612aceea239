import { Heading, List, Stack, Text } from '@chakra-ui/react';
import type { DocumentVersion } from '../../../common/contracts/documents.contract';
import { useI18n } from '../i18n/i18n-context';

export interface IntakeVersionsProps {
  versions: DocumentVersion[] | null;
  loading?: boolean;
  failed?: boolean;
  /** The clinic's time zone: every time is shown in it. */
  timeZone?: string;
}

/** Every saved version of an intake, newest first: which, when (clinic's zone), and who saved it. */
export function IntakeVersions({ versions, loading, failed, timeZone }: IntakeVersionsProps) {
  const { t, locale } = useI18n();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
      new Date(iso),
    );
  return (
    <Stack as="section" gap="2" aria-labelledby="intake-versions-title">
      <Heading as="h2" size="md" id="intake-versions-title">
        {t('intake.versions.title')}
      </Heading>
      {loading && <Text role="status">{t('intake.versions.loading')}</Text>}
      {failed && <Text role="alert">{t('intake.versions.failed')}</Text>}
      {versions && versions.length === 0 && <Text>{t('intake.versions.empty')}</Text>}
      {versions && versions.length > 0 && (
        <List.Root ps="5">
          {versions.map((v) => (
            <List.Item key={v.version}>
              {t('intake.versions.item', {
                version: v.version,
                when: when(v.savedAt),
                name: v.savedByName,
              })}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
