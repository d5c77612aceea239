import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { clinicProfileRoutes } from './clinic-profile.routes.ts';
import { invitationAcceptanceRoutes } from './invitation-acceptance.routes.ts';
import { invitationRoutes } from './invitations.routes.ts';
import { memberRoutes } from './members.routes.ts';
import { practitionerRoutes } from './practitioners.routes.ts';
import { roleGrantRoutes } from './role-grants.routes.ts';

/**
 * The clinic (CLINICAL.md §1–3): profile and settings, members and their requests for a
 * clinical role, invitations, practitioners.
 */
export function clinicRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(clinicProfileRoutes(ctx));
    await app.register(memberRoutes(ctx));
    await app.register(roleGrantRoutes(ctx));
    await app.register(invitationRoutes(ctx));
    await app.register(invitationAcceptanceRoutes(ctx));
    await app.register(practitionerRoutes(ctx));
  };
}
