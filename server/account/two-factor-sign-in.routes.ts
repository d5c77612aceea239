import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../common/contracts/http-messages.ts';
import {
  enrolmentChallengeConfirm,
  enrolmentChallengeRequest,
  secondFactorRequest,
  TWO_FACTOR_PATHS,
} from '../../common/contracts/two-factor.contract.ts';
import type { SignInChallengeMode } from '../../common/contracts/two-factor.contract.ts';
import { liveChallenge, spendChallenge, type LiveChallenge } from '../auth/sign-in-challenges.ts';
import { activePortalAccounts, startPortalSession } from '../auth/portal-sessions.ts';
import { signInKeys, throttleOf, verdictError } from '../auth/sign-in-throttle.ts';
import { startSession, USER_COLUMNS } from '../auth/sessions.ts';
import {
  checkCode,
  confirmEnrolment,
  memberAccount,
  startEnrolment,
  useRecoveryCode,
} from '../auth/two-factor-credentials.ts';
import type { AppContext } from '../context.ts';
import { tenantDb } from '../db/tenant-db.ts';
import { HttpError } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';

/**
 * The second step of a sign-in (issue 36), a member's or a portal patient's: the challenge a right
 * password opened, answered with a code, a recovery code, or (where the clinic requires
 * two-factor of a member) the enrolment. Wrong codes count on the same throttle keys as wrong
 * passwords (the account, the account from this address, the address), so a guessed password
 * buys no more guesses at the code.
 */
export function twoFactorSignInRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    /** The challenged account: a member's row, or a portal patient's (a code only). */
    async function accountOf(challenge: LiveChallenge) {
      const { account } = challenge;
      if (account.kind === 'member') {
        const row = await ctx.db
          .selectFrom('users')
          .select(USER_COLUMNS)
          .where('tenant_id', '=', account.tenantId)
          .where('id', '=', account.userId)
          .where('active', '=', true)
          .executeTakeFirst();
        return (
          row && {
            email: row.email,
            factor: memberAccount(row.id),
            start: () => startSession(ctx, row),
          }
        );
      }
      const row = await activePortalAccounts(ctx)
        .where('portal_accounts.tenant_id', '=', account.tenantId)
        .where('portal_accounts.id', '=', account.accountId)
        .executeTakeFirst();
      return (
        row && {
          email: row.email,
          factor: { kind: 'patient', id: row.id, patientId: row.patient_id } as const,
          start: () => startPortalSession(ctx, row),
        }
      );
    }

    /** The challenge's live account and its throttle, or a 410 (expired, used, unknown). */
    async function challenged(request: FastifyRequest, token: string, mode: SignInChallengeMode) {
      const challenge = await liveChallenge(ctx, token, mode);
      const account = challenge && (await accountOf(challenge));
      if (!challenge || !account) throw new HttpError(410, ACCOUNT_MESSAGES.signInExpired);
      const keys = signInKeys(ctx, account.email, request.ip);
      const throttle = throttleOf(ctx);
      const verdict = await throttle.check(keys.all);
      if (!verdict.allowed) throw verdictError(verdict);
      const clinic = tenantDb(ctx.db, challenge.tenant_id);
      return {
        email: account.email,
        factor: account.factor,
        clinic,
        wrong: async () => {
          await throttle.fail(keys.all);
          return new HttpError(401, ACCOUNT_MESSAGES.wrongCode);
        },
        /** Spends the challenge and opens the session; a challenge spent meanwhile is refused. */
        complete: async () => {
          if (!(await spendChallenge(ctx, challenge))) {
            throw new HttpError(410, ACCOUNT_MESSAGES.signInExpired);
          }
          await throttle.clear(keys.clearedBySuccess);
          return account.start();
        },
      };
    }

    app.post(TWO_FACTOR_PATHS.signInCode, {
      schema: { body: secondFactorRequest },
      handler: async (request) => {
        const { body } = request;
        const step = await challenged(request, body.challenge, 'code');
        const now = ctx.clock();
        const ok =
          'code' in body
            ? (await checkCode(step.clinic, ctx.keys.secretKeys, step.factor, body.code, now)) ===
              'accepted'
            : await useRecoveryCode(step.clinic, step.factor, body.recoveryCode, now);
        if (!ok) throw await step.wrong();
        return step.complete();
      },
    });

    app.post(TWO_FACTOR_PATHS.signInEnrolment, {
      schema: { body: enrolmentChallengeRequest },
      handler: async (request) => {
        const step = await challenged(request, request.body.challenge, 'enrol');
        const started = await startEnrolment(
          step.clinic,
          ctx.keys.secretKeys,
          step.factor,
          step.email,
          ctx.clock(),
        );
        if (!started) throw new HttpError(409, ACCOUNT_MESSAGES.twoFactorAlreadyOn);
        return started;
      },
    });

    app.post(TWO_FACTOR_PATHS.signInEnrolmentConfirm, {
      schema: { body: enrolmentChallengeConfirm },
      handler: async (request) => {
        const step = await challenged(request, request.body.challenge, 'enrol');
        const codes = await confirmEnrolment(
          step.clinic,
          ctx.keys.secretKeys,
          step.factor,
          request.body.code,
          ctx.clock(),
        );
        if (!codes) throw await step.wrong();
        return { ...(await step.complete()), recoveryCodes: codes };
      },
    });
  };
}
