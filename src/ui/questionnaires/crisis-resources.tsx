import { Alert, List } from '@chakra-ui/react';
import type { CrisisLines } from '../../../common/contracts/questionnaires.contract';
import { useT } from '../i18n/i18n-context';

export interface CrisisResourcesProps {
  /** The clinic's lines; null or unset lines: only the default text, which names no number. */
  lines: CrisisLines | null;
}

/**
 * What a patient sees at once when PHQ-9 item 9 is above 0 (issue 36): the clinic's line and the
 * national line as the clinic wrote them, and always the default text (call the local emergency
 * number): Praxis never invents a number.
 */
export function CrisisResources({ lines }: CrisisResourcesProps) {
  const t = useT();
  const set = [
    ['questionnaires.crisis.clinicLine', lines?.clinicLine ?? null],
    ['questionnaires.crisis.nationalLine', lines?.nationalLine ?? null],
  ] as const;
  return (
    <Alert.Root status="warning" role="alert" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title fontSize="md">{t('questionnaires.crisis.title')}</Alert.Title>
        <Alert.Description>{t('questionnaires.crisis.body')}</Alert.Description>
        <List.Root ps="4" gap="1">
          {set.map(([label, line]) =>
            line ? (
              <List.Item key={label}>
                <strong>{t(label)}:</strong> {line}
              </List.Item>
            ) : null,
          )}
          <List.Item>{t('questionnaires.crisis.default')}</List.Item>
        </List.Root>
      </Alert.Content>
    </Alert.Root>
  );
}
