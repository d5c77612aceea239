import type { Encounter } from '../../../common/contracts/encounters.contract';
import {
  patientDetailsOf,
  type AccessTrailResponse,
  type ConsentListResponse,
  type Diagnosis,
  type Patient,
} from '../../../common/contracts/patients.contract';

/** Made-up people and records for the chart's stories only; the product shows what the server sent. */
export const storyPatient: Patient = {
  id: 'p1',
  mrn: '000042',
  familyName: 'Hopper',
  givenName: 'Grace',
  ...patientDetailsOf({
    preferredName: 'Amazing Grace',
    pronouns: 'she/her',
    sexAtBirth: 'female',
    administrativeGender: 'female',
    city: 'Arlington',
    emergencyContact: 'Vincent Hopper',
    emergencyContactRelationship: 'Husband',
    referralSource: 'Self-referral',
  }),
  birthDate: '1986-12-09',
  status: 'active',
  primaryClinicianId: 'c1',
  flags: ['suicide-risk', 'allergy'],
  careTeam: ['c1', 'c2'],
};

export const STORY_NOW = '2026-11-24T10:00:00Z';
export const STORY_TODAY = '2026-11-24';

export function storySession(
  id: string,
  startsAt: string,
  extra: Partial<Encounter> = {},
): Encounter {
  return {
    id,
    patient: { id: 'p1', name: 'Grace Hopper', mrn: '000042' },
    clinician: { id: 'c1', name: 'Dana Demo' },
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 50 * 60_000).toISOString(),
    modality: 'in-person',
    type: 'individual',
    location: null,
    videoLink: null,
    status: 'planned',
    statusReason: null,
    arrivedAt: null,
    startedAt: null,
    finishedAt: null,
    ...extra,
  };
}

export const storySessions: Encounter[] = [
  storySession('s1', '2026-12-01T08:00:00Z'),
  storySession('s2', '2026-11-17T08:00:00Z', { status: 'finished', modality: 'video' }),
  storySession('s3', '2026-11-10T08:00:00Z', { status: 'no-show', statusReason: 'Unwell' }),
  storySession('s4', '2026-10-27T09:00:00Z', { status: 'finished', type: 'intake' }),
];

const recordedBy = { id: 'c1', name: 'Dana Demo' };
export const storyConsents: ConsentListResponse = {
  current: [
    {
      id: 'k3',
      kind: 'telehealth',
      status: 'withdrawn',
      effectiveDate: '2026-11-20',
      note: 'Prefers to come in person',
      recordedBy,
      recordedAt: '2026-11-20T09:00:00Z',
    },
    {
      id: 'k1',
      kind: 'treatment',
      status: 'granted',
      effectiveDate: '2026-10-27',
      note: null,
      recordedBy,
      recordedAt: '2026-10-27T09:00:00Z',
    },
  ],
  history: [],
};
storyConsents.history = [
  storyConsents.current[0]!,
  {
    id: 'k2',
    kind: 'telehealth',
    status: 'granted',
    effectiveDate: '2026-10-27',
    note: null,
    recordedBy,
    recordedAt: '2026-10-27T09:05:00Z',
  },
  storyConsents.current[1]!,
];

export const storyDiagnoses: Diagnosis[] = [
  {
    id: 'd1',
    code: 'F32.1',
    text: 'Major depressive disorder, single episode, moderate',
    onsetDate: '2026-09-01',
    status: 'active',
    recordedAt: '2026-10-27T10:00:00Z',
  },
  {
    id: 'd2',
    code: 'F41.1',
    text: 'Generalized anxiety disorder',
    onsetDate: null,
    status: 'resolved',
    recordedAt: '2026-10-27T10:01:00Z',
  },
];

export const storyAccess: AccessTrailResponse['entries'] = [
  { at: '2026-11-24T09:58:00Z', user: { id: 'c1', name: 'Dana Demo' }, action: 'read' },
  { at: '2026-11-24T09:58:01Z', user: { id: 'c1', name: 'Dana Demo' }, action: 'read-diagnoses' },
  { at: '2026-11-20T09:00:00Z', user: { id: 's1', name: 'Sam Front-Desk' }, action: 'update' },
  { at: '2026-10-27T08:50:00Z', user: { id: 's1', name: 'Sam Front-Desk' }, action: 'create' },
];
