import { Code, DataList, Field, Input, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { codeRecipe } from '../theme/recipes';
import { useCheckedSubmit } from '../forms/use-checked-submit';
import { useT } from '../i18n/i18n-context';
import { AuthFormFrame } from '../session/auth-form-frame';
import { checkMrnSystem } from './mrn-system-validation';
import { SaveNotice } from './save-failure-alert';
import { SettingsCard, type SettingsSaveProps } from './settings-card';

export interface MrnSystemCardProps extends SettingsSaveProps {
  /** The https URL the clinic set; null: Praxis's default. */
  mrnSystem: string | null;
  /** Owners edit; everyone else reads. */
  editable: boolean;
}

/**
 * The address the clinic names its MRNs with for other systems (the FHIR identifier system,
 * issue 34): an https URL the clinic controls, or Praxis's default when none is set.
 */
export function MrnSystemCard(props: MrnSystemCardProps) {
  const t = useT();
  return (
    <SettingsCard title={t('clinic.mrnSystem.title')}>
      {props.editable ? <MrnSystemForm {...props} /> : <MrnSystemSummary {...props} />}
    </SettingsCard>
  );
}

function MrnSystemSummary({ mrnSystem }: MrnSystemCardProps) {
  const t = useT();
  return (
    <DataList.Root orientation="horizontal">
      <DataList.Item>
        <DataList.ItemLabel>{t('clinic.mrnSystem.label')}</DataList.ItemLabel>
        <DataList.ItemValue>
          {mrnSystem ? (
            <Code recipe={codeRecipe} dir="ltr" wordBreak="break-all">
              {mrnSystem}
            </Code>
          ) : (
            t('clinic.mrnSystem.default')
          )}
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}

/** The error appears on the first submit, then follows every change; the typed text stays. */
function MrnSystemForm({ mrnSystem, onSave, pending = false, failure, saved }: MrnSystemCardProps) {
  const t = useT();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(mrnSystem ?? '');
  const checked = checkMrnSystem(text);
  const { shown: error, submit } = useCheckedSubmit(
    'error' in checked ? checked.error : undefined,
    {
      pending,
      save: () => 'update' in checked && onSave(checked.update),
      refuse: () => inputRef.current?.focus(),
    },
  );

  return (
    <AuthFormFrame
      onSubmit={submit}
      submitLabel={t('clinic.mrnSystem.save')}
      pendingLabel={t('clinic.mrnSystem.saving')}
      pending={pending}
      intro={<Text>{t('clinic.mrnSystem.intro')}</Text>}
      notice={
        <SaveNotice failure={failure} saved={saved} savedTitle={t('clinic.mrnSystem.saved')} />
      }
      compactSubmit
    >
      <Field.Root
        invalid={error !== undefined}
        ids={{ errorText: `${id}-error`, helperText: `${id}-help` }}
      >
        <Field.Label>{t('clinic.mrnSystem.label')}</Field.Label>
        <Input
          ref={inputRef}
          name="mrnSystem"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          // A URL reads left to right in every language.
          dir="ltr"
          placeholder="https://records.example.org/mrn"
          aria-describedby={error ? `${id}-error ${id}-help` : `${id}-help`}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Field.HelperText>{t('clinic.mrnSystem.help')}</Field.HelperText>
        {error && <Field.ErrorText>{t(`clinic.mrnSystem.error.${error}`)}</Field.ErrorText>}
      </Field.Root>
    </AuthFormFrame>
  );
}
