import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Article } from '../../../common/contracts/literature.contract';
import { literatureApi } from '../../api/literature/literature.api';
import { literatureKeys } from '../../api/literature/literature-keys';
import { SaveArticleDialog, type SaveOutcome } from '../../ui/literature/save-article-dialog';
import { usePatientChoices } from './literature-queries';
import { detailOfError, statusOfError } from '../../api/http/api-error';
import { SEARCH_PAUSE_MS } from '../../config/request-timing';
import { useDebouncedValue } from '../use-debounced-value';

export interface SaveArticleConnectedProps {
  article: Article | null;
  canSaveToPatient: boolean;
  onClose: () => void;
}

/** The save dialog on the API: the patient search, the save, and the lists it refreshes. */
export function SaveArticleConnected({
  article,
  canSaveToPatient,
  onClose,
}: SaveArticleConnectedProps) {
  const queryClient = useQueryClient();
  const [patientQuery, setPatientQuery] = useState('');
  const [wantsPatient, setWantsPatient] = useState(false);
  const pausedQuery = useDebouncedValue(patientQuery, SEARCH_PAUSE_MS);
  const patients = usePatientChoices(
    pausedQuery,
    article !== null && canSaveToPatient && wantsPatient,
  );
  const save = useMutation({
    mutationFn: literatureApi.save,
    onSuccess: (saved) =>
      queryClient.invalidateQueries({
        queryKey: saved.patientId
          ? literatureKeys.patientReadingList(saved.patientId)
          : literatureKeys.clinicReadingList,
      }),
  });
  const outcome: SaveOutcome | null = save.isSuccess
    ? { kind: 'saved' }
    : save.isError
      ? statusOfError(save.error) === 409
        ? { kind: 'duplicate' }
        : { kind: 'failed', detail: detailOfError(save.error) }
      : null;
  const close = () => {
    save.reset();
    setPatientQuery('');
    setWantsPatient(false);
    onClose();
  };
  return (
    <SaveArticleDialog
      article={article}
      canSaveToPatient={canSaveToPatient}
      patientQuery={patientQuery}
      onPatientQuery={setPatientQuery}
      onChooseTarget={(target) => setWantsPatient(target === 'patient')}
      patientChoices={{
        patients: patients.data ?? null,
        loading: patients.isFetching,
        failure: patients.isError ? detailOfError(patients.error) : null,
      }}
      pending={save.isPending}
      outcome={outcome}
      onSave={({ patientId, note }) => {
        if (article) save.mutate({ article, note, ...(patientId ? { patientId } : {}) });
      }}
      onClose={close}
    />
  );
}
