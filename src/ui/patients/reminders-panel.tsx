import { Stack, Switch, Text } from '@chakra-ui/react';
import type { PatientReminders } from '../../../common/contracts/reminders.contract';
import { useT } from '../i18n/i18n-context';
import { switchSlotRecipe } from '../theme/recipes';
import { FormFailure } from '../session/form-alerts';
import { ChartSection, ReadState } from './chart-section';

export interface RemindersPanelProps {
  reminders: PatientReminders | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Given to members who may switch them (staff, owners, the care team's clinicians). */
  onSwitch?: ((off: boolean) => void) | undefined;
  pending?: boolean;
  /** A switch the server refused or that failed, in its words. */
  failure?: string | null;
}

/**
 * Whether this patient gets session reminders by e-mail (issue 32), and if not, why: switched
 * off, no e-mail on file, or no consent to be contacted (recorded in Consents). The switch is
 * offered only to members who may use it.
 */
export function RemindersPanel(props: RemindersPanelProps) {
  const t = useT();
  const { reminders } = props;
  const missing = reminders
    ? [
        !reminders.hasEmail && t('patientChart.reminders.noEmail'),
        !reminders.contactConsent && t('patientChart.reminders.noConsent'),
      ].filter((reason): reason is string => Boolean(reason))
    : [];
  const goes = reminders && !reminders.off && missing.length === 0;
  return (
    <ChartSection title={t('patientChart.reminders.title')}>
      {!reminders ? (
        <ReadState
          loading={props.loading}
          failed={props.failed}
          loadingText={t('patientChart.reminders.loading')}
          failedText={t('patientChart.reminders.loadFailed')}
          onRetry={props.onRetry}
        />
      ) : (
        <Stack gap="3">
          <Text fontWeight="medium">
            {goes ? t('patientChart.reminders.on') : t('patientChart.reminders.notSent')}
          </Text>
          {missing.map((reason) => (
            <Text key={reason} color="fg.muted" textStyle="sm">
              {reason}
            </Text>
          ))}
          {props.onSwitch ? (
            <Switch.Root
              recipe={switchSlotRecipe}
              checked={!reminders.off}
              disabled={props.pending}
              onCheckedChange={({ checked }) => props.onSwitch?.(!checked)}
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{t('patientChart.reminders.switch')}</Switch.Label>
            </Switch.Root>
          ) : (
            reminders.off && <Text>{t('patientChart.reminders.off')}</Text>
          )}
          {props.failure && <FormFailure title={props.failure} />}
        </Stack>
      )}
    </ChartSection>
  );
}
