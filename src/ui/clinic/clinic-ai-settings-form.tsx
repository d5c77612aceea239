import { Checkbox, Field, Input, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useRef, useState, type Ref } from 'react';
import type { ClinicSettings } from '../../../common/contracts/clinic.contract';
import type { MessageKey } from '../../i18n/i18n';
import { useCheckedSubmit } from '../forms/use-checked-submit';
import { useT } from '../i18n/i18n-context';
import { AuthFormFrame } from '../session/auth-form-frame';
import {
  AI_DRAFTING_CHOICES,
  AI_SETTINGS_LIMITS,
  AI_SETTINGS_PARAMS,
  aiSettingsValues,
  validateAiSettings,
  type AiSettingsValues,
  type Retention,
} from './ai-settings-validation';
import { SaveNotice } from './save-failure-alert';
import type { SettingsSaveProps } from './settings-card';

export interface ClinicAiSettingsFormProps extends SettingsSaveProps {
  settings: ClinicSettings;
}

const RETENTIONS: readonly Retention[] = ['record', 'days'];

const describedBy = (...parts: (string | false | undefined)[]) =>
  parts.filter(Boolean).join(' ') || undefined;

/** Errors appear on the first submit, then follow every change; the typed values stay on failure. */
export function AiSettingsForm({
  settings,
  onSave,
  pending = false,
  failure,
  saved,
}: ClinicAiSettingsFormProps) {
  const t = useT();
  const id = useId();
  const [values, setValues] = useState(() => aiSettingsValues(settings));
  const noteStyleRef = useRef<HTMLTextAreaElement>(null);
  const daysRef = useRef<HTMLInputElement>(null);
  const audioDaysRef = useRef<HTMLInputElement>(null);
  const checked = validateAiSettings(values);
  const { shown, submit } = useCheckedSubmit('errors' in checked ? checked.errors : undefined, {
    pending,
    save: () => 'update' in checked && onSave(checked.update),
    // The first field in error, in the form's order.
    refuse: () => {
      if (!('errors' in checked)) return;
      if (checked.errors.noteStyleInstructions) noteStyleRef.current?.focus();
      else if (checked.errors.audioRetentionDays) audioDaysRef.current?.focus();
      else daysRef.current?.focus();
    },
  });
  const errors = shown ?? {};
  const change = (next: Partial<AiSettingsValues>) => setValues((now) => ({ ...now, ...next }));

  const ids = {
    noteStyleError: `${id}-style-error`,
    noteStyleHelp: `${id}-style-help`,
    noteStyleCount: `${id}-style-count`,
    audioHelp: `${id}-audio-help`,
    daysError: `${id}-days-error`,
    daysHelp: `${id}-days-help`,
    audioDaysError: `${id}-audio-days-error`,
    audioDaysHelp: `${id}-audio-days-help`,
  };
  return (
    <AuthFormFrame
      onSubmit={submit}
      submitLabel={t('clinic.ai.save')}
      pendingLabel={t('clinic.ai.saving')}
      pending={pending}
      intro={<Text>{t('clinic.ai.intro')}</Text>}
      notice={<SaveNotice failure={failure} saved={saved} savedTitle={t('clinic.ai.saved')} />}
      compactSubmit
    >
      <RadioGroup.Root
        name="aiDrafting"
        value={values.aiDrafting}
        onValueChange={({ value }) => {
          const choice = AI_DRAFTING_CHOICES.find((c) => c === value);
          if (choice) change({ aiDrafting: choice });
        }}
      >
        <RadioGroup.Label>{t('clinic.ai.drafting')}</RadioGroup.Label>
        <Stack gap="3" mt="2">
          {AI_DRAFTING_CHOICES.map((choice) => (
            <Stack key={choice} gap="0.5">
              <RadioGroup.Item value={choice}>
                <RadioGroup.ItemHiddenInput aria-describedby={`${id}-${choice}`} />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(`clinic.ai.choice.${choice}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
              <Text id={`${id}-${choice}`} textStyle="sm" color="fg.muted" ps="6">
                {t(`clinic.ai.explain.${choice}`)}
              </Text>
            </Stack>
          ))}
        </Stack>
      </RadioGroup.Root>

      <Field.Root
        invalid={errors.noteStyleInstructions !== undefined}
        ids={{ errorText: ids.noteStyleError, helperText: ids.noteStyleHelp }}
      >
        <Field.Label>{t('clinic.ai.noteStyle')}</Field.Label>
        <Textarea
          ref={noteStyleRef}
          name="noteStyleInstructions"
          rows={4}
          value={values.noteStyleInstructions}
          onChange={(event) => change({ noteStyleInstructions: event.target.value })}
          aria-describedby={describedBy(
            errors.noteStyleInstructions && ids.noteStyleError,
            ids.noteStyleHelp,
            ids.noteStyleCount,
          )}
        />
        {errors.noteStyleInstructions && (
          <Field.ErrorText>{t(errors.noteStyleInstructions, AI_SETTINGS_PARAMS)}</Field.ErrorText>
        )}
        <Field.HelperText>{t('clinic.ai.noteStyleHelp')}</Field.HelperText>
        <Text id={ids.noteStyleCount} textStyle="xs" color="fg.muted">
          {t('clinic.ai.noteStyleCount', {
            count: values.noteStyleInstructions.length,
            max: AI_SETTINGS_LIMITS.noteStyleMax,
          })}
        </Text>
      </Field.Root>

      <Stack gap="1">
        <Checkbox.Root
          checked={values.keepAudio}
          onCheckedChange={({ checked: on }) => change({ keepAudio: on === true })}
        >
          <Checkbox.HiddenInput name="keepAudio" aria-describedby={ids.audioHelp} />
          <Checkbox.Control />
          <Checkbox.Label>{t('clinic.ai.keepAudio')}</Checkbox.Label>
        </Checkbox.Root>
        <Text id={ids.audioHelp} textStyle="sm" color="fg.muted" ps="6">
          {t('clinic.ai.keepAudioHelp')}
        </Text>
      </Stack>

      <DaysField
        name="audioRetentionDays"
        label={t('clinic.ai.audioDays')}
        help={t('clinic.ai.audioDaysHelp', AI_SETTINGS_PARAMS)}
        value={values.audioRetentionDays}
        onChange={(text) => change({ audioRetentionDays: text })}
        error={errors.audioRetentionDays}
        ids={{ error: ids.audioDaysError, help: ids.audioDaysHelp }}
        inputRef={audioDaysRef}
        inputMaxW="8rem"
      />

      <Stack gap="3">
        <RadioGroup.Root
          name="transcriptRetention"
          value={values.retention}
          onValueChange={({ value }) => change({ retention: value === 'days' ? 'days' : 'record' })}
        >
          <RadioGroup.Label>{t('clinic.ai.retention')}</RadioGroup.Label>
          <Stack gap="2" mt="2">
            {RETENTIONS.map((retention) => (
              <RadioGroup.Item key={retention} value={retention}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  {retention === 'record'
                    ? t('clinic.ai.retentionRecord')
                    : t('clinic.ai.retentionDays')}
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        {values.retention === 'days' && (
          <DaysField
            name="transcriptRetentionDays"
            label={t('clinic.ai.days')}
            help={t('clinic.ai.daysHelp', AI_SETTINGS_PARAMS)}
            value={values.retentionDays}
            onChange={(text) => change({ retentionDays: text })}
            error={errors.retentionDays}
            ids={{ error: ids.daysError, help: ids.daysHelp }}
            inputRef={daysRef}
            rootProps={{ maxW: '16rem', ps: '6' }}
          />
        )}
      </Stack>
    </AuthFormFrame>
  );
}

interface DaysFieldProps {
  name: string;
  label: string;
  help: string;
  value: string;
  onChange: (text: string) => void;
  error: MessageKey | undefined;
  ids: { error: string; help: string };
  inputRef: Ref<HTMLInputElement>;
  /** Layout of the whole field, or of its input alone. */
  rootProps?: Field.RootProps;
  inputMaxW?: string;
}

/** A required number of whole days (transcripts', audio's): label, input, error and help. */
function DaysField(props: DaysFieldProps) {
  const t = useT();
  return (
    <Field.Root
      invalid={props.error !== undefined}
      ids={{ errorText: props.ids.error, helperText: props.ids.help }}
      required
      {...props.rootProps}
    >
      <Field.Label>
        {props.label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        ref={props.inputRef}
        name={props.name}
        inputMode="numeric"
        autoComplete="off"
        maxW={props.inputMaxW}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-describedby={describedBy(props.error && props.ids.error, props.ids.help)}
      />
      {props.error && <Field.ErrorText>{t(props.error, AI_SETTINGS_PARAMS)}</Field.ErrorText>}
      <Field.HelperText>{props.help}</Field.HelperText>
    </Field.Root>
  );
}
