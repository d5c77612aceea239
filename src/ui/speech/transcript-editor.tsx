import { Button, Field, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { Transcript } from '../../../common/contracts/speech.contract';
import { useT } from '../i18n/i18n-context';
import { FormFailure, FormSuccessAlert } from '../session/form-alerts';
import { AppLink } from './app-link';
import type { NoteFormat } from '../../../common/contracts/notes.contract';
import { aiNoteHref, noteFormatsOffered } from './speech-format';
import { reasonText } from './speech-reasons';

export interface TranscriptEditorProps {
  encounterId: string;
  recordingId: string;
  transcript: Transcript;
  /** The session's clinician corrects it; others read it. */
  editable: boolean;
  /** The format of the session's note once one is started: only its form is offered. */
  noteFormat?: NoteFormat | null;
  pending?: boolean;
  /** The last correction was saved. */
  saved?: boolean;
  /** The correction was refused or did not arrive (the server's reason, if any). */
  failure?: string | null;
  onSave: (text: string) => void;
  onNavigate: (href: string) => void;
}

/** A BCP 47 tag for `lang`; providers may answer a language's name ("english"), which is not one. */
const languageTag = (language: string | null) =>
  language && /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(language) ? language : undefined;

/**
 * A recording's transcript, corrected in place by the session's clinician and saved on request,
 * with the ways on to a SOAP or DAP note drafted from it.
 */
export function TranscriptEditor(props: TranscriptEditorProps) {
  const { transcript, pending = false } = props;
  const t = useT();
  const headingId = useId();
  const [text, setText] = useState(transcript.text);
  const [submitted, setSubmitted] = useState(false);
  const empty = submitted && text.trim() === '';
  const dirty = text !== transcript.text;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Stack gap="1">
        <Heading as="h2" size="lg" id={headingId}>
          {t('speech.transcript.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('speech.transcript.meta', { provider: transcript.provider, model: transcript.model })}
          {transcript.correctedBy &&
            ` · ${t('speech.transcript.corrected', { name: transcript.correctedBy })}`}
        </Text>
      </Stack>
      {props.failure !== undefined && props.failure !== null && (
        <FormFailure
          title={[
            t('speech.transcript.failed'),
            reasonText(t, { step: 'transcription', status: 0, message: props.failure }),
          ]
            .filter(Boolean)
            .join(' ')}
        />
      )}
      {props.saved && !dirty && <FormSuccessAlert title={t('speech.transcript.saved')} />}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (pending || text.trim() === '') return;
          props.onSave(text.trim());
        }}
      >
        <Stack gap="3">
          <Field.Root invalid={empty} readOnly={!props.editable}>
            <Field.Label>{t('speech.transcript.label')}</Field.Label>
            <Textarea
              value={text}
              onChange={(event) => setText(event.target.value)}
              readOnly={!props.editable}
              rows={10}
              resize="vertical"
              lang={languageTag(transcript.language)}
            />
            {empty && <Field.ErrorText>{t('speech.transcript.empty')}</Field.ErrorText>}
            {!props.editable && (
              <Field.HelperText>{t('speech.transcript.readOnly')}</Field.HelperText>
            )}
          </Field.Root>
          {props.editable && (
            <HStack gap="3" wrap="wrap">
              <Button
                type="submit"
                colorPalette="blue"
                loading={pending}
                loadingText={t('speech.transcript.saving')}
              >
                {t('speech.transcript.save')}
              </Button>
            </HStack>
          )}
        </Stack>
      </form>
      <Stack gap="2">
        {noteFormatsOffered(props.noteFormat).map((format) => (
          <AppLink
            key={format}
            href={aiNoteHref(format, props.encounterId, props.recordingId)}
            label={
              format === 'soap' ? t('speech.transcript.draftSoap') : t('speech.transcript.draftDap')
            }
            onNavigate={props.onNavigate}
          />
        ))}
      </Stack>
    </Stack>
  );
}
