import { Checkbox, Fieldset, Stack, Text } from '@chakra-ui/react';
import type { FieldSuggestions } from '../../../common/contracts/drafting.contract';
import type { RiskUpdate } from '../../../common/contracts/notes.contract';
import type { MessageKey } from '../../i18n/i18n';
import { useI18n } from '../i18n/i18n-context';
import { useInterventionLabel } from './note-fields-editor';

export interface AiDraftSuggestionsProps {
  suggestions: FieldSuggestions;
  interventions: readonly string[];
  risk: { value: RiskUpdate; note: string } | null;
  onInterventionsChange: (interventions: string[]) => void;
  onRiskChange: (risk: { value: RiskUpdate; note: string } | null) => void;
}

/** The names the drafter suggests that are not among the clinic's defaults, still translated. */
const EXTRA_INTERVENTIONS = ['grounding', 'problem solving', 'role play', 'relaxation'];

/**
 * The structured fields the drafter read from the text (issue 30), each a box the clinician ticks:
 * nothing reaches the note's "Interventions used" or "Risk update" without it.
 */
export function AiDraftSuggestions(props: AiDraftSuggestionsProps) {
  const { t } = useI18n();
  const { interventions, riskUpdate } = props.suggestions;
  const labelOf = useInterventionLabel();
  const nameOf = (value: string) =>
    EXTRA_INTERVENTIONS.includes(value)
      ? t(`notes.intervention.${value}` as MessageKey)
      : labelOf(value);
  const toggle = (value: string, on: boolean) =>
    props.onInterventionsChange(
      on ? [...props.interventions, value] : props.interventions.filter((v) => v !== value),
    );
  return (
    <Fieldset.Root borderWidth="1px" borderRadius="md" p="3">
      <Fieldset.Legend fontWeight="semibold">
        {t('notes.ai.review.suggestionsTitle')}
      </Fieldset.Legend>
      <Fieldset.HelperText>{t('notes.ai.review.suggestionsHint')}</Fieldset.HelperText>
      {interventions.length === 0 && riskUpdate === null ? (
        <Text color="fg.muted">{t('notes.ai.review.noSuggestions')}</Text>
      ) : (
        <Stack gap="3" mt="2">
          {interventions.length > 0 && (
            <Stack gap="1" role="group" aria-label={t('notes.ai.review.suggestInterventions')}>
              <Text fontWeight="medium">{t('notes.ai.review.suggestInterventions')}</Text>
              {interventions.map(({ value }) => (
                <Checkbox.Root
                  key={value}
                  checked={props.interventions.includes(value)}
                  onCheckedChange={(details) => toggle(value, details.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{nameOf(value)}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          )}
          {riskUpdate && (
            <Checkbox.Root
              alignItems="start"
              checked={props.risk !== null}
              onCheckedChange={(details) =>
                props.onRiskChange(
                  details.checked === true
                    ? { value: riskUpdate.value, note: riskUpdate.note }
                    : null,
                )
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <Text as="span" display="block" fontWeight="medium">
                  {t('notes.ai.review.suggestRisk', {
                    value: t(`notes.risk.${riskUpdate.value}`),
                  })}
                </Text>
                <Text as="span" display="block" fontWeight="normal">
                  {t('notes.ai.review.suggestRiskNote', { note: riskUpdate.note })}
                </Text>
              </Checkbox.Label>
            </Checkbox.Root>
          )}
        </Stack>
      )}
    </Fieldset.Root>
  );
}
