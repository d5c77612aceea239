import { Heading, List, Stack, Text } from '@chakra-ui/react';
import type { DocumentVersion } from '../../../common/contracts/documents.contract';
import { useI18n } from '../i18n/i18n-context';
import { formatClinicTime } from './note-time';

export interface NoteVersionsProps {
  versions: DocumentVersion[] | null;
  loading?: boolean;
  failed?: boolean;
  timeZone: string;
}

/** Every saved version of a note, newest first: who saved it and when. */
export function NoteVersions({ versions, loading, failed, timeZone }: NoteVersionsProps) {
  const { t, locale } = useI18n();
  return (
    <Stack as="section" gap="2" aria-labelledby="note-versions-title">
      <Heading as="h2" size="md" id="note-versions-title">
        {t('notes.versions.title')}
      </Heading>
      {loading && <Text role="status">{t('notes.versions.loading')}</Text>}
      {failed && <Text role="alert">{t('notes.versions.failed')}</Text>}
      {versions && versions.length === 0 && <Text>{t('notes.versions.empty')}</Text>}
      {versions && versions.length > 0 && (
        <List.Root ps="5">
          {versions.map((v) => (
            <List.Item key={v.version}>
              {t('notes.versions.item', {
                version: v.version,
                when: formatClinicTime(v.savedAt, locale, timeZone),
                name: v.savedByName,
              })}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
