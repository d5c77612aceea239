import { Alert } from '@chakra-ui/react';
import { useI18n } from '../i18n/i18n-context';

/** Outside English, says that the entries are the team's English (the page around is translated). */
export function EnglishOnlyNote() {
  const { t, locale } = useI18n();
  if (locale === 'en') return null;
  return (
    <Alert.Root status="info" variant="subtle" size="sm">
      <Alert.Indicator />
      <Alert.Title>{t('knowledge.englishOnly')}</Alert.Title>
    </Alert.Root>
  );
}
