import { Heading, Stack } from '@chakra-ui/react';
import { useT } from '../../ui/i18n/i18n-context';
import { SharedDocumentsSlot } from './portal-records-slots';

/** `/portal/documents` (issue 36): everything the clinician shared, and the record download. */
export default function PortalDocumentsPage() {
  const t = useT();
  return (
    <Stack gap="4" maxW="2xl" w="full" mx="auto">
      <Heading as="h1" size="2xl">
        {t('shares.portal.documentsTitle')}
      </Heading>
      <SharedDocumentsSlot />
    </Stack>
  );
}
