import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import type { Clinic } from '../../../common/contracts/clinic.contract';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import type { Patient } from '../../../common/contracts/patients.contract';
import { useT } from '../../ui/i18n/i18n-context';
import { FormFailure } from '../../ui/session/form-alerts';
import { newBookingValues } from '../../ui/encounters/booking-check';
import { BookingPatient } from '../../ui/encounters/booking-patient';
import { localFromInstant } from '../../ui/encounters/session-time';
import { useAuthUser, useMemberRoles } from '../session/auth-context';
import { useRightFor } from '../session/use-right-for';
import { BookingPanel } from './booking-panel';
import { isNotFound, useBookingPatient, useSessionSaved } from './session-queries';

const HOUR_MS = 3_600_000;

interface NewSessionPanelProps {
  patientId: string;
  clinic: Clinic;
  onBooked: (session: Encounter) => void;
  onNavigate: (href: string) => void;
}

/**
 * A new session for the patient the address names, headed by who they are (name, MRN, date of
 * birth) so the right patient is confirmed; until the patient is read there is no form, and a
 * patient who cannot be read cannot be booked.
 */
export function NewSessionPanel(props: NewSessionPanelProps) {
  const t = useT();
  const patient = useBookingPatient(props.patientId);
  if (patient.data) {
    return (
      <Stack gap="6">
        <BookingPatient patient={patient.data} />
        <NewSessionFormIfAllowed {...props} patient={patient.data} />
      </Stack>
    );
  }
  if (patient.isError) {
    const notFound = isNotFound(patient.error);
    return (
      <Stack gap="3" align="start" maxW="prose">
        <Heading as="h1" size="2xl">
          {t('sessions.form.title')}
        </Heading>
        <FormFailure
          title={notFound ? t('sessions.booking.notFound') : t('sessions.booking.failed')}
        />
        {!notFound && (
          <Button variant="outline" onClick={() => void patient.refetch()}>
            {t('sessions.page.retry')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Text role="status" color="fg.muted">
      {t('sessions.booking.loading')}
    </Text>
  );
}

/** The form, only for a member who may book this patient: never a whole form to be refused. */
function NewSessionFormIfAllowed(props: NewSessionPanelProps & { patient: Patient }) {
  const t = useT();
  const mayBook = useRightFor(props.patient, 'bookSessions');
  if (!mayBook) return <FormFailure title={t('sessions.booking.notAllowed')} />;
  return <NewSessionForm {...props} />;
}

/**
 * The form: the next whole hour in the clinic, the clinic's default length; or the clinician, date
 * and time the address names (a calendar slot's "Book a session"), each checked by the form.
 */
function NewSessionForm(props: NewSessionPanelProps) {
  const { patientId, clinic } = props;
  const user = useAuthUser();
  const roles = useMemberRoles();
  const saved = useSessionSaved();
  const search = useSearch();
  const [values] = useState(() => {
    const nextHour = new Date(Math.ceil(Date.now() / HOUR_MS) * HOUR_MS).toISOString();
    const slot = new URLSearchParams(search);
    const local = localFromInstant(nextHour, clinic.timeZone);
    return newBookingValues({
      // A clinician books for themselves by default; the front desk chooses.
      clinicianId: slot.get('clinicianId') || (roles.includes('clinician') && user ? user.id : ''),
      date: slot.get('date') || local.date,
      time: slot.get('time') || local.time,
      minutes: clinic.settings.defaultSessionMinutes,
    });
  });
  return (
    <Card.Root>
      <Card.Body>
        <BookingPanel
          patientId={patientId}
          timeZone={clinic.timeZone}
          values={values}
          onNavigate={props.onNavigate}
          onBooked={(booked) => {
            saved(booked);
            props.onBooked(booked);
          }}
        />
      </Card.Body>
    </Card.Root>
  );
}
