import type {
  DeskTimeRequest,
  PortalSessionsResponse,
  UpcomingPortalSession,
} from '../../../common/contracts/portal-visits.contract';

/** Fixed story data (fictional people): the clinic is in Bucharest, "now" is 2026-06-08 09:00 there. */
export const STORY_NOW = '2026-06-08T06:00:00.000Z';
export const STORY_ZONE = 'Europe/Bucharest';

export const storyRequest: DeskTimeRequest = {
  id: 'request-1',
  sessionId: 'session-1',
  startsAt: '2026-06-11T11:00:00.000Z',
  endsAt: '2026-06-11T11:50:00.000Z',
  status: 'pending',
  requestedAt: '2026-06-08T05:00:00.000Z',
  decidedAt: null,
  patient: { id: 'patient-1', name: 'Ana Popescu (demo)' },
  clinician: { id: 'clinician-1', name: 'Dr Ioana Marin' },
  sessionStartsAt: '2026-06-10T07:00:00.000Z',
  sessionEndsAt: '2026-06-10T07:50:00.000Z',
};

export const storyInPerson: UpcomingPortalSession = {
  kind: 'upcoming',
  id: 'session-1',
  startsAt: '2026-06-10T07:00:00.000Z',
  endsAt: '2026-06-10T07:50:00.000Z',
  clinicianName: 'Dr Ioana Marin',
  modality: 'in-person',
  type: 'individual',
  location: 'Room 2, Strada Lipscani 12',
  videoLink: null,
  status: 'planned',
  cancellation: { kind: 'allowed', deadline: '2026-06-09T07:00:00.000Z' },
  timeRequest: null,
};

export const storyVideo: UpcomingPortalSession = {
  ...storyInPerson,
  id: 'session-2',
  startsAt: '2026-06-08T10:00:00.000Z',
  endsAt: '2026-06-08T10:50:00.000Z',
  modality: 'video',
  location: null,
  videoLink: 'https://meet.example.org/praxis-demo-room',
  cancellation: { kind: 'too-late', deadline: '2026-06-07T10:00:00.000Z' },
};

export const storySessions: PortalSessionsResponse = {
  timeZone: STORY_ZONE,
  clinicName: 'Harbour Therapy (demo)',
  clinicPhone: '+40 21 000 0000',
  policy: { cancellationWindowHours: 24, selfScheduling: true },
  upcoming: [storyVideo, storyInPerson],
  past: [
    { kind: 'past', id: 'session-0', startsAt: '2026-06-01T07:00:00.000Z', status: 'finished' },
    { kind: 'past', id: 'session-00', startsAt: '2026-05-25T07:00:00.000Z', status: 'cancelled' },
  ],
};
