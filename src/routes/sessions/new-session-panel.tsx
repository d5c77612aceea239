import { Card, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { Clinic } from '../../../common/contracts/clinic.contract';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import { useT } from '../../ui/i18n/i18n-context';
import { newBookingValues } from '../../ui/sessions/booking-check';
import { localFromInstant } from '../../ui/sessions/session-time';
import { useAuthUser, useMemberRoles } from '../session/auth-context';
import { BookingPanel } from './booking-panel';
import { useSessionSaved } from './session-queries';

const HOUR_MS = 3_600_000;

/** A new session for a patient: the next whole hour in the clinic, the clinic's default length. */
export function NewSessionPanel(props: {
  patientId: string;
  clinic: Clinic;
  onBooked: (session: Encounter) => void;
  onNavigate: (href: string) => void;
}) {
  const { patientId, clinic } = props;
  const t = useT();
  const user = useAuthUser();
  const roles = useMemberRoles();
  const saved = useSessionSaved();
  const [values] = useState(() => {
    const nextHour = new Date(Math.ceil(Date.now() / HOUR_MS) * HOUR_MS).toISOString();
    return newBookingValues({
      // A clinician books for themselves by default; the front desk chooses.
      clinicianId: roles.includes('clinician') && user ? user.id : '',
      ...localFromInstant(nextHour, clinic.timeZone),
      minutes: clinic.settings.defaultSessionMinutes,
    });
  });
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {t('sessions.form.title')}
      </Heading>
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
    </Stack>
  );
}
