import { accountName } from '../session/account.db';
import { http, type HttpHandler } from 'msw';
import {
  INTAKE_PATHS,
  incompleteScoreMessage,
  observationsPageQuery,
  rescoreInput,
  type Intake,
  type Observation,
} from '../../../common/contracts/intake.contract';
import { intakeSignedText, signingRefusal } from '../../../common/contracts/intake-writes';
import {
  INSTRUMENTS,
  INSTRUMENT_IDS,
  scoreInstrument,
  type InstrumentId,
  type ItemAnswer,
} from '../../../common/scoring/instruments';
import {
  bodyOf,
  fail,
  intakeCallerOf,
  patientCallerOf,
  refusalOfWrite,
  refuse,
  url,
  withEtag,
  type IntakeCaller,
} from './intake.mock-http';
import { clinicDayOf, signerIdentityOf } from '../clinic-peer';
import { firstPageRequest, pageAfter } from '../list-page';
import { addObservation, findIntake, observationsOf, putIntake } from './intake.store';
import { recordConsentsAndDiagnoses } from './patient-mock-client';

const hex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** The server's signature hash: SHA-256 of `intakeSignedText`, the canonical signed facts. */
async function signatureHash(intake: Intake, signerId: string, signedAt: string) {
  const { id, patientId, encounterId, content } = intake;
  const text = intakeSignedText({ id, patientId, encounterId, content, signerId, signedAt });
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** The refusal of a re-score with unanswered items, in the server's words. */
const incompleteMessage = (instrument: InstrumentId, answers: readonly ItemAnswer[]) =>
  incompleteScoreMessage(
    instrument,
    answers.flatMap((answer, item) => (answer === null ? [item + 1] : [])),
    INSTRUMENTS[instrument].itemCount,
  );

/** A score of a complete form (recomputed here, never a client's total), or null. */
function observationOf(
  instrument: InstrumentId,
  answers: readonly ItemAnswer[],
  effectiveAt: string,
  intakeId: string | null,
): Observation | null {
  const score = scoreInstrument(instrument, answers);
  if (!score.complete) return null;
  const numbers = answers.map((answer) => answer ?? 0);
  const { total, band } = score;
  return {
    id: crypto.randomUUID(),
    instrument,
    answers: numbers,
    total,
    band,
    effectiveAt,
    intakeId,
    reportedBy: 'clinician',
  };
}

/** What signing records beyond the intake: scores, consents granted, diagnoses added. */
async function recordSignedFacts(
  request: Request,
  caller: IntakeCaller,
  intake: Intake,
  at: string,
) {
  const { account, patient } = caller;
  for (const instrument of INSTRUMENT_IDS) {
    const found = observationOf(instrument, intake.content[instrument], at, intake.id);
    if (found) addObservation(account.tenantId, patient.id, found);
  }
  const clinicDay = await clinicDayOf(request, new Date(at));
  await recordConsentsAndDiagnoses(request, patient.id, intake.content, clinicDay);
}

/**
 * The patient's scores, oldest first, as the server lists them: a re-score's, and a signed
 * intake's (an intake entered in error takes its scores out of the trend).
 */
const trendOf = (tenantId: string, patientId: string) =>
  observationsOf(tenantId, patientId).filter(
    ({ intakeId }) =>
      intakeId === null || findIntake(tenantId, intakeId)?.intake.status === 'signed',
  );

/** Signing (422 for an empty intake and under the safety rule) and the patient's PHQ-9 / GAD-7 scores. */
export const intakeSignHandlers: HttpHandler[] = [
  http.post(url(INTAKE_PATHS.sign), async ({ request, params }) => {
    const caller = await intakeCallerOf(request, params.id);
    if (caller instanceof Response) return caller;
    const refusal = refusalOfWrite(caller, request);
    if (refusal) return refusal;
    const { intake: before } = caller.stored;
    const unsignable = signingRefusal(before.content);
    if (unsignable) return refuse(unsignable);
    const signedAt = new Date().toISOString();
    const signerId = caller.account.id;
    const intake: Intake = {
      ...before,
      status: 'signed',
      updatedAt: signedAt,
      signature: {
        signerId,
        // Frozen here, as on the server: the signer as their member profile has them now.
        signerName: accountName(caller.account),
        ...(await signerIdentityOf(request, signerId)),
        role: 'clinician',
        signedAt,
        sha256: await signatureHash(before, signerId, signedAt),
      },
    };
    putIntake(caller.account.tenantId, intake);
    await recordSignedFacts(request, caller, intake, signedAt);
    return withEtag(intake);
  }),

  http.get(url(INTAKE_PATHS.observations), async ({ request, params }) => {
    const caller = await patientCallerOf(request, params.id);
    if (caller instanceof Response) return caller;
    return observationsPage(request, trendOf(caller.account.tenantId, caller.patient.id));
  }),

  http.post(url(INTAKE_PATHS.observations), async ({ request, params }) => {
    const body = await bodyOf(request, rescoreInput);
    if (!body.ok) return body.refusal;
    const caller = await patientCallerOf(request, params.id);
    if (caller instanceof Response) return caller;
    const { instrument, answers } = body.data;
    const found = observationOf(instrument, answers, new Date().toISOString(), null);
    if (!found) return fail(422, incompleteMessage(instrument, answers));
    addObservation(caller.account.tenantId, caller.patient.id, found);
    // The answer is the first page, as the server's.
    return observationsPage(
      firstPageRequest(request),
      trendOf(caller.account.tenantId, caller.patient.id),
      201,
    );
  }),
];

/** A page of a patient's scores, oldest first, as the server answers it (issue 31). */
const observationsPage = (request: Request, observations: readonly Observation[], status = 200) =>
  pageAfter(
    request,
    observationsPageQuery,
    { items: observations, keyOf: (o) => o.id },
    (shown, nextCursor) => ({ observations: shown, nextCursor }),
    status,
  );
