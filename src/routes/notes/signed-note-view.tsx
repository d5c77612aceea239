import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import type { Note } from '../../../common/contracts/notes.contract';
import { useT } from '../../ui/i18n/i18n-context';
import { NoteReasonDialog, type NoteReasonKind } from '../../ui/notes/note-reason-dialog';
import { NoteVersions } from '../../ui/notes/note-versions';
import { SignedNoteDocument } from '../../ui/notes/signed-note-document';
import { FormSuccessAlert } from '../../ui/session/form-alerts';
import { useAddAddendum, useEnterInError, useNoteVersions } from './note-queries';

export interface SignedNoteViewProps {
  note: Note;
  session: Encounter;
  clinic: { name: string; address: string | null };
  /** The patient's identifiers the printed record carries (from the session's note answer). */
  patient: { mrn: string; birthDate: string };
  timeZone: string;
  /** The reader wrote the note: addenda, "entered in error" and versions are theirs. */
  isAuthor: boolean;
}

/** A signed or withdrawn note: the printable document and what its author may still do. */
export function SignedNoteView({
  note,
  session,
  clinic,
  patient,
  timeZone,
  isAuthor,
}: SignedNoteViewProps) {
  const t = useT();
  const [asking, setAsking] = useState<NoteReasonKind | null>(null);
  const [done, setDone] = useState<NoteReasonKind | null>(null);
  const [showVersions, setShowVersions] = useState(false);
  const addendum = useAddAddendum(session.id);
  const withdraw = useEnterInError(session.id);
  const versions = useNoteVersions(note.id, isAuthor && showVersions);
  const mutation = asking === 'error' ? withdraw : addendum;
  const live = note.status === 'signed';
  const confirm = ({ text, reason }: { text: string; reason: string }) => {
    const kind = asking;
    const onSuccess = () => {
      setAsking(null);
      setDone(kind);
    };
    if (kind === 'addendum')
      addendum.mutate({ id: note.id, input: { text, reason } }, { onSuccess });
    if (kind === 'error') withdraw.mutate({ id: note.id, input: { reason } }, { onSuccess });
  };
  return (
    <Stack gap="5">
      <HStack gap="3" wrap="wrap" data-no-print="">
        <Button colorPalette="blue" onClick={() => window.print()}>
          {t('notes.signed.print')}
        </Button>
        {isAuthor && live && (
          <Button
            variant="outline"
            onClick={() => {
              setDone(null);
              addendum.reset();
              setAsking('addendum');
            }}
          >
            {t('notes.addendum.button')}
          </Button>
        )}
        {isAuthor && live && (
          <Button
            variant="outline"
            colorPalette="red"
            onClick={() => {
              setDone(null);
              withdraw.reset();
              setAsking('error');
            }}
          >
            {t('notes.error.button')}
          </Button>
        )}
        {isAuthor && (
          <Button
            variant="ghost"
            aria-expanded={showVersions}
            onClick={() => setShowVersions((v) => !v)}
          >
            {t('notes.versions.button')}
          </Button>
        )}
      </HStack>
      {done && (
        <div data-no-print="">
          <FormSuccessAlert
            title={t(done === 'addendum' ? 'notes.addendum.done' : 'notes.error.done')}
          />
        </div>
      )}
      {showVersions && isAuthor && (
        <div data-no-print="">
          <NoteVersions
            versions={versions.data ?? null}
            loading={versions.isPending}
            failed={versions.isError}
            timeZone={timeZone}
          />
        </div>
      )}
      <SignedNoteDocument
        note={note}
        clinic={clinic}
        patient={{ name: session.patient.name, ...patient }}
        session={session}
        timeZone={timeZone}
      />
      <NoteReasonDialog
        kind={asking}
        pending={mutation.isPending}
        failure={mutation.isError ? t('notes.dialog.failed') : null}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
