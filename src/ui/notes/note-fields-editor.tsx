import {
  Checkbox,
  Field,
  Fieldset,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '../theme/recipes';
import { memo, useId, type ReactNode } from 'react';
import type { EncounterModality } from '../../../common/contracts/encounters.contract';
import {
  DEFAULT_INTERVENTIONS,
  type NoteFields,
  type RiskUpdate,
} from '../../../common/contracts/notes.contract';
import type { MessageKey } from '../../i18n/i18n';
import { useT } from '../i18n/i18n-context';

const MODALITIES: EncounterModality[] = ['in-person', 'video', 'phone'];
const RISK_UPDATES: RiskUpdate[] = ['no-change', 'decreased', 'increased', 'new-concern'];

export interface NoteFieldsEditorProps {
  fields: NoteFields;
  onFields: (fields: NoteFields) => void;
  onBlur?: () => void;
  /** The clinic's list of interventions (the default list unless its settings name others). */
  interventions?: readonly string[];
}

function Labelled({
  label,
  help,
  children,
}: {
  label: string;
  help?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Field.Root id={id}>
      <Field.Label>{label}</Field.Label>
      {children}
      {help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}

/** The label of an intervention: translated when it is one of the defaults. */
export function useInterventionLabel() {
  const t = useT();
  return (name: string) =>
    (DEFAULT_INTERVENTIONS as readonly string[]).includes(name)
      ? t(`notes.intervention.${name}` as MessageKey)
      : name;
}

/** The structured fields of a note: times, modality, participants, interventions, risk, next. */
export const NoteFieldsEditor = memo(function NoteFieldsEditor(props: NoteFieldsEditorProps) {
  const { fields, onFields, onBlur, interventions = DEFAULT_INTERVENTIONS } = props;
  const t = useT();
  const label = useInterventionLabel();
  const set = <K extends keyof NoteFields>(key: K, value: NoteFields[K]) =>
    onFields({ ...fields, [key]: value });
  const toggle = (name: string, on: boolean) =>
    set(
      'interventions',
      on ? [...fields.interventions, name] : fields.interventions.filter((i) => i !== name),
    );
  return (
    <Fieldset.Root onBlur={onBlur}>
      <Fieldset.Legend fontSize="md" fontWeight="semibold">
        {t('notes.fields.legend')}
      </Fieldset.Legend>
      <Stack gap="4" mt="2">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Labelled label={t('notes.fields.startTime')} help={t('notes.fields.timeHelp')}>
            <Input
              type="time"
              name="startTime"
              value={fields.startTime ?? ''}
              onChange={(e) => set('startTime', e.target.value || null)}
            />
          </Labelled>
          <Labelled label={t('notes.fields.endTime')} help={t('notes.fields.timeHelp')}>
            <Input
              type="time"
              name="endTime"
              value={fields.endTime ?? ''}
              onChange={(e) => set('endTime', e.target.value || null)}
            />
          </Labelled>
          <Labelled label={t('notes.fields.modality')}>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field
                name="modality"
                value={fields.modality ?? ''}
                onChange={(e) =>
                  set('modality', (e.target.value || null) as EncounterModality | null)
                }
              >
                <option value="">{t('notes.fields.noModality')}</option>
                {MODALITIES.map((m) => (
                  <option key={m} value={m}>
                    {t(`notes.modality.${m}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Labelled>
        </SimpleGrid>
        <Labelled label={t('notes.fields.participants')} help={t('notes.fields.participantsHelp')}>
          <Input
            name="participants"
            value={fields.participants}
            onChange={(e) => set('participants', e.target.value)}
          />
        </Labelled>
        <Fieldset.Root>
          <Fieldset.Legend>{t('notes.fields.interventions')}</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2" mt="2">
            {interventions.map((name) => (
              <Checkbox.Root
                key={name}
                checked={fields.interventions.includes(name)}
                onCheckedChange={(details) => toggle(name, details.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{label(name)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        </Fieldset.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Labelled label={t('notes.fields.riskUpdate')}>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field
                name="riskUpdate"
                value={fields.riskUpdate ?? ''}
                onChange={(e) => set('riskUpdate', (e.target.value || null) as RiskUpdate | null)}
              >
                <option value="">{t('notes.fields.noRiskUpdate')}</option>
                {RISK_UPDATES.map((r) => (
                  <option key={r} value={r}>
                    {t(`notes.risk.${r}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Labelled>
          <Labelled label={t('notes.fields.nextSession')} help={t('notes.fields.nextSessionHelp')}>
            <Input
              name="nextSession"
              value={fields.nextSession}
              onChange={(e) => set('nextSession', e.target.value)}
            />
          </Labelled>
        </SimpleGrid>
        <Labelled label={t('notes.fields.riskNote')}>
          <Textarea
            name="riskNote"
            rows={2}
            value={fields.riskNote}
            onChange={(e) => set('riskNote', e.target.value)}
          />
        </Labelled>
      </Stack>
    </Fieldset.Root>
  );
});
