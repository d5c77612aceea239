import { Alert, Button, Dialog, Field, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { dialogSlotRecipe } from '../theme/recipes';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LITERATURE_LIMITS, type Article } from '../../../common/contracts/literature.contract';
import type { PatientSummary } from '../../../common/contracts/patients.contract';
import { useT } from '../i18n/i18n-context';
import { FormFailure } from '../session/form-alerts';
import { OverlayPortal } from '../theme/overlay-portal';
import { PatientPicker, patientName, type PatientChoices } from './patient-picker';

/** The answer to the last save: stored, already on that list (409), or refused otherwise. */
export type SaveOutcome =
  { kind: 'saved' } | { kind: 'duplicate' } | { kind: 'failed'; detail: string };

type Target = 'clinic' | 'patient';

export interface SaveArticleDialogProps {
  /** The article to save; null keeps the dialog closed. */
  article: Article | null;
  /** `writeClinical`: a patient's chart is offered only to who may write it. */
  canSaveToPatient: boolean;
  patientQuery: string;
  onPatientQuery: (q: string) => void;
  patientChoices: PatientChoices;
  /** Told when the member switches between the clinic's list and a patient's chart. */
  onChooseTarget?: (target: Target) => void;
  pending?: boolean;
  outcome?: SaveOutcome | null;
  onSave: (save: { patientId: string | null; note: string }) => void;
  onClose: () => void;
  /** Renders in place without trapping focus (stories' previews). */
  inline?: boolean;
}

/**
 * Saves an article to the clinic's reading list or to a patient's chart, with a note. Focus
 * starts in the dialog, stays in it, and returns to the "Save" button that opened it (Chakra).
 */
export function SaveArticleDialog(props: SaveArticleDialogProps) {
  const { article, inline = false, pending = false, outcome = null } = props;
  const t = useT();
  const id = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const [target, setTarget] = useState<Target>('clinic');
  const [patient, setPatient] = useState<PatientSummary | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ patient?: boolean; note?: boolean }>({});
  const [shownFor, setShownFor] = useState(article?.key);
  if (shownFor !== article?.key) {
    setShownFor(article?.key);
    setTarget('clinic');
    setPatient(null);
    setNote('');
    setErrors({});
  }
  const saved = outcome?.kind === 'saved';
  useEffect(() => {
    if (saved) closeRef.current?.focus();
  }, [saved]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const problems = {
      patient: target === 'patient' && patient === null,
      note: note.trim().length > LITERATURE_LIMITS.noteMaxLength,
    };
    setErrors(problems);
    if (problems.patient || problems.note) return;
    props.onSave({
      patientId: target === 'patient' ? (patient?.id ?? null) : null,
      note: note.trim(),
    });
  };
  const choose = (patientId: string) =>
    setPatient(props.patientChoices.patients?.find((p) => p.id === patientId) ?? null);
  const savedText =
    target === 'patient' && patient
      ? t('literature.save.savedPatient', { name: patientName(patient) })
      : t('literature.save.savedClinic');
  const max = LITERATURE_LIMITS.noteMaxLength;

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={article !== null}
      onOpenChange={(details) => {
        if (!details.open && !pending) props.onClose();
      }}
      modal={!inline}
      trapFocus={!inline}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <OverlayPortal disabled={inline}>
        {!inline && <Dialog.Backdrop />}
        <Dialog.Positioner position={inline ? 'static' : undefined}>
          <Dialog.Content>
            {article && (
              <form noValidate onSubmit={submit}>
                <Dialog.Header>
                  <Dialog.Title>{t('literature.save.title')}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <Dialog.Description asChild>
                      <Text fontWeight="semibold" overflowWrap="anywhere">
                        {article.title}
                      </Text>
                    </Dialog.Description>
                    {saved && (
                      <Alert.Root status="success" role="status">
                        <Alert.Indicator />
                        <Alert.Title>{savedText}</Alert.Title>
                      </Alert.Root>
                    )}
                    {outcome?.kind === 'duplicate' && (
                      <Alert.Root status="warning" role="alert">
                        <Alert.Indicator />
                        <Alert.Title>{t('literature.save.duplicate')}</Alert.Title>
                      </Alert.Root>
                    )}
                    {outcome?.kind === 'failed' && (
                      <FormFailure
                        title={t('literature.save.failed', { detail: outcome.detail })}
                      />
                    )}
                    {!saved && (
                      <>
                        {props.canSaveToPatient ? (
                          <RadioGroup.Root
                            value={target}
                            onValueChange={(details) => {
                              const next: Target =
                                details.value === 'patient' ? 'patient' : 'clinic';
                              setTarget(next);
                              props.onChooseTarget?.(next);
                            }}
                          >
                            <RadioGroup.Label>{t('literature.save.where')}</RadioGroup.Label>
                            <Stack gap="2" mt="2">
                              {(['clinic', 'patient'] as const).map((value) => (
                                <RadioGroup.Item key={value} value={value}>
                                  <RadioGroup.ItemHiddenInput />
                                  <RadioGroup.ItemIndicator />
                                  <RadioGroup.ItemText>
                                    {t(`literature.save.${value}`)}
                                  </RadioGroup.ItemText>
                                </RadioGroup.Item>
                              ))}
                            </Stack>
                          </RadioGroup.Root>
                        ) : (
                          <Text>{t('literature.save.clinic')}</Text>
                        )}
                        {target === 'patient' && (
                          <PatientPicker
                            query={props.patientQuery}
                            onQuery={props.onPatientQuery}
                            {...props.patientChoices}
                            value={patient?.id ?? null}
                            onChange={choose}
                            error={
                              errors.patient ? t('literature.save.patientRequired') : undefined
                            }
                          />
                        )}
                        <Field.Root
                          invalid={errors.note === true}
                          ids={{ errorText: `${id}-note-error`, helperText: `${id}-note-help` }}
                        >
                          <Field.Label>{t('literature.save.note')}</Field.Label>
                          <Textarea
                            name="note"
                            rows={3}
                            value={note}
                            onChange={(event) => setNote(event.target.value)}
                            aria-describedby={
                              errors.note ? `${id}-note-error ${id}-note-help` : `${id}-note-help`
                            }
                          />
                          <Field.ErrorText>
                            {t('literature.save.noteTooLong', { max })}
                          </Field.ErrorText>
                          <Field.HelperText>
                            {t('literature.save.noteHelp', { max })}
                          </Field.HelperText>
                        </Field.Root>
                      </>
                    )}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer gap="3">
                  {saved ? (
                    <Button ref={closeRef} onClick={props.onClose}>
                      {t('literature.save.close')}
                    </Button>
                  ) : (
                    <>
                      <Button variant="outline" onClick={props.onClose} disabled={pending}>
                        {t('literature.save.cancel')}
                      </Button>
                      <Button
                        type="submit"
                        colorPalette="blue"
                        loading={pending}
                        loadingText={t('literature.save.pending')}
                      >
                        {t('literature.save.submit')}
                      </Button>
                    </>
                  )}
                </Dialog.Footer>
              </form>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </OverlayPortal>
    </Dialog.Root>
  );
}
