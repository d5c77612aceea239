import { HISTORY_FIELDS, type HistoryField } from '../../../common/contracts/intake-gaps';
import {
  patientIntakePart,
  type PatientIntakePart,
} from '../../../common/contracts/questionnaires.contract';

/**
 * The intake's patient part filled on the phone (issue 36), one section per screen: pure steps,
 * no React. The answers are kept whatever happens (a failed send keeps them for the retry); a
 * section is left forward only when its fields pass the contract's rules.
 */

type Demographics = PatientIntakePart['demographics'];
export type DemographicField = keyof Demographics;

/** A section: its name (for its strings) and the fields it shows, as paths into the part. */
export type IntakePartSection =
  | { name: 'about' | 'emergency'; fields: readonly DemographicField[] }
  | { name: 'presentingProblem'; fields: readonly ['presentingProblem'] }
  | { name: HistoryField; fields: readonly [HistoryField] };

export const INTAKE_PART_SECTIONS: readonly IntakePartSection[] = [
  { name: 'about', fields: ['preferredName', 'pronouns', 'genderIdentity', 'phone'] },
  {
    name: 'emergency',
    fields: ['emergencyContact', 'emergencyContactRelationship', 'emergencyContactPhone'],
  },
  { name: 'presentingProblem', fields: ['presentingProblem'] },
  ...HISTORY_FIELDS.map((field) => ({ name: field, fields: [field] as const })),
];

/** Where a field's text lives in the part. */
export function fieldValue(part: PatientIntakePart, field: string): string {
  if (field === 'presentingProblem') return part.presentingProblem;
  if (field in part.history) return part.history[field as HistoryField];
  return part.demographics[field as DemographicField] ?? '';
}

/** The part with one field's text changed; an emptied demographic is null (not given). */
export function withField(part: PatientIntakePart, field: string, text: string): PatientIntakePart {
  if (field === 'presentingProblem') return { ...part, presentingProblem: text };
  if (field in part.history) return { ...part, history: { ...part.history, [field]: text } };
  return { ...part, demographics: { ...part.demographics, [field]: text === '' ? null : text } };
}

export const emptyIntakePart = (): PatientIntakePart => ({
  demographics: {
    preferredName: null,
    pronouns: null,
    genderIdentity: null,
    phone: null,
    emergencyContact: null,
    emergencyContactRelationship: null,
    emergencyContactPhone: null,
  },
  presentingProblem: '',
  history: { psychiatric: '', medical: '', substanceUse: '', family: '', social: '' },
});

/**
 * The fields the contract refuses, by field name (the last part of the issue's path), each with
 * the most characters it takes when that is the reason (else null: text that cannot be stored).
 */
export function refusedFields(part: PatientIntakePart): Map<string, number | null> {
  const parsed = patientIntakePart.safeParse(part);
  if (parsed.success) return new Map();
  return new Map(
    parsed.error.issues.map((issue) => [
      String(issue.path.at(-1)),
      issue.code === 'too_big' ? Number(issue.maximum) : null,
    ]),
  );
}

/** Nothing written at all: there is nothing to send. */
export const isBlank = (part: PatientIntakePart): boolean =>
  INTAKE_PART_SECTIONS.every((section) =>
    section.fields.every((field) => fieldValue(part, field).trim() === ''),
  );

export interface IntakePartState {
  part: PatientIntakePart;
  /** The section on screen (zero-based), or `review`. */
  at: number | 'review';
  /** The section was opened from the review: Next goes back there. */
  fromReview: boolean;
  /** Next was pressed on a section with refused fields: show them. */
  showErrors: boolean;
}

export type IntakePartEvent =
  | { type: 'edit'; field: string; text: string }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'change'; section: number };

export const startIntakePart = (part: PatientIntakePart = emptyIntakePart()): IntakePartState => ({
  part,
  at: 0,
  fromReview: false,
  showErrors: false,
});

const LAST = INTAKE_PART_SECTIONS.length - 1;

export function intakePartStep(state: IntakePartState, event: IntakePartEvent): IntakePartState {
  switch (event.type) {
    case 'edit':
      return { ...state, part: withField(state.part, event.field, event.text) };
    case 'next': {
      if (state.at === 'review') return state;
      const refused = refusedFields(state.part);
      if (INTAKE_PART_SECTIONS[state.at]!.fields.some((field) => refused.has(field))) {
        return { ...state, showErrors: true };
      }
      const at = state.fromReview || state.at === LAST ? 'review' : state.at + 1;
      return { ...state, at, fromReview: false, showErrors: false };
    }
    case 'back':
      if (state.at === 'review') return { ...state, at: LAST, showErrors: false };
      return { ...state, at: Math.max(0, state.at - 1), fromReview: false, showErrors: false };
    case 'change':
      if (event.section < 0 || event.section > LAST) return state;
      return { ...state, at: event.section, fromReview: true, showErrors: false };
  }
}

/** The part as the server takes it (the demographics trimmed by the contract); null when refused or blank. */
export function partToSend(part: PatientIntakePart): PatientIntakePart | null {
  const parsed = patientIntakePart.safeParse(part);
  return parsed.success && !isBlank(parsed.data) ? parsed.data : null;
}
