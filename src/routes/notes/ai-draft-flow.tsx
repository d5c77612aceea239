import { Heading, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { fromCallback, fromPromise } from 'xstate';
import {
  NOTE_SECTIONS,
  type NoteContent,
  type Note,
  type NoteFormat,
} from '../../../common/contracts/notes.contract';
import { noteDraftsApi } from '../../api/notes/note-drafts.api';
import { notesApi } from '../../api/notes/notes.api';
import { aiDraftMachine } from '../../machines/notes/ai-draft.machine';
import {
  selectDictation,
  selectDictationFailure,
  selectDraft,
  selectDraftFailure,
  selectInterim,
  selectMayRetryUse,
  selectSlow,
  selectSource,
  selectStep,
  selectSummary,
  selectSummaryMissing,
  selectUseFailure,
} from '../../machines/notes/ai-draft.selectors';
import type { DictationCommand } from '../../machines/notes/ai-draft.types';
import {
  dictationLanguageOf,
  recognitionOf,
  startDictation,
} from '../../platform/dictation/dictation';
import { useI18n } from '../../ui/i18n/i18n-context';
import { AiDraftReview } from '../../ui/notes/ai-draft-review';
import {
  fieldsAfterEdits,
  sectionsAfterEdits,
  type DraftEdits,
} from '../../ui/notes/ai-draft-edits';
import {
  AiDraftFailed,
  AiDrafting,
  AiUseFailed,
  ReplaceTextDialog,
} from '../../ui/notes/ai-draft-states';
import {
  AiSourceChooser,
  type AiTranscriptOption,
  type DrafterChoice,
} from '../../ui/notes/ai-source-chooser';
import { notePageHref } from '../../ui/notes/note-page-states';
import { useNoteSaved } from './note-queries';

export interface AiDraftFlowProps {
  encounterId: string;
  format: NoteFormat;
  /** The session's draft note, if it has one (a signed note never reaches here). */
  note: Note | null;
  transcripts: AiTranscriptOption[];
  speechFailed: boolean;
  /** `?recording=`, when it names one of the transcripts. */
  recordingId: string | null;
  drafter: DrafterChoice;
  timeZone: string;
  /** What a new note starts from: its session's details (noteContentForSession). */
  startingContent: NoteContent;
}

const hasText = (note: Note | null) =>
  note !== null &&
  NOTE_SECTIONS[note.format].some((section) => note.content.sections[section]?.trim());

/**
 * The AI draft page's body: the machine (src/machines/notes/ai-draft.machine.ts) with this
 * page's effects — drafting on the server, the browser's dictation, putting the draft into the
 * session's note with its id, opening the note page — and the view of each step.
 */
export function AiDraftFlow(props: AiDraftFlowProps) {
  const { encounterId, format, note, startingContent } = props;
  const { t, locale } = useI18n();
  const [, navigate] = useLocation();
  const saved = useNoteSaved(encounterId);
  const [dictationSupported] = useState(() => recognitionOf() !== null);
  /** The review's moves and ticked suggestions, kept for the use (and its retry) that follows. */
  const edits = useRef<DraftEdits | null>(null);
  const actor = useActorRef(
    aiDraftMachine.provide({
      actors: {
        draftNote: fromPromise(({ input, signal }) =>
          noteDraftsApi.draft(encounterId, input, signal),
        ),
        useDraft: fromPromise(async ({ input: { draft } }) => {
          const chosen = edits.current;
          const sections = chosen ? sectionsAfterEdits(draft.note, chosen) : draft.note.sections;
          const fieldsOf = (fields: NoteContent['fields']) =>
            chosen ? fieldsAfterEdits(fields, chosen) : fields;
          const written = note
            ? await notesApi.update(
                note.id,
                note.version,
                { sections, fields: fieldsOf(note.content.fields) },
                draft.id,
              )
            : await notesApi.create(
                encounterId,
                format,
                { sections, fields: fieldsOf(startingContent.fields) },
                draft.id,
              );
          saved(written);
          return written;
        }),
        dictate: fromCallback<DictationCommand>(({ sendBack, receive }) => {
          const Recognition = recognitionOf();
          if (!Recognition) {
            sendBack({ type: 'dictation.failed', failure: 'failed' });
            return () => {};
          }
          const dictation = startDictation(Recognition, dictationLanguageOf(locale), {
            onInterim: (text) => sendBack({ type: 'dictation.interim', text }),
            onFinal: (text) => sendBack({ type: 'dictation.final', text }),
            onProblem: (failure) => sendBack({ type: 'dictation.failed', failure }),
            onEnd: () => sendBack({ type: 'dictation.ended' }),
          });
          receive(() => dictation.finish());
          return () => dictation.abort();
        }),
      },
      actions: { openNote: () => navigate(notePageHref(format, encounterId)) },
    }),
    { input: { format, recordingId: props.recordingId, noteHasText: hasText(note) } },
  );
  const step = useSelector(actor, selectStep);
  const source = useSelector(actor, selectSource);
  const summary = useSelector(actor, selectSummary);
  const interim = useSelector(actor, selectInterim);
  const summaryMissing = useSelector(actor, selectSummaryMissing);
  const dictation = useSelector(actor, selectDictation);
  const dictationFailure = useSelector(actor, selectDictationFailure);
  const slow = useSelector(actor, selectSlow);
  const draft = useSelector(actor, selectDraft);
  const draftFailure = useSelector(actor, selectDraftFailure);
  const useFailure = useSelector(actor, selectUseFailure);
  const mayRetryUse = useSelector(actor, selectMayRetryUse);
  const send = actor.send;

  if (step === 'choosing') {
    return (
      <Stack gap="4">
        <Heading as="h2" size="xl">
          {t('notes.ai.title')}
        </Heading>
        <Text maxW="prose">{t('notes.ai.intro')}</Text>
        <AiSourceChooser
          transcripts={props.transcripts}
          speechFailed={props.speechFailed}
          source={source}
          summary={summary}
          interim={interim}
          summaryMissing={summaryMissing}
          dictation={dictationSupported ? dictation : 'unsupported'}
          dictationFailure={dictationFailure}
          drafter={props.drafter}
          timeZone={props.timeZone}
          onChooseTranscript={(recordingId) => send({ type: 'source.transcript', recordingId })}
          onChooseSummary={() => send({ type: 'source.summary' })}
          onSummaryChange={(text) => send({ type: 'summary.change', text })}
          onDictationStart={() => send({ type: 'dictation.start' })}
          onDictationStop={() => send({ type: 'dictation.stop' })}
          onDraft={() => send({ type: 'draft.request' })}
        />
      </Stack>
    );
  }
  if (step === 'drafting') {
    return <AiDrafting slow={slow} onCancel={() => send({ type: 'draft.cancel' })} />;
  }
  if (step === 'draftFailed' && draftFailure) {
    return (
      <AiDraftFailed
        failure={draftFailure}
        onRetry={() => send({ type: 'draft.retry' })}
        onBack={() => send({ type: 'draft.back' })}
      />
    );
  }
  if (!draft || step === 'done') {
    return (
      <Text role="status" color="fg.muted">
        {t('notes.ai.review.using')}
      </Text>
    );
  }
  return (
    <Stack gap="4">
      <Heading as="h2" size="xl">
        {t('notes.ai.review.title')}
      </Heading>
      {step === 'useFailed' && useFailure && (
        <AiUseFailed
          failure={useFailure}
          mayRetry={mayRetryUse}
          onRetry={() => send({ type: 'use.retry' })}
          onBack={() => send({ type: 'use.back' })}
        />
      )}
      <AiDraftReview
        key={draft.id}
        draft={draft}
        using={step === 'using'}
        onUse={(chosen) => {
          edits.current = chosen;
          send({ type: 'draft.use' });
        }}
        onAgain={() => send({ type: 'draft.again' })}
      />
      <ReplaceTextDialog
        open={step === 'confirmingReplace'}
        onConfirm={() => send({ type: 'replace.confirm' })}
        onClose={() => send({ type: 'replace.cancel' })}
      />
    </Stack>
  );
}
