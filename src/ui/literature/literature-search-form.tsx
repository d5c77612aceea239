import {
  Button,
  chakra,
  Checkbox,
  CheckboxGroup,
  Field,
  Fieldset,
  HStack,
  Input,
  Stack,
  Wrap,
} from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { ARTICLE_TYPES, LITERATURE_LIMITS } from '../../../common/contracts/literature.contract';
import { useT } from '../i18n/i18n-context';
import {
  errorParams,
  toFormValues,
  validateSearch,
  type LiteratureFilters,
  type SearchFormErrors,
} from './search-form-validation';

export interface LiteratureSearchFormProps {
  /** The search the page shows (from its URL); the form starts from it. */
  initial: LiteratureFilters;
  /** Sent with a valid search; a search under way never blocks a new one. */
  onSearch: (filters: LiteratureFilters) => void;
}

type YearField = 'yearFrom' | 'yearTo';

/**
 * The query and its filters, checked with the contract's schema before anything is sent: each
 * problem is said under its field, and focus moves to the first one.
 */
export function LiteratureSearchForm({ initial, onSearch }: LiteratureSearchFormProps) {
  const t = useT();
  const id = useId();
  const [values, setValues] = useState(() => toFormValues(initial));
  const [errors, setErrors] = useState<SearchFormErrors>({});
  const refs: Record<keyof SearchFormErrors, RefObject<HTMLInputElement | null>> = {
    q: useRef<HTMLInputElement>(null),
    yearFrom: useRef<HTMLInputElement>(null),
    yearTo: useRef<HTMLInputElement>(null),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateSearch(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      const first = (['q', 'yearFrom', 'yearTo'] as const).find((field) => checked.errors[field]);
      if (first) refs[first].current?.focus();
      return;
    }
    setErrors({});
    onSearch(checked.filters);
  };

  const message = (field: keyof SearchFormErrors) => {
    const key = errors[field];
    return key ? t(key, errorParams(field)) : undefined;
  };
  const describedBy = (field: keyof SearchFormErrors, help?: string) =>
    [errors[field] ? `${id}-${field}-error` : null, help].filter(Boolean).join(' ') || undefined;

  const yearField = (field: YearField) => (
    <Field.Root
      invalid={errors[field] !== undefined}
      ids={{ errorText: `${id}-${field}-error` }}
      maxW="14rem"
    >
      <Field.Label>{t(`literature.form.${field}`)}</Field.Label>
      <Input
        ref={refs[field]}
        name={field}
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        value={values[field]}
        onChange={(event) => setValues({ ...values, [field]: event.target.value })}
        aria-describedby={describedBy(field)}
      />
      <Field.ErrorText>{message(field)}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <chakra.form role="search" aria-label={t('literature.form.label')} noValidate onSubmit={submit}>
      <Stack gap="4">
        <Field.Root
          invalid={errors.q !== undefined}
          ids={{ errorText: `${id}-q-error`, helperText: `${id}-q-help` }}
        >
          <Field.Label>{t('literature.form.query')}</Field.Label>
          <HStack gap="2" align="start" width="full">
            <Input
              ref={refs.q}
              name="q"
              type="search"
              autoComplete="off"
              value={values.q}
              onChange={(event) => setValues({ ...values, q: event.target.value })}
              aria-describedby={describedBy('q', `${id}-q-help`)}
            />
            <Button type="submit" colorPalette="blue">
              {t('literature.form.submit')}
            </Button>
          </HStack>
          <Field.ErrorText>{message('q')}</Field.ErrorText>
          <Field.HelperText>
            {t('literature.form.queryHelp', { max: LITERATURE_LIMITS.queryMaxLength })}
          </Field.HelperText>
        </Field.Root>
        <Fieldset.Root>
          <Fieldset.Legend>{t('literature.form.filters')}</Fieldset.Legend>
          <Stack gap="4" mt="2">
            <Wrap gap="4">
              {yearField('yearFrom')}
              {yearField('yearTo')}
            </Wrap>
            <Fieldset.Root>
              <Fieldset.Legend textStyle="sm">{t('literature.form.types')}</Fieldset.Legend>
              <CheckboxGroup
                name="types"
                value={values.types}
                onValueChange={(next) =>
                  setValues({
                    ...values,
                    types: ARTICLE_TYPES.filter((type) => next.includes(type)),
                  })
                }
              >
                <Wrap gap="4" mt="1">
                  {ARTICLE_TYPES.map((type) => (
                    <Checkbox.Root key={type} value={type}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{t(`literature.types.${type}`)}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Wrap>
              </CheckboxGroup>
            </Fieldset.Root>
            <Checkbox.Root
              checked={values.freeFullText}
              onCheckedChange={(details) =>
                setValues({ ...values, freeFullText: details.checked === true })
              }
            >
              <Checkbox.HiddenInput name="freeFullText" />
              <Checkbox.Control />
              <Checkbox.Label>{t('literature.form.freeFullText')}</Checkbox.Label>
            </Checkbox.Root>
          </Stack>
        </Fieldset.Root>
      </Stack>
    </chakra.form>
  );
}
