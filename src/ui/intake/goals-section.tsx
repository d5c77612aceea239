import { Button, Field, HStack, Input, List, Text } from '@chakra-ui/react';
import { memo, useState, type SyntheticEvent } from 'react';
import { useT } from '../i18n/i18n-context';
import { IntakeSection } from './intake-section';

const MAX_GOALS = 20;

export interface GoalsSectionProps {
  value: string[];
  onChange: (value: string[]) => void;
}

/** The treatment goals agreed at intake: a list to add to and remove from. */
export const GoalsSection = memo(function GoalsSection({ value, onChange }: GoalsSectionProps) {
  const t = useT();
  const [draft, setDraft] = useState('');
  const add = (event: SyntheticEvent) => {
    event.preventDefault();
    const goal = draft.trim();
    if (goal === '' || value.length >= MAX_GOALS) return;
    onChange([...value, goal]);
    setDraft('');
  };
  return (
    <IntakeSection id="goals" title={t('intake.sections.goals')}>
      {value.length === 0 ? (
        <Text color="fg.muted">{t('intake.goals.none')}</Text>
      ) : (
        <List.Root as="ol" ps="5" gap="2" aria-label={t('intake.sections.goals')}>
          {value.map((goal, index) => (
            <List.Item key={`${index}-${goal}`}>
              <HStack justify="space-between" gap="3" wrap="wrap">
                <Text>{goal}</Text>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('intake.goals.remove', { n: index + 1 })}
                  onClick={() => onChange(value.filter((_, at) => at !== index))}
                >
                  {t('intake.goals.removeShort')}
                </Button>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      {value.length < MAX_GOALS && (
        <form onSubmit={add} noValidate>
          <HStack align="end" gap="2">
            <Field.Root flex="1">
              <Field.Label>{t('intake.goals.new')}</Field.Label>
              <Input value={draft} maxLength={500} onChange={(e) => setDraft(e.target.value)} />
            </Field.Root>
            <Button type="submit" variant="outline">
              {t('intake.goals.add')}
            </Button>
          </HStack>
        </form>
      )}
    </IntakeSection>
  );
});
