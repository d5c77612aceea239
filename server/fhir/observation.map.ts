import { INSTRUMENTS, type InstrumentId } from '../../common/scoring/instruments.ts';
import { ANSWER_LABELS, INSTRUMENT_ITEMS } from '../../common/scoring/instrument-items.ts';
import { patientRef, practitionerRef } from './demographics.map.ts';
import type { CodeableConcept, Coding, Observation, ObservationComponent } from './fhir-types.ts';
import { narrative } from './narrative.ts';
import { praxisCodeSystem } from './praxis-terminology.ts';

/**
 * PHQ-9 and GAD-7 scores as FHIR R4 Observations (CLINICAL.md §2 "score"): one Observation per
 * scored form, the instrument's LOINC total-score code, category `survey`, the total as
 * `valueInteger`, the severity band as `interpretation`, and each item answer as a `component`
 * coded with the item's LOINC code and answered with LOINC's answer list LL358-3 (the same four
 * answers for both instruments). Chosen over a QuestionnaireResponse: one resource carries the
 * total, the band and the answers, it is what `Observation?code=` finds, and Praxis keeps no
 * Questionnaire of its own to point one at (docs/decisions.md "c34-resources").
 */

const LOINC = 'http://loinc.org';

/** The total score codes (as common/scoring/instruments.ts holds them) with LOINC's names. */
const TOTAL_DISPLAY: Record<InstrumentId, string> = {
  phq9: 'Patient Health Questionnaire 9 item (PHQ-9) total score [Reported]',
  gad7: 'Generalized anxiety disorder 7 item (GAD-7) total score [Reported.PHQ]',
};
const TITLE: Record<InstrumentId, string> = { phq9: 'PHQ-9', gad7: 'GAD-7' };

/** The items' LOINC codes, in the instruments' order (LOINC panels 44249-1 and 69737-5). */
const ITEM_CODES: Record<InstrumentId, readonly string[]> = {
  phq9: [
    '44250-9',
    '44255-8',
    '44259-0',
    '44254-1',
    '44251-7',
    '44258-2',
    '44252-5',
    '44253-3',
    '44260-8',
  ],
  gad7: ['69725-0', '68509-9', '69733-4', '69734-2', '69735-9', '69689-8', '69736-7'],
};

/** LOINC answer list LL358-3, answers 0 to 3. */
const ANSWER_CODES = ['LA6568-5', 'LA6569-3', 'LA6570-1', 'LA6571-9'] as const;

/** The severity bands of CLINICAL.md decision 3, as Praxis's own code system (no LOINC list fits both). */
export const SEVERITY_SYSTEM = praxisCodeSystem('score-severity');
const BAND_DISPLAY: Record<string, string> = {
  minimal: 'Minimal',
  mild: 'Mild',
  moderate: 'Moderate',
  'moderately-severe': 'Moderately severe',
  severe: 'Severe',
};

const SURVEY: CodeableConcept = {
  coding: [
    {
      system: 'http://terminology.hl7.org/CodeSystem/observation-category',
      code: 'survey',
      display: 'Survey',
    },
  ],
};

/** A score as stored, with the status of the intake it came from (null: a re-score in the chart). */
export interface ScoreRow {
  id: string;
  patient_id: string;
  instrument: InstrumentId;
  answers: number[];
  total: number;
  band: string;
  effective_at: Date;
  intake_id: string | null;
  intake_status: 'draft' | 'signed' | 'entered-in-error' | null;
  encounter_id: string | null;
  /** Null for a patient-reported score. */
  recorded_by: string | null;
  recorded_at: Date;
  reported_by: 'clinician' | 'patient';
}

function answerComponent(instrument: InstrumentId, item: number, answer: number) {
  const label = ANSWER_LABELS[answer] ?? String(answer);
  const code = ANSWER_CODES[answer];
  const component: ObservationComponent = {
    code: {
      coding: [{ system: LOINC, code: ITEM_CODES[instrument][item] }],
      text: INSTRUMENT_ITEMS[instrument][item],
    },
    valueCodeableConcept: {
      ...(code ? { coding: [{ system: LOINC, code, display: label }] } : {}),
      text: label,
    },
  };
  return component;
}

/**
 * One score as an Observation. Status: `final`, or `entered-in-error` when the intake it was
 * scored from was marked so. The performer is who answered for the value (FHIR: "who was
 * responsible for asserting the observed value"): the clinician who recorded it (an intake's
 * signer, or who re-scored in the chart), or the patient for a score they reported themselves in
 * the portal (issue 36, decision "c36-forms": the same performer a self-reported screening
 * carries in US Core). The intake's session, when it had one, is the `encounter`.
 */
export function toObservation(row: ScoreRow): Observation {
  const { instrument } = row;
  const band: Coding = {
    system: SEVERITY_SYSTEM,
    code: row.band,
    display: BAND_DISPLAY[row.band] ?? row.band,
  };
  const bandText = `${band.display} (${TITLE[instrument]})`;
  const source =
    row.reported_by === 'patient'
      ? 'reported by the patient before the session'
      : row.intake_id
        ? 'scored from the signed intake'
        : 're-scored in the chart';
  const status = row.intake_status === 'entered-in-error' ? 'entered-in-error' : 'final';
  return {
    resourceType: 'Observation',
    id: row.id,
    meta: { lastUpdated: row.recorded_at.toISOString() },
    text: narrative(
      `${TITLE[instrument]} total ${row.total} of ${INSTRUMENTS[instrument].maxTotal}: ${bandText}, ${source}.` +
        (status === 'entered-in-error' ? '\nEntered in error.' : ''),
    ),
    status,
    category: [SURVEY],
    code: {
      coding: [
        { system: LOINC, code: INSTRUMENTS[instrument].loinc, display: TOTAL_DISPLAY[instrument] },
      ],
      text: `${TITLE[instrument]} total score`,
    },
    subject: patientRef(row.patient_id),
    ...(row.encounter_id ? { encounter: { reference: `Encounter/${row.encounter_id}` } } : {}),
    effectiveDateTime: row.effective_at.toISOString(),
    issued: row.recorded_at.toISOString(),
    performer: [
      row.reported_by === 'patient' || row.recorded_by === null
        ? patientRef(row.patient_id)
        : practitionerRef(row.recorded_by),
    ],
    valueInteger: row.total,
    interpretation: [{ coding: [band], text: bandText }],
    component: row.answers.map((answer, item) => answerComponent(instrument, item, answer)),
  };
}
