import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { clinicProfileRoutes } from './clinic-profile.routes.ts';
import { invitationRoutes } from './invitations.routes.ts';
import { memberRoutes } from './members.routes.ts';
import { practitionerRoutes } from './practitioners.routes.ts';
import { roleGrantRoutes } from './role-grants.routes.ts';

/**
 * The clinic (CLINICAL.md §1–3), for its members: profile and settings, members and their
 * requests for a clinical role, invitations, practitioners. Accepting an invitation is
 * `invitationAcceptanceRoutes`, for someone not yet signed in.
 */
export function clinicRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(clinicProfileRoutes(ctx));
    await app.register(memberRoutes(ctx));
    await app.register(roleGrantRoutes(ctx));
    await app.register(invitationRoutes(ctx));
    await app.register(practitionerRoutes());
  };
}
