import { accountName } from '../session/account.db';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { versionsPage } from '../document-versions-page';
import {
  INTAKE_MESSAGES,
  INTAKE_PATHS,
  intakeCreateInput,
  intakeSummary,
  intakeUpdateInput,
  type Intake,
} from '../../../common/contracts/intake.contract';
import { enteredInErrorInput } from '../../../common/contracts/documents.contract';
import { intakeSignHandlers } from './intake-sign.handlers';
import { flagSuicideRiskIfAnswered, isPatientsSession } from './patient-mock-client';
import {
  bodyOf,
  fail,
  intakeCallerOf,
  patientCallerOf,
  refusalOfWrite,
  url,
  withEtag,
} from './intake.mock-http';
import { intakesOf, putIntake } from './intake.store';
import { recordMockRead } from '../record-access/record-access.store';
import type { IntakeCaller } from './intake.mock-http';

/** A member's read of an intake, in its patient's trail naming the intake (issue 30). */
function intakeRead(request: Request, { account, stored: { intake } }: IntakeCaller) {
  recordMockRead(request, account.tenantId, {
    userId: account.id,
    patientId: intake.patientId,
    action: 'read-intake',
    record: {
      kind: 'intake',
      id: intake.id,
      at: intake.createdAt,
      ...(intake.status === 'draft' && { onlyFor: intake.authorId }),
    },
  });
}

export { resetMockIntakes } from './intake.store';

/**
 * The intake API in the browser mock (dev, Storybook, page tests), with the server's rules: a
 * draft is its author's alone; writes name their version (`If-Match`: 428 without, 412 stale);
 * a signed intake no longer changes (409); a saved PHQ-9 item 9 above 0 flags the patient.
 * Every read of one intake is in its patient's trail, naming it (issue 30).
 * Signing and scores are in intake-sign.handlers.ts. A body is read before anything else, as the
 * server validates it first; `tests/contract/intake-contract.test.ts` holds both to the same cases.
 */
const recordHandlers: HttpHandler[] = [
  http.get(url(INTAKE_PATHS.patientIntakes), async ({ request, params }) => {
    const caller = await patientCallerOf(request, params.id);
    if (caller instanceof Response) return caller;
    const intakes = intakesOf(caller.account.tenantId, caller.patient.id);
    return HttpResponse.json({ intakes: intakes.map((intake) => intakeSummary.parse(intake)) });
  }),

  http.post(url(INTAKE_PATHS.patientIntakes), async ({ request, params }) => {
    const body = await bodyOf(request, intakeCreateInput);
    if (!body.ok) return body.refusal;
    const caller = await patientCallerOf(request, params.id);
    if (caller instanceof Response) return caller;
    const { account, patient } = caller;
    const { encounterId } = body.data;
    if (encounterId !== null && !(await isPatientsSession(request, patient.id, encounterId))) {
      return fail(400, INTAKE_MESSAGES.notThisPatientsSession);
    }
    const now = new Date().toISOString();
    const intake: Intake = {
      id: crypto.randomUUID(),
      patientId: patient.id,
      encounterId,
      authorId: account.id,
      authorName: accountName(account),
      status: 'draft',
      version: 1,
      content: body.data.content,
      createdAt: now,
      updatedAt: now,
      signature: null,
      enteredInError: null,
    };
    putIntake(account.tenantId, intake, {
      version: 1,
      savedAt: now,
      savedByName: intake.authorName,
      content: intake.content,
    });
    await flagSuicideRiskIfAnswered(request, patient, intake.content);
    return withEtag(intake, 201);
  }),

  http.get(url(INTAKE_PATHS.one), async ({ request, params }) => {
    const caller = await intakeCallerOf(request, params.id);
    if (caller instanceof Response) return caller;
    intakeRead(request, caller);
    return withEtag(caller.stored.intake);
  }),

  http.put(url(INTAKE_PATHS.one), async ({ request, params }) => {
    const body = await bodyOf(request, intakeUpdateInput);
    if (!body.ok) return body.refusal;
    const caller = await intakeCallerOf(request, params.id);
    if (caller instanceof Response) return caller;
    const refusal = refusalOfWrite(caller, request);
    if (refusal) return refusal;
    const now = new Date().toISOString();
    const { intake: before } = caller.stored;
    const intake: Intake = {
      ...before,
      content: body.data.content,
      version: before.version + 1,
      updatedAt: now,
    };
    putIntake(caller.account.tenantId, intake, {
      version: intake.version,
      savedAt: now,
      savedByName: accountName(caller.account),
      content: intake.content,
    });
    await flagSuicideRiskIfAnswered(request, caller.patient, intake.content);
    return withEtag(intake);
  }),

  http.get(url(INTAKE_PATHS.versions), async ({ request, params }) => {
    const caller = await intakeCallerOf(request, params.id);
    if (caller instanceof Response) return caller;
    intakeRead(request, caller);
    return versionsPage(caller.stored.versions, request);
  }),

  http.post(url(INTAKE_PATHS.enteredInError), async ({ request, params }) => {
    const body = await bodyOf(request, enteredInErrorInput);
    if (!body.ok) return body.refusal;
    const caller = await intakeCallerOf(request, params.id);
    if (caller instanceof Response) return caller;
    const { intake: before } = caller.stored;
    if (before.authorId !== caller.account.id) return fail(403, INTAKE_MESSAGES.authorOnly);
    if (before.status === 'entered-in-error') return fail(409, INTAKE_MESSAGES.alreadyWithdrawn);
    const now = new Date().toISOString();
    // As the server's: the version and the last change stay; the answer carries no ETag.
    const intake: Intake = {
      ...before,
      status: 'entered-in-error',
      enteredInError: { reason: body.data.reason, at: now, byName: accountName(caller.account) },
    };
    putIntake(caller.account.tenantId, intake);
    return HttpResponse.json({ intake });
  }),
];

export const intakeHandlers: HttpHandler[] = [...recordHandlers, ...intakeSignHandlers];
