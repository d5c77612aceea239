import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CLINIC_PATHS,
  mayDo,
  ROLE_GRANT_MESSAGES,
} from '../../common/contracts/clinic.contract.ts';
import { memberRolesOf } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { acceptEmptyJsonBodies, idParams, requireRight } from './clinic-rights.ts';
import { changeMember, findMember } from './members.repository.ts';
import { LAST_OWNER } from './members.routes.ts';
import {
  decideGrant,
  findGrant,
  listOpenGrants,
  lockPendingGrant,
} from './role-grants.repository.ts';

/** Thrown inside a decision's transaction, so nothing it wrote is kept. */
class Refused extends Error {
  constructor(readonly http: HttpError) {
    super(http.message);
  }
}

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/**
 * Requests for a clinical role a member asked for themselves (issue 31): every member sees a
 * break-glass in force; owners also see the requests waiting. A second owner approves (the roles
 * take effect, audited as theirs) or declines; the requester may withdraw their own.
 */
export function roleGrantRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(CLINIC_PATHS.roleGrants, {
      handler: async (request) => {
        const owner = mayDo(request.member.roles, 'manageClinic');
        return { grants: await listOpenGrants(request.clinic, owner) };
      },
    });

    /** Runs a decision on the pending request `id`; a refusal rolls everything back. */
    const decide = async (
      clinic: TenantDb,
      id: string,
      work: (
        tx: TenantDb,
        grant: NonNullable<Awaited<ReturnType<typeof lockPendingGrant>>>,
      ) => Promise<void>,
    ) => {
      try {
        await clinic.transaction(async (tx) => {
          const grant = await lockPendingGrant(tx, id);
          if (!grant) {
            const known = await findGrant(tx, id);
            throw new Refused(
              new HttpError(
                known ? 409 : 404,
                known ? ROLE_GRANT_MESSAGES.notPending : MESSAGES.notFound,
              ),
            );
          }
          await work(tx, grant);
        });
      } catch (error) {
        if (error instanceof Refused) throw error.http;
        throw error;
      }
      const grant = await findGrant(clinic, id);
      if (!grant) throw new HttpError(404, MESSAGES.notFound);
      return { grant };
    };

    await plain.register(async (scope) => {
      acceptEmptyJsonBodies(scope);
      const bodyless = scope.withTypeProvider<ZodTypeProvider>();
      const noBody = z.strictObject({}).nullish();

      bodyless.post(CLINIC_PATHS.approveRoleGrant, {
        schema: { params: idParams, body: noBody },
        handler: async (request) => {
          requireRight(request, 'manageClinic');
          const { userId } = request.member;
          const clinic = request.clinic;
          const at = ctx.clock();
          let movedOn = false;
          const answer = await decide(clinic, request.params.id, async (tx, grant) => {
            if (grant.member_id === userId)
              throw new Refused(new HttpError(403, ROLE_GRANT_MESSAGES.secondOwner));
            const member = await findMember(tx, grant.member_id);
            if (!member?.active || !sameRoles(member.roles, grant.roles_before)) {
              await decideGrant(tx, grant, { status: 'declined', by: userId, at });
              movedOn = true;
              return;
            }
            const by = { userId, at };
            const roles = memberRolesOf(grant.roles_after);
            const changed = await changeMember(tx, grant.member_id, { roles }, by);
            if (changed.outcome === 'last-owner') throw new Refused(new HttpError(409, LAST_OWNER));
            await decideGrant(tx, grant, { status: 'approved', by: userId, at });
          });
          if (movedOn) throw new HttpError(409, ROLE_GRANT_MESSAGES.movedOn);
          return answer;
        },
      });

      bodyless.post(CLINIC_PATHS.declineRoleGrant, {
        schema: { params: idParams, body: noBody },
        handler: async (request) => {
          requireRight(request, 'manageClinic');
          const { userId } = request.member;
          const at = ctx.clock();
          return decide(request.clinic, request.params.id, async (tx, grant) => {
            const status = grant.member_id === userId ? 'withdrawn' : 'declined';
            await decideGrant(tx, grant, { status, by: userId, at });
          });
        },
      });
    });
  };
}
