import type { Selectable } from 'kysely';
import type { EncounterTable } from '../db/schema.ts';
import { organizationRef, patientRef, practitionerRef } from './demographics.map.ts';
import type {
  CodeableConcept,
  Coding,
  Condition,
  Encounter,
  EncounterStatus,
  Extension,
} from './fhir-types.ts';
import { PRAXIS_FHIR, praxisCodeSystem } from './praxis-terminology.ts';

const V3_ACT_CODE = 'http://terminology.hl7.org/CodeSystem/v3-ActCode';
const V3_PARTICIPATION_MODE = 'http://terminology.hl7.org/CodeSystem/v3-ParticipationMode';
const V3_PARTICIPATION_TYPE = 'http://terminology.hl7.org/CodeSystem/v3-ParticipationType';

export type EncounterRow = Omit<Selectable<EncounterTable>, 'tenant_id' | 'series_id'>;

/**
 * Session status → R4 Encounter.status (planned | arrived | triaged | in-progress | onleave |
 * finished | cancelled | entered-in-error | unknown). R4 has no "no-show" for an Encounter (only
 * Appointment has `noshow`), so a no-show is `cancelled`, told apart by the status-reason
 * extension below.
 */
const STATUS: Record<EncounterRow['status'], EncounterStatus> = {
  planned: 'planned',
  arrived: 'arrived',
  'in-progress': 'in-progress',
  finished: 'finished',
  cancelled: 'cancelled',
  'no-show': 'cancelled',
};

/**
 * Encounter.class from the v3 ActEncounterCode codes of v3-ActCode: in person is `AMB`
 * (ambulatory: the patient comes to the clinic). Video AND phone are `VR` (virtual: "the patient
 * and the practitioner(s) are not in the same physical location. Examples include telephone
 * conference, email exchange, robotic surgery, and televideo conference"); the value set has no
 * telephone-specific code, so the modality itself is kept in `type` (v3 ParticipationMode).
 */
const CLASS: Record<EncounterRow['modality'], Coding> = {
  'in-person': { system: V3_ACT_CODE, code: 'AMB', display: 'ambulatory' },
  video: { system: V3_ACT_CODE, code: 'VR', display: 'virtual' },
  phone: { system: V3_ACT_CODE, code: 'VR', display: 'virtual' },
};

const MODE: Record<EncounterRow['modality'], CodeableConcept> = {
  'in-person': {
    coding: [{ system: V3_PARTICIPATION_MODE, code: 'FACE', display: 'face-to-face' }],
    text: 'In person',
  },
  video: {
    coding: [{ system: V3_PARTICIPATION_MODE, code: 'VIDEOCONF', display: 'videoconferencing' }],
    text: 'Video',
  },
  phone: {
    coding: [{ system: V3_PARTICIPATION_MODE, code: 'PHONE', display: 'telephone' }],
    text: 'Phone',
  },
};

const TYPE_TEXT: Record<EncounterRow['type'], string> = {
  intake: 'Intake session',
  individual: 'Individual session',
  'couple-family': 'Couple or family session',
  group: 'Group session',
};

/**
 * Why a session was cancelled or missed. R4 Encounter has no place for it (`reasonCode` is why the
 * patient came, never why the session did not happen), so Praxis's own extension carries it: a
 * code of `session-status` (`cancelled` or `no-show`) and the reason as recorded, as text.
 */
export const STATUS_REASON_EXTENSION = `${PRAXIS_FHIR}/StructureDefinition/session-status-reason`;
const SESSION_STATUS_SYSTEM = praxisCodeSystem('session-status');

function statusReasonOf(row: EncounterRow): Extension | undefined {
  if (row.status !== 'no-show' && row.status !== 'cancelled') return undefined;
  const display = row.status === 'no-show' ? 'No-show' : 'Cancelled';
  return {
    url: STATUS_REASON_EXTENSION,
    valueCodeableConcept: {
      coding: [{ system: SESSION_STATUS_SYSTEM, code: row.status, display }],
      ...(row.status_reason ? { text: row.status_reason } : {}),
    },
  };
}

/**
 * R5's Encounter.virtualService carried into R4 by the cross-version extension of that element
 * (R4 Encounter has no place for a meeting address): the clinic's video room as `addressUrl`.
 */
export const VIRTUAL_SERVICE_EXTENSION =
  'http://hl7.org/fhir/5.0/StructureDefinition/extension-Encounter.virtualService';

const virtualService = (link: string) => ({
  url: VIRTUAL_SERVICE_EXTENSION,
  extension: [{ url: 'addressUrl', valueUrl: link }],
});

/**
 * A session (FHIR Encounter), scheduling data only: status, class, kind and modality, patient,
 * clinician, the booked period (UTC), room, clinic. No note or clinical content is in it.
 */
export function toEncounter(row: EncounterRow, tenantId: string): Encounter {
  const reason = statusReasonOf(row);
  const extension = [
    ...(row.video_link ? [virtualService(row.video_link)] : []),
    ...(reason ? [reason] : []),
  ];
  return {
    resourceType: 'Encounter',
    id: row.id,
    meta: { lastUpdated: row.updated_at.toISOString() },
    ...(extension.length ? { extension } : {}),
    status: STATUS[row.status],
    class: CLASS[row.modality],
    type: [{ text: TYPE_TEXT[row.type] }, MODE[row.modality]],
    subject: patientRef(row.patient_id),
    participant: [
      {
        type: [
          {
            coding: [{ system: V3_PARTICIPATION_TYPE, code: 'PPRF', display: 'primary performer' }],
          },
        ],
        individual: practitionerRef(row.clinician_id),
      },
    ],
    period: { start: row.starts_at.toISOString(), end: row.ends_at.toISOString() },
    ...(row.location ? { location: [{ location: { display: row.location } }] } : {}),
    serviceProvider: organizationRef(tenantId),
  };
}

export interface DiagnosisRow {
  id: string;
  patient_id: string;
  code: string;
  text: string;
  onset_date: string | null;
  status: 'active' | 'resolved';
  recorded_by: string;
  recorded_at: Date;
}

/** A diagnosis (FHIR Condition): ICD-10-CM code and text, clinical status, onset, recorder. */
export function toCondition(row: DiagnosisRow): Condition {
  return {
    resourceType: 'Condition',
    id: row.id,
    clinicalStatus: {
      coding: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/condition-clinical',
          code: row.status,
        },
      ],
    },
    verificationStatus: {
      coding: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/condition-ver-status',
          code: 'confirmed',
        },
      ],
    },
    category: [
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/condition-category',
            code: 'problem-list-item',
          },
        ],
      },
    ],
    code: {
      coding: [{ system: 'http://hl7.org/fhir/sid/icd-10-cm', code: row.code, display: row.text }],
      text: row.text,
    },
    subject: patientRef(row.patient_id),
    ...(row.onset_date ? { onsetDateTime: row.onset_date } : {}),
    recordedDate: row.recorded_at.toISOString(),
    recorder: practitionerRef(row.recorded_by),
  };
}
