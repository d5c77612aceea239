import { Button, Field, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '../theme/recipes';
import { useId, useState, type FormEvent } from 'react';
import {
  AGE_GROUPS,
  KNOWLEDGE_LIMITS,
  MATCH_DIAGNOSES_MAX,
  type AgeGroup,
} from '../../../common/contracts/knowledge.contract';
import { useT } from '../i18n/i18n-context';
import type { ChosenCode } from '../codes/chosen-codes';
import { CodesPicker } from '../codes/codes-picker';

export interface MatcherQuery {
  diagnoses: string[];
  problems: string;
  ageGroup: AgeGroup | null;
}

export interface MatcherCodesFormProps {
  onSubmit: (query: MatcherQuery) => void;
  pending: boolean;
}

/** The matcher's own inputs: ICD-10-CM diagnoses, presenting problems in words, an age group. */
export function MatcherCodesForm({ onSubmit, pending }: MatcherCodesFormProps) {
  const t = useT();
  const problemsId = useId();
  const ageId = useId();
  const [diagnoses, setDiagnoses] = useState<ChosenCode[]>([]);
  const [problems, setProblems] = useState('');
  const [ageGroup, setAgeGroup] = useState<AgeGroup | null>(null);
  const [formError, setFormError] = useState(false);
  const codes = diagnoses.map((diagnosis) => diagnosis.code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (diagnoses.length === 0 && !problems.trim()) {
      setFormError(true);
      return;
    }
    onSubmit({ diagnoses: codes, problems: problems.trim(), ageGroup });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('knowledge.matcher.mode.codes')}>
      <Stack gap="4">
        <CodesPicker
          value={diagnoses}
          onChange={(chosen) => {
            setDiagnoses(chosen);
            setFormError(false);
          }}
          max={MATCH_DIAGNOSES_MAX}
          limit={10}
          labels={{
            chosen: {
              none: t('knowledge.matcher.codes.none'),
              list: t('knowledge.matcher.codes.chosen'),
              removeShort: t('knowledge.matcher.codes.removeShort'),
              remove: (code) => t('knowledge.matcher.codes.remove', { code }),
            },
            search: {
              label: t('knowledge.matcher.codes.search'),
              hint: t('knowledge.matcher.codes.hint'),
              results: t('knowledge.matcher.codes.results'),
              alreadyChosen: t('knowledge.matcher.codes.alreadyChosen'),
            },
          }}
          typedCodes={{ invalid: (text) => t('knowledge.matcher.codes.invalid', { text }) }}
        />
        <Field.Root>
          <Field.Label htmlFor={problemsId}>{t('knowledge.matcher.codes.problems')}</Field.Label>
          <Textarea
            id={problemsId}
            value={problems}
            rows={3}
            maxLength={KNOWLEDGE_LIMITS.problemsMaxLength}
            onChange={(event) => {
              setProblems(event.target.value);
              setFormError(false);
            }}
          />
          <Field.HelperText>{t('knowledge.matcher.codes.problemsHint')}</Field.HelperText>
        </Field.Root>
        <Field.Root maxW="20rem">
          <Field.Label htmlFor={ageId}>{t('knowledge.matcher.codes.ageGroup')}</Field.Label>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field
              id={ageId}
              value={ageGroup ?? ''}
              onChange={(event) => setAgeGroup((event.target.value || null) as AgeGroup | null)}
            >
              <option value="">{t('knowledge.matcher.codes.anyAge')}</option>
              {AGE_GROUPS.map((age) => (
                <option key={age} value={age}>
                  {t(`knowledge.ageGroup.${age}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {formError && (
          <Text role="alert" color="fg.error">
            {t('knowledge.matcher.codes.needSomething')}
          </Text>
        )}
        <Button
          type="submit"
          colorPalette="blue"
          alignSelf="start"
          loading={pending}
          loadingText={t('knowledge.matcher.loading')}
        >
          {t('knowledge.matcher.codes.submit')}
        </Button>
      </Stack>
    </form>
  );
}
