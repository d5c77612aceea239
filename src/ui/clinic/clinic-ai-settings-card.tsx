import { Card, Heading } from '@chakra-ui/react';
import { useId } from 'react';
import { useT } from '../i18n/i18n-context';
import { AiSettingsForm, type ClinicAiSettingsFormProps } from './clinic-ai-settings-form';
import { AiSettingsSummary } from './clinic-ai-settings-summary';

export interface ClinicAiSettingsCardProps extends ClinicAiSettingsFormProps {
  /** Owners edit; everyone else reads (nothing is offered they may not do). */
  editable: boolean;
}

/** The clinic's AI drafting, recordings and transcript settings (CLINICAL.md decisions 4 and 5). */
export function ClinicAiSettingsCard(props: ClinicAiSettingsCardProps) {
  const t = useT();
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h2" size="lg" id={headingId}>
          {t('clinic.ai.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        {props.editable ? (
          <AiSettingsForm {...props} />
        ) : (
          <AiSettingsSummary settings={props.settings} />
        )}
      </Card.Body>
    </Card.Root>
  );
}
