import { useCallback, useMemo, useRef, useState } from 'react';
import { staleVersionResponse } from '../../../common/contracts/documents.contract';
import {
  NOTE_SECTIONS,
  noteHasText,
  note as noteSchema,
  type Note,
  type NoteContent,
  type NoteFields,
  type NoteFormat,
  type NoteSection,
  type SessionNoteResponse,
} from '../../../common/contracts/notes.contract';
import { notesApi } from '../../api/notes/notes.api';
import type { Translate } from '../../i18n/i18n';
import type { SignFailure } from '../../machines/drafts/document-draft.types';
import { useI18n } from '../../ui/i18n/i18n-context';
import { NoteEditor } from '../../ui/notes/note-editor';
import { SignDialog } from '../../ui/notes/sign-dialog';
import { FormFailure } from '../../ui/session/form-alerts';
import { ConflictPanel } from '../../ui/drafts/conflict-panel';
import { DraftStatus } from '../../ui/drafts/draft-status';
import { useDocumentDraft } from '../drafts/use-document-draft';
import { useNoteSaved } from './note-queries';

export interface NoteWriterProps {
  encounterId: string;
  format: NoteFormat;
  note: Note | null;
  previousPlan: SessionNoteResponse['previousPlan'];
  timeZone: string;
  /** What a new note starts from: its session's details (noteContentForSession). */
  startingContent: NoteContent;
}

/**
 * What the sign dialog says when a sign did not sign: the server's reason when it refused, the
 * connection only when no answer came.
 */
function signFailureText(t: Translate, failure: SignFailure | null): string | null {
  if (failure === null) return null;
  if (failure.kind === 'connection') return t('notes.sign.failed');
  return failure.message
    ? t('notes.sign.refused', { reason: failure.message })
    : t('notes.sign.refusedNoReason');
}

/** The body of a 412 on a note: the server's current note. */
const staleNote = staleVersionResponse(noteSchema);

const draftOf = (note: Note) => ({
  id: note.id,
  version: note.version,
  savedAt: note.updatedAt,
  content: note.content,
  status: note.status,
});

/**
 * A draft note being written: the draft hook autosaves it (If-Match on every save), keeps it on
 * the device when offline and shows a conflict instead of overwriting. Signing asks first.
 */
export function NoteWriter(props: NoteWriterProps) {
  const { encounterId, format, note } = props;
  const { t, locale } = useI18n();
  const saved = useNoteSaved(encounterId);
  const [confirming, setConfirming] = useState(false);
  const [emptySignAsked, setEmptySignAsked] = useState(false);
  const draft = useDocumentDraft<NoteContent>({
    draftKey: `note:${encounterId}`,
    initial: {
      id: note?.id ?? null,
      version: note?.version ?? null,
      content: note?.content ?? props.startingContent,
      status: note?.status ?? 'draft',
      savedAt: note?.updatedAt ?? null,
    },
    save: async ({ id, version, content }) =>
      draftOf(
        id === null
          ? await notesApi.create(encounterId, format, content)
          : await notesApi.update(id, version ?? 1, content),
      ),
    sign: async ({ id, version }) => {
      const signed = await notesApi.sign(id, version);
      saved(signed);
      return draftOf(signed);
    },
    conflictOf: (body) => {
      const parsed = staleNote.safeParse(body);
      return parsed.success
        ? { version: parsed.data.current.version, content: parsed.data.current.content }
        : null;
    },
  });
  const latest = useRef(draft.content);
  latest.current = draft.content;
  const { change, blur, sign } = draft;
  const onSectionText = useCallback(
    (section: NoteSection, text: string) => {
      latest.current = {
        ...latest.current,
        sections: { ...latest.current.sections, [section]: text },
      };
      change(latest.current);
    },
    [change],
  );
  const onFields = useCallback(
    (fields: NoteFields) => {
      latest.current = { ...latest.current, fields };
      change(latest.current);
    },
    [change],
  );
  const signing = draft.state === 'signing';
  // The draft hook re-renders this writer on every keystroke (its content changes). The status
  // and the sign dialog change only with the draft's state, so they are kept as the same elements
  // and React skips them while typing (bench-note.mjs: keystroke-to-frame in a 5 000-word note).
  const { state, savedAt, error, restoredFromDevice } = draft;
  const status = useMemo(
    () => (
      <DraftStatus
        state={state}
        savedAt={savedAt}
        error={error}
        timeZone={props.timeZone}
        // Read again whenever the status changes: a save made today shows its time only.
        now={new Date()}
        restoredFromDevice={restoredFromDevice}
      />
    ),
    [state, savedAt, error, props.timeZone, restoredFromDevice],
  );
  const closeSign = useCallback(() => setConfirming(false), []);
  const { signFailure } = draft;
  const signDialog = useMemo(
    () => (
      <SignDialog
        open={confirming && state !== 'signed'}
        pending={signing}
        failure={confirming ? signFailureText(t, signFailure) : null}
        onConfirm={sign}
        onClose={closeSign}
      />
    ),
    [confirming, state, signing, t, signFailure, sign, closeSign],
  );
  // An empty note is not offered for signing: the reason is said by the button, until a section
  // has text.
  const isEmpty = !noteHasText(draft.content);
  const signBlocked =
    emptySignAsked && isEmpty
      ? t('notes.sign.empty', {
          sections: new Intl.ListFormat(locale, { type: 'disjunction' }).format(
            NOTE_SECTIONS[format].map((section) => t(`notes.section.${section}`)),
          ),
        })
      : null;
  const askToSign = () => {
    setEmptySignAsked(isEmpty);
    if (!isEmpty) setConfirming(true);
  };
  return (
    <>
      <NoteEditor
        format={format}
        content={draft.content}
        previousPlan={props.previousPlan}
        timeZone={props.timeZone}
        status={status}
        notice={
          draft.conflict ? (
            <ConflictPanel
              sections={NOTE_SECTIONS[format].map((section) => ({
                label: t(`notes.section.${section}`),
                mine: draft.conflict?.mine.sections[section] ?? '',
                theirs: draft.conflict?.theirs.sections[section] ?? '',
              }))}
              onKeepMine={draft.keepMine}
              onTakeTheirs={draft.takeTheirs}
            />
          ) : draft.state === 'failed' ? (
            <FormFailure title={draft.error ?? t('notes.page.saveFailed')} />
          ) : null
        }
        onSectionText={onSectionText}
        onFields={onFields}
        onBlur={blur}
        onSign={askToSign}
        signDisabled={draft.conflict !== null || signing}
        signBlocked={signBlocked}
      />
      {signDialog}
    </>
  );
}
