import { memo } from 'react';
import { Alert, Link, Stack, Text } from '@chakra-ui/react';
import { useT } from '../i18n/i18n-context';
import { CheckField } from './intake-fields';
import { sectionAnchor } from './intake-section';

export interface SafetyAlertProps {
  acknowledged: boolean;
  onAcknowledge: (acknowledged: boolean) => void;
  onBlur?: () => void;
  /** The patient's chart carries the 'suicide-risk' flag (saving the answer sets it). */
  flagged: boolean;
  readOnly?: boolean;
}

/**
 * PHQ-9 item 9 answered above 0: an assertive alert that asks for a risk assessment now, says the
 * chart is flagged, and takes the clinician's acknowledgement (needed, with a risk level and its
 * rationale, to sign).
 */
export const SafetyAlert = memo(function SafetyAlert(props: SafetyAlertProps) {
  const t = useT();
  return (
    <Alert.Root status="error" role="alert" variant="outline" alignItems="start">
      <Alert.Indicator />
      <Alert.Content>
        <Stack gap="2">
          <Alert.Title fontSize="md">{t('intake.safety.title')}</Alert.Title>
          <Alert.Description>
            <Stack gap="2">
              <Text>{t('intake.safety.body')}</Text>
              <Text fontWeight="semibold">
                {t(props.flagged ? 'intake.safety.flagged' : 'intake.safety.willFlag')}
              </Text>
              <Link href={`#${sectionAnchor('risk')}`} color="red.700" _dark={{ color: 'red.300' }}>
                {t('intake.safety.toRisk')}
              </Link>
              {props.readOnly ? (
                props.acknowledged && <Text>{t('intake.safety.acknowledged')}</Text>
              ) : (
                <CheckField
                  label={t('intake.safety.acknowledge')}
                  checked={props.acknowledged}
                  onChange={props.onAcknowledge}
                  onBlur={props.onBlur}
                />
              )}
            </Stack>
          </Alert.Description>
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
});
