import {
  intakePath,
  intakeResponse,
  patientIntakesPath,
  patientIntakesResponse,
  type Intake,
} from '../../../common/contracts/intake.contract';
import {
  riskFlagsOf,
  type AgeGroup,
  type MatchResponse,
} from '../../../common/contracts/knowledge.contract';
import {
  diagnosisListResponse,
  patientPath,
  patientResponse,
  patientSubPath,
} from '../../../common/contracts/patients.contract';
import { callPeerMock } from '../peer-mock-call';

/** What the matcher reads from a patient's chart. */
export type PatientMatchBasis = MatchResponse['basis'];

/** The other features' mocks, asked over their own HTTP API with the caller's token. */
const call = (request: Request, path: string) => callPeerMock(request, 'GET', path);

/** Whole years between `birthDate` and `today` (both YYYY-MM-DD). */
function yearsOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** The server's bands: child < 13, adolescent 13–17, adult 18–64, older adult ≥ 65. */
export function ageGroupOn(birthDate: string, today: string): AgeGroup {
  const years = yearsOn(birthDate, today);
  if (years < 13) return 'child';
  if (years < 18) return 'adolescent';
  return years < 65 ? 'adult' : 'older-adult';
}

/** The presenting problem of the latest signed intake, else of the caller's latest draft. */
async function presentingProblem(request: Request, patientId: string, callerId: string) {
  const list = patientIntakesResponse.safeParse(await call(request, patientIntakesPath(patientId)));
  if (!list.success) return '';
  const newestFirst = [...list.data.intakes].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const read = async (id: string): Promise<Intake | null> => {
    const answer = intakeResponse.safeParse(await call(request, intakePath(id)));
    return answer.success ? answer.data.intake : null;
  };
  const signed = newestFirst.find((summary) => summary.status === 'signed');
  if (signed) return (await read(signed.id))?.content.referral.presentingProblem ?? '';
  for (const summary of newestFirst.filter((each) => each.status === 'draft')) {
    const intake = await read(summary.id);
    if (intake?.authorId === callerId) return intake.content.referral.presentingProblem;
  }
  return '';
}

/**
 * The patient's active diagnoses, presenting problem, age group and risk flags, or null when the caller may
 * not read them (not in the clinic, not on the care team): the handler answers 404 then.
 */
export async function patientMatchBasis(
  request: Request,
  patientId: string,
  callerId: string,
): Promise<PatientMatchBasis | null> {
  const patient = patientResponse.safeParse(await call(request, patientPath(patientId)));
  if (!patient.success) return null;
  const diagnoses = diagnosisListResponse.safeParse(
    await call(request, patientSubPath(patientId, 'diagnoses')),
  );
  if (!diagnoses.success) return null;
  const today = new Date().toISOString().slice(0, 10);
  return {
    diagnoses: diagnoses.data.diagnoses
      .filter((diagnosis) => diagnosis.status === 'active')
      .map(({ code, text }) => ({ code, text })),
    problems: await presentingProblem(request, patientId, callerId),
    ageGroup: ageGroupOn(patient.data.patient.birthDate, today),
    riskFlags: riskFlagsOf(patient.data.patient.flags),
  };
}
