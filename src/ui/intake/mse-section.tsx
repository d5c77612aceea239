import { memo } from 'react';
import { Button, SimpleGrid } from '@chakra-ui/react';
import {
  inDomainOrder,
  isMseMultiDomain,
  MSE_DOMAIN_NAMES,
  MSE_DOMAINS,
  type MentalStatusExam,
  type MseDomain,
  type MseMultiDomain,
} from '../../../common/contracts/intake.contract';
import { useT } from '../i18n/i18n-context';
import { ChecklistGroup, ChoiceGroup, IntakeTextField } from './intake-fields';
import { IntakeSection } from './intake-section';
import { mseChoiceKey } from './mse-labels';

export interface MseSectionProps {
  value: MentalStatusExam;
  onChange: (value: MentalStatusExam) => void;
  onBlur?: () => void;
}

/**
 * Every domain at its first choice, "within normal limits": alone in the domains of several
 * choices, the one grade of insight and judgement.
 */
export function allWithinNormalLimits(value: MentalStatusExam): MentalStatusExam {
  const normal = Object.fromEntries(
    MSE_DOMAIN_NAMES.map((domain) => {
      const first = MSE_DOMAINS[domain][0];
      return [domain, isMseMultiDomain(domain) ? [first] : first];
    }),
  );
  return { ...value, ...normal };
}

/**
 * A domain's choices after a checkbox changed from `before` to `after`: "within normal limits"
 * stands alone, so checking it clears the others and checking another clears it.
 */
export function withNormalAlone(
  domain: MseMultiDomain,
  before: readonly string[],
  after: readonly string[],
): string[] {
  const normal = MSE_DOMAINS[domain][0];
  if (after.includes(normal) && !before.includes(normal)) return [normal];
  return inDomainOrder(
    domain,
    after.filter((choice) => choice !== normal || after.length === 1),
  );
}

/**
 * The mental status exam: any number of choices per domain ("choose all that apply"), one grade
 * for insight and for judgement, a shortcut for a normal exam, and notes.
 */
export const MseSection = memo(function MseSection({ value, onChange, onBlur }: MseSectionProps) {
  const t = useT();
  const labelOf = (domain: MseDomain) => (choice: string) => t(mseChoiceKey(domain, choice));
  return (
    <IntakeSection id="mse" title={t('intake.sections.mse')}>
      <Button
        alignSelf="start"
        variant="outline"
        onClick={() => {
          onChange(allWithinNormalLimits(value));
          onBlur?.();
        }}
      >
        {t('intake.mse.allNormal')}
      </Button>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {MSE_DOMAIN_NAMES.map((domain) =>
          isMseMultiDomain(domain) ? (
            <ChecklistGroup<string>
              key={domain}
              name={`mse-${domain}`}
              legend={t(`intake.mse.domain.${domain}`)}
              hint={t('intake.mse.chooseAll')}
              choices={MSE_DOMAINS[domain]}
              labelOf={labelOf(domain)}
              value={value[domain]}
              onChange={(next) =>
                onChange({ ...value, [domain]: withNormalAlone(domain, value[domain], next) })
              }
              onBlur={onBlur}
            />
          ) : (
            <ChoiceGroup<string>
              key={domain}
              name={`mse-${domain}`}
              legend={t(`intake.mse.domain.${domain}`)}
              choices={MSE_DOMAINS[domain]}
              labelOf={labelOf(domain)}
              value={value[domain]}
              onChange={(choice) => onChange({ ...value, [domain]: choice })}
              onBlur={onBlur}
            />
          ),
        )}
      </SimpleGrid>
      <IntakeTextField
        label={t('intake.mse.notes')}
        value={value.notes}
        maxLength={4_000}
        onChange={(notes) => onChange({ ...value, notes })}
        onBlur={onBlur}
      />
    </IntakeSection>
  );
});
