import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { mayDo } from '../../../common/contracts/clinic.contract';
import type { Patient } from '../../../common/contracts/patients.contract';
import { useT } from '../../ui/i18n/i18n-context';
import { bookingHref } from '../../ui/patients/chart-paths';
import { ChartHeader } from '../../ui/patients/chart-header';
import { dayIn } from '../../ui/patients/patient-age';
import { SessionsTimeline } from '../../ui/patients/sessions-timeline';
import { useMemberRoles } from '../session/auth-context';
import { ChartConsents, ChartDiagnoses } from './chart-consents-diagnoses';
import { ChartDocumentation } from './chart-documentation';
import { ChartEditConnected } from './chart-edit-connected';
import { ChartAccessTrail } from './chart-access-trail';
import { ChartExport } from './chart-export';
import { ChartReminders } from './chart-reminders';
import { ChartPortalAccess } from './chart-portal-access';
import { ChartReadingList } from '../chart-cards';
import { useClinic, useConsents, useMembers, useSessions } from './chart-queries';
import { ChartCareTeam, ChartFlags, useMemberName } from './chart-team-flags';
import { ChartTreatments } from './chart-treatments';
import { ChartQuestionnaires } from './chart-questionnaires';
import { ChartShares } from '../shares/chart-shares';
import { useRightFor } from '../session/use-right-for';
import { AfterFirstScreen } from '../after-first-screen';

/** This computer's time zone: only while the clinic's is unknown (it could not be read). */
const browserZone = () => new Intl.DateTimeFormat().resolvedOptions().timeZone;

/** One patient's chart; what the member's roles do not allow is not offered (the server decides). */
export function PatientChart({ patient }: { patient: Patient }) {
  const t = useT();
  const roles = useMemberRoles();
  const [, navigate] = useLocation();
  const [now] = useState(() => new Date());
  const [editing, setEditing] = useState(false);
  const clinic = useClinic();
  const members = useMembers();
  const consents = useConsents(patient.id);
  const sessions = useSessions(patient.id);
  const mayReviewAccess = mayDo(roles, 'reviewAccessTrail');
  const mayBook = useRightFor(patient, 'bookSessions');
  const mayEdit = useRightFor(patient, 'editDemographics');
  const nameOf = useMemberName(members.data ?? null);
  const timeZone = clinic.data?.timeZone ?? browserZone();
  const today = dayIn(timeZone, now);
  const inForce = (consents.data?.current ?? [])
    .filter((entry) => entry.status === 'granted')
    .map((entry) => entry.kind);

  return (
    <Stack gap="6">
      <ChartHeader
        patient={patient}
        today={today}
        primaryClinicianName={
          patient.primaryClinicianId ? nameOf(patient.primaryClinicianId) : null
        }
        consentsInForce={inForce}
        actions={
          <HStack gap="2" wrap="wrap">
            {mayBook && patient.status !== 'discharged' && (
              <Button asChild variant="outline" colorPalette="blue">
                <Link href={bookingHref(patient.id)}>{t('patientChart.bookSession')}</Link>
              </Button>
            )}
            {mayEdit && (
              <Button
                variant={editing ? 'outline' : 'solid'}
                colorPalette="blue"
                aria-expanded={editing}
                aria-controls="edit-patient"
                onClick={() => setEditing((open) => !open)}
              >
                {editing ? t('patientChart.edit.close') : t('patientChart.edit.open')}
              </Button>
            )}
            <ChartExport patient={patient} />
          </HStack>
        }
      />
      {editing && <ChartEditConnected patient={patient} today={today} />}
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
        <SessionsTimeline
          sessions={sessions.data?.pages.flatMap((page) => page.encounters) ?? null}
          loading={sessions.isFetching || clinic.isPending}
          failed={sessions.isError}
          hasMore={sessions.hasNextPage}
          timeZone={timeZone}
          now={now.toISOString()}
          onRetry={() => void sessions.refetch()}
          onMore={() => void sessions.fetchNextPage()}
          onNavigate={navigate}
        />
        <ChartDiagnoses patientId={patient.id} roles={roles} today={today} />
        <AfterFirstScreen>
          <ChartConsents patientId={patient.id} roles={roles} today={today} />
          <ChartReminders patientId={patient.id} roles={roles} />
          <ChartPortalAccess patient={patient} timeZone={timeZone} now={now.toISOString()} />
          <ChartCareTeam
            patient={patient}
            members={members.data ?? null}
            membersFailed={members.isError}
          />
          <ChartFlags patient={patient} />
          <ChartDocumentation
            patientId={patient.id}
            roles={roles}
            timeZone={timeZone}
            onNavigate={navigate}
          />
          <ChartTreatments patientId={patient.id} roles={roles} onNavigate={navigate} />
          <ChartQuestionnaires patient={patient} />
          <ChartShares patient={patient} />
          <ChartReadingList patientId={patient.id} roles={roles} />
          {mayReviewAccess && <ChartAccessTrail patient={patient} timeZone={timeZone} />}
        </AfterFirstScreen>
      </SimpleGrid>
    </Stack>
  );
}
