import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { Clinic } from '../../../common/contracts/clinic.contract';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import { NoteLoadFailed, NoteLoading, NoteNotFound } from '../../ui/notes/note-page-states';
import { isNotFound } from './note-queries';

/** Either the session and clinic a note page needs, or what to show until both are loaded. */
export type NoteSessionGate = { encounter: Encounter; clinic: Clinic } | { show: ReactElement };

/**
 * The note pages' load gate: no `?session=`, a refused or failed session, a failed clinic,
 * or still loading each have their own screen.
 */
export function gateNoteSession(
  id: string | null,
  session: UseQueryResult<Encounter>,
  clinic: UseQueryResult<Clinic>,
): NoteSessionGate {
  if (!id) return { show: <NoteNotFound noId /> };
  if (session.isError) {
    return {
      show: isNotFound(session.error) ? (
        <NoteNotFound />
      ) : (
        <NoteLoadFailed onRetry={() => void session.refetch()} />
      ),
    };
  }
  if (clinic.isError) return { show: <NoteLoadFailed onRetry={() => void clinic.refetch()} /> };
  if (!session.data || !clinic.data) return { show: <NoteLoading /> };
  return { encounter: session.data, clinic: clinic.data };
}
