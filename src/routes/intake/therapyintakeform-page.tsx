import '../../i18n/english/drafts';
import '../../i18n/english/intake';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useLocation, useSearch } from 'wouter';
import { mayDo } from '../../../common/contracts/clinic.contract';
import { useT } from '../../ui/i18n/i18n-context';
import { ClinicianOnly, IntakeHeader, IntakeNotFound } from '../../ui/intake/intake-page-states';
import { FormFailure } from '../../ui/session/form-alerts';
import { useAuthUser, useMemberRoles } from '../session/auth-context';
import { IntakeEditor } from './intake-editor';
import { useIntake, useOwnDraft, usePatientRecord } from './intake-queries';
import { statusOfError } from '../../api/http/api-error';
import { SignedIntakeView } from './signed-intake-view';

const nameOf = (p: { givenName: string; familyName: string }) => `${p.givenName} ${p.familyName}`;

/**
 * `therapyintakeform?patient=<id>` starts or continues the caller's draft intake of the patient;
 * `&intake=<id>` opens one (a signed one read-only); `&session=<encounterId>` ties a new draft to
 * a session. Clinicians only: other roles are told so and never see the form.
 */
export default function TherapyIntakeFormPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const patientParam = params.get('patient')?.trim() ?? '';
  const intakeId = params.get('intake')?.trim() ?? '';
  const encounterId = params.get('session')?.trim() || null;
  const clinician = mayDo(useMemberRoles(), 'writeClinical');
  const userId = useAuthUser()?.id ?? null;

  const intake = useIntake(clinician ? intakeId : '');
  const patientId = patientParam || intake.data?.patientId || '';
  const patient = usePatientRecord(clinician ? patientId : '');
  const ownDraft = useOwnDraft(patientId, clinician && intakeId === '');

  if (!clinician) return <ClinicianOnly onNavigate={navigate} />;
  const reads = intakeId ? [intake, patient] : [patient, ownDraft];
  const mismatch = intake.data && patientParam && intake.data.patientId !== patientParam;
  if (
    (!patientParam && !intakeId) ||
    mismatch ||
    reads.some((r) => statusOfError(r.error) === 404)
  ) {
    return <IntakeNotFound onNavigate={navigate} />;
  }
  const failed = reads.find((read) => read.isError);
  if (failed) {
    return (
      <Stack gap="3" align="start">
        <FormFailure title={t('intake.loadFailed')} />
        <Button variant="outline" onClick={() => reads.forEach((read) => void read.refetch())}>
          {t('intake.retry')}
        </Button>
      </Stack>
    );
  }
  const record = intakeId ? intake.data : ownDraft.data;
  if (!patient.data || record === undefined)
    return <Text role="status">{t('intake.loading')}</Text>;

  return (
    <Stack gap="6">
      <IntakeHeader
        patientName={nameOf(patient.data)}
        patientId={patient.data.id}
        onNavigate={navigate}
      />
      {record && record.status !== 'draft' ? (
        <SignedIntakeView intake={record} isAuthor={record.authorId === userId} />
      ) : (
        <IntakeEditor
          key={record?.id ?? 'new'}
          patient={patient.data}
          initial={record}
          encounterId={record?.encounterId ?? encounterId}
        />
      )}
    </Stack>
  );
}
