import { Alert, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { DuplicateMatch } from '../../../common/contracts/patients.contract';
import type { RegistrationStep } from '../../machines/patients/patient-registration.selectors';
import { useT } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';
import { chartHref } from './chart-paths';

export interface DuplicateMatchesProps {
  matches: DuplicateMatch[];
  step: Exclude<RegistrationStep, 'form'>;
  pending?: boolean;
  onRegisterAnyway: () => void;
  onConfirm: () => void;
  onBack: () => void;
  onNavigate?: (href: string) => void;
}

/**
 * The clinic's likely matches of a registration, before anything is saved: open one of them, or
 * register a new record anyway, which asks once more (the server audits the yes).
 */
export function DuplicateMatches(props: DuplicateMatchesProps) {
  const { matches, step, pending = false } = props;
  const t = useT();
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('patients.duplicates.title', { count: matches.length })}</Alert.Title>
        <Alert.Description>
          <Stack gap="3" mt="2">
            <Text>{t('patients.duplicates.intro')}</Text>
            <List.Root gap="2" ps="5">
              {matches.map((match) => (
                <List.Item key={match.id}>
                  <HStack wrap="wrap" gap="3">
                    <Text fontWeight="medium" dir="auto">
                      {match.familyName}, {match.givenName}
                    </Text>
                    <Text>
                      {t('patients.duplicates.details', {
                        birthDate: match.birthDate,
                        mrn: match.mrn,
                      })}
                    </Text>
                    <AuthLink href={chartHref(match.id)} onNavigate={props.onNavigate}>
                      {t('patients.duplicates.openExisting')}
                    </AuthLink>
                  </HStack>
                </List.Item>
              ))}
            </List.Root>
            {step === 'matches' ? (
              <HStack>
                <Button variant="outline" onClick={props.onRegisterAnyway}>
                  {t('patients.duplicates.registerAnyway')}
                </Button>
              </HStack>
            ) : (
              <Stack gap="2">
                <Text fontWeight="medium">{t('patients.duplicates.confirmText')}</Text>
                <HStack wrap="wrap">
                  <Button colorPalette="red" loading={pending} onClick={props.onConfirm}>
                    {t('patients.duplicates.confirm')}
                  </Button>
                  <Button variant="ghost" disabled={pending} onClick={props.onBack}>
                    {t('patients.duplicates.back')}
                  </Button>
                </HStack>
              </Stack>
            )}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
