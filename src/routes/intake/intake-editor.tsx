import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { staleVersionResponse } from '../../../common/contracts/documents.contract';
import {
  emptyIntakeContent,
  storedIntakeContent,
  intake as intakeSchema,
  type Intake,
  type IntakeContent,
} from '../../../common/contracts/intake.contract';
import type { Patient } from '../../../common/contracts/patients.contract';
import { needsSafetyAlert } from '../../../common/scoring/instruments';
import { intakeApi } from '../../api/intake/intake.api';
import { ConflictPanel } from '../../ui/drafts/conflict-panel';
import { DraftStatus } from '../../ui/drafts/draft-status';
import { useI18n } from '../../ui/i18n/i18n-context';
import { intakeConflictSections } from '../../ui/intake/intake-conflict';
import { IntakeForm } from '../../ui/intake/intake-form';
import { useDocumentDraft, type DraftSaveResult } from '../drafts/use-document-draft';
import { acceptPatientPart } from '../../ui/questionnaires/accept-patient-part';
import { intakeKeys, useIntakeClinic } from './intake-queries';
import { PatientPartReview } from './patient-part-review';
import { SignedIntakeView } from './signed-intake-view';

const resultOf = (intake: Intake): DraftSaveResult<IntakeContent> => ({
  id: intake.id,
  version: intake.version,
  savedAt: intake.updatedAt,
  content: intake.content,
  status: intake.status,
});

const staleBody = staleVersionResponse(intakeSchema);

export interface IntakeEditorProps {
  patient: Patient;
  /** The caller's draft being continued, or null to start one. */
  initial: Intake | null;
  encounterId: string | null;
}

/**
 * The intake draft, autosaved (the drafts kit: device copy, flush on session end, conflicts),
 * signed once the safety rule holds; then its read-only summary.
 */
export function IntakeEditor({ patient, initial, encounterId }: IntakeEditorProps) {
  const { t, locale } = useI18n();
  const queries = useQueryClient();
  const [signed, setSigned] = useState<Intake | null>(null);
  const [signAsked, setSignAsked] = useState(false);
  // "Saved …" in the clinic's time zone, as every time in the app (none until it is known).
  const timeZone = useIntakeClinic(true).data?.timeZone;
  const refreshPatient = () =>
    void queries.invalidateQueries({ queryKey: intakeKeys.patient(patient.id) });

  const draft = useDocumentDraft<IntakeContent>({
    draftKey: `intake:${patient.id}:${initial?.id ?? 'new'}`,
    initial: initial
      ? { ...resultOf(initial), savedAt: initial.updatedAt }
      : { id: null, version: null, content: emptyIntakeContent(), status: 'draft', savedAt: null },
    save: async ({ id, version, content }) => {
      const saved =
        id === null || version === null
          ? await intakeApi.create(patient.id, encounterId, content)
          : await intakeApi.update(id, version, content);
      // The server flags the chart on such a save: read the patient again to show it.
      if (needsSafetyAlert(content.phq9) && !patient.flags.includes('suicide-risk')) {
        refreshPatient();
      }
      return resultOf(saved);
    },
    sign: async ({ id, version }) => {
      const done = await intakeApi.sign(id, version);
      setSigned(done);
      queries.setQueryData(intakeKeys.intake(done.id), done);
      refreshPatient();
      return resultOf(done);
    },
    // A copy kept on this device before the exam took several choices per domain.
    readDeviceCopy: storedIntakeContent,
    conflictOf: (body) => {
      const parsed = staleBody.safeParse(body);
      return parsed.success
        ? { version: parsed.data.current.version, content: parsed.data.current.content }
        : null;
    },
  });

  if (draft.state === 'signed' && signed) return <SignedIntakeView intake={signed} isAuthor />;

  const status = (
    <DraftStatus
      state={draft.state}
      savedAt={draft.savedAt}
      error={draft.error}
      timeZone={timeZone}
      now={new Date()}
      restoredFromDevice={draft.restoredFromDevice}
    />
  );
  const banner = draft.conflict ? (
    <ConflictPanel
      sections={intakeConflictSections(t, locale, draft.conflict.mine, draft.conflict.theirs)}
      onKeepMine={draft.keepMine}
      onTakeTheirs={draft.takeTheirs}
    />
  ) : null;
  return (
    <Stack gap="4">
      {timeZone && (
        <PatientPartReview
          patientId={patient.id}
          timeZone={timeZone}
          onCopy={(part, label) => draft.change(acceptPatientPart(draft.content, part, label))}
        />
      )}
      <IntakeForm
        content={draft.content}
        onChange={draft.change}
        onBlur={draft.blur}
        flagged={patient.flags.includes('suicide-risk')}
        status={status}
        banner={banner}
        signing={draft.state === 'signing'}
        signFailure={signAsked ? draft.signFailure : null}
        onSign={() => {
          setSignAsked(true);
          draft.sign();
        }}
      />
    </Stack>
  );
}
