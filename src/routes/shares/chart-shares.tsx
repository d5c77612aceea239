import '../../i18n/english/shares';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ShareInput } from '../../../common/contracts/patient-shares.contract';
import type { Patient } from '../../../common/contracts/patients.contract';
import { ApiError, statusOfError } from '../../api/http/api-error';
import { literatureApi } from '../../api/literature/literature.api';
import { literatureKeys } from '../../api/literature/literature-keys';
import { notesApi } from '../../api/notes/notes.api';
import { patientSharesApi, patientSharesKey } from '../../api/shares/patient-shares.api';
import { PatientSharesPanel, type ShareableArticle } from '../../ui/shares/patient-shares-panel';
import { useClinicProfile } from '../clinic/clinic-queries';
import { useRightFor } from '../session/use-right-for';

/**
 * "Shared with the patient" on the chart (issue 36), for the care team's clinicians (the server's
 * `writeClinical` for the patient): anyone else, or a 404, sees nothing. A signed note is offered
 * only while the clinic allows sharing notes.
 */
export function ChartShares({ patient }: { patient: Pick<Patient, 'id' | 'careTeam'> }) {
  const patientId = patient.id;
  const queries = useQueryClient();
  const mayShare = useRightFor(patient, 'writeClinical');
  const [sharedCount, setSharedCount] = useState(0);
  const key = patientSharesKey(patientId);
  const shares = useQuery({
    queryKey: key,
    queryFn: () => patientSharesApi.list(patientId),
    enabled: mayShare,
  });
  const clinic = useClinicProfile();
  const patientList = useQuery({
    queryKey: literatureKeys.patientReadingList(patientId),
    queryFn: () => literatureApi.patientReadingList(patientId),
    enabled: mayShare,
  });
  const clinicList = useQuery({
    queryKey: literatureKeys.clinicReadingList,
    queryFn: literatureApi.clinicReadingList,
    enabled: mayShare,
  });
  const notesAllowed = clinic.data?.settings.shareSignedNotes ?? false;
  const notes = useQuery({
    queryKey: ['patients', patientId, 'notes'],
    queryFn: () => notesApi.patientNotes(patientId),
    enabled: mayShare && notesAllowed,
  });
  const write = useMutation({
    mutationFn: async (change: { share: ShareInput } | { unshare: string }): Promise<void> => {
      if ('share' in change) await patientSharesApi.share(patientId, change.share);
      else await patientSharesApi.unshare(patientId, change.unshare);
    },
    onSuccess: (_answer, change) => {
      if ('share' in change) setSharedCount((count) => count + 1);
      return queries.invalidateQueries({ queryKey: key });
    },
  });
  if (!mayShare || statusOfError(shares.error) === 404) return null;
  const articles: ShareableArticle[] = [
    ...(patientList.data?.saved ?? []).map((s) => ({
      id: s.id,
      title: s.article.title,
      list: 'patient' as const,
    })),
    ...(clinicList.data?.saved ?? []).map((s) => ({
      id: s.id,
      title: s.article.title,
      list: 'clinic' as const,
    })),
  ];
  const sharedNotes = new Set(shares.data?.flatMap((s) => (s.noteId ? [s.noteId] : [])));
  return (
    <PatientSharesPanel
      shares={shares.data ?? null}
      failed={shares.isError}
      onRetry={() => void shares.refetch()}
      articles={articles}
      notes={(notes.data ?? [])
        .filter((note) => note.status === 'signed' && !sharedNotes.has(note.id))
        .map((note) => ({ id: note.id, sessionStartsAt: note.sessionStartsAt }))}
      notesAllowed={notesAllowed}
      timeZone={clinic.data?.timeZone ?? 'UTC'}
      busy={write.isPending}
      refusal={write.error instanceof ApiError ? write.error.message : null}
      onShare={(input) => write.mutate({ share: input })}
      sharedCount={sharedCount}
      onUnshare={(shareId) => write.mutate({ unshare: shareId })}
    />
  );
}
