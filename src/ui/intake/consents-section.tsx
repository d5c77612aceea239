import { memo } from 'react';
import { Fieldset, Stack, Text } from '@chakra-ui/react';
import {
  CONSENT_KINDS_BY_HAND,
  consentKind,
  type ConsentKind,
} from '../../../common/contracts/patients.contract';
import { useT } from '../i18n/i18n-context';
import { CheckField } from './intake-fields';
import { IntakeSection } from './intake-section';

export interface ConsentsSectionProps {
  value: ConsentKind[];
  onChange: (value: ConsentKind[]) => void;
  onBlur?: () => void;
}

/**
 * The consents discussed at intake; signing records each checked one as granted. The portal's is
 * not offered: the portal invitation records it.
 */
export const ConsentsSection = memo(function ConsentsSection({
  value,
  onChange,
  onBlur,
}: ConsentsSectionProps) {
  const t = useT();
  const toggle = (kind: ConsentKind, on: boolean) =>
    onChange(consentKind.options.filter((k) => (k === kind ? on : value.includes(k))));
  return (
    <IntakeSection id="consents" title={t('intake.sections.consents')}>
      <Fieldset.Root>
        <Fieldset.Legend>{t('intake.consents.legend')}</Fieldset.Legend>
        <Fieldset.HelperText>
          <Text as="span">{t('intake.consents.hint')}</Text>
        </Fieldset.HelperText>
        <Stack gap="2" mt="2">
          {CONSENT_KINDS_BY_HAND.map((kind) => (
            <CheckField
              key={kind}
              label={t(`intake.consents.kinds.${kind}`)}
              checked={value.includes(kind)}
              onChange={(on) => toggle(kind, on)}
              onBlur={onBlur}
            />
          ))}
        </Stack>
      </Fieldset.Root>
    </IntakeSection>
  );
});
