import { twoFactorRoutes } from './account/two-factor.routes.ts';
import { twoFactorSignInRoutes } from './account/two-factor-sign-in.routes.ts';
import { seriesRoutes } from './series/series.routes.ts';
import { availabilityRoutes } from './availability/availability.routes.ts';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { API_BASE_PATH } from '../common/constants/server.constants.ts';
import type { ServerConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { useContractBodyLimits } from './http/body-limits.ts';
import { useErrorHandler } from './http/error-handler.ts';
import { MESSAGES } from './http/http-error.ts';
import { useCompression } from './http/compression.ts';
import { isAppRoute, REVALIDATE, serveWebApp } from './http/static-app.ts';
import { useZodValidation } from './http/zod-validation.ts';
import { accountRoutes } from './account/account.routes.ts';
import { passwordChangeRoutes, passwordResetRoutes } from './account/password.routes.ts';
import { ownAccountRoutes, sessionActivityRoutes } from './account/own-account.routes.ts';
import { portalRoutes } from './portal/portal.routes.ts';
import { portalTwoFactorRoutes } from './account/portal-two-factor.routes.ts';
import { portalInvitationRoutes } from './account/portal-invitation.routes.ts';
import { portalAccessRoutes } from './patients/portal-access.routes.ts';
import {
  decorateRequestContext,
  portalSignedIn,
  signedIn,
  signedInMemberOrPatient,
  signedInOrSmartApp,
} from './auth/signed-in.ts';
import { invitationAcceptanceRoutes } from './clinic/invitation-acceptance.routes.ts';
import { draftKeyRoutes } from './account/draft-key.routes.ts';
import { auditReportRoutes, auditRoutes } from './audit/audit.routes.ts';
import { clinicRoutes } from './clinic/clinic.routes.ts';
import { calendarRoutes } from './calendar/calendar.routes.ts';
import { timeRequestRoutes } from './portal-visits/time-requests.routes.ts';
import { portalVisitRoutes } from './portal-visits/portal-visits.routes.ts';
import {
  calendarFeedFileRoutes,
  calendarFeedRoutes,
} from './calendar-feed/calendar-feed.routes.ts';
import { encounterRoutes } from './encounters/encounters.routes.ts';
import { FHIR_BASE_PATH, fhirApi } from './fhir/fhir.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { smartAppRoutes } from './smart/smart-apps.routes.ts';
import { smartConsentRoutes } from './smart/smart-consent.routes.ts';
import { smartOAuthRoutes } from './smart/smart-oauth.routes.ts';
import { useSmartScopes } from './smart/smart-scope-guard.ts';
import { portalSmartConsentRoutes } from './smart/patient-consent.routes.ts';
import { portalSmartGrantRoutes } from './smart/patient-grants.routes.ts';
import { intakeRoutes } from './intake/intake.routes.ts';
import { knowledgeRoutes } from './knowledge/knowledge.routes.ts';
import { literatureRoutes } from './literature/literature.routes.ts';
import { noteRoutes } from './notes/notes.routes.ts';
import { patientRoutes } from './patients/patients.routes.ts';
import { reminderRoutes } from './reminders/reminders.routes.ts';
import { questionnaireRoutes } from './questionnaires/questionnaires.routes.ts';
import { portalQuestionnaireRoutes } from './questionnaires/portal-questionnaires.routes.ts';
import { notificationRoutes } from './notifications/notifications.routes.ts';
import { speechRoutes } from './speech/speech.routes.ts';
import { noteDraftRoutes } from './drafting/note-drafts.routes.ts';
import { logSerializers } from './http/log-serializers.ts';
import { consentTextRoutes } from './consent-texts/consent-texts.routes.ts';
import { patientShareRoutes } from './shares/patient-shares.routes.ts';
import { portalRecordRoutes } from './portal-records/portal-records.routes.ts';
import type { FreeSpace } from './ops/free-space.ts';
import type { Metrics } from './ops/metrics.ts';
import { metricsRoutes } from './ops/metrics.routes.ts';
import { requestIdOf, useRequestLog } from './ops/request-log.ts';

/** What the operator's side of the app is given: the free-space source and the metrics. */
export interface AppOptions {
  freeSpace?: FreeSpace;
  metrics?: Metrics;
}

/**
 * The SHA-256 of the empty string. Emotion (Chakra's styling engine) appends EMPTY <style>
 * elements and fills them through CSSOM insertRule, which CSP does not govern; allowing exactly
 * the empty element keeps every other inline style blocked.
 */
const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** Same origin only: scripts, styles, data and frames all come from this server. */
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", EMPTY_STYLE_HASH],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/** A hop count becomes "trust the nearest n hops"; addresses and CIDRs go to Fastify as they are. */
function proxyTrust(setting: ServerConfig['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** Any logger the app is given redacts URLs and database errors (decision H4). */
function withSafeSerializers(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...logSerializers, ...options.serializers } };
}

/** The HTTP application: API under /backend/api, health probes, optionally the web app. */
export async function buildApp(
  ctx: AppContext,
  logger: FastifyServerOptions['logger'] = false,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withSafeSerializers(logger),
    // X-Request-Id honoured (a plain token) or a UUID made; one completion line per request.
    genReqId: requestIdOf,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: ctx.config.bodyLimitBytes,
    trustProxy: proxyTrust(ctx.config.trustProxy),
    return503OnClosing: true,
  });
  decorateRequestContext(app, ctx.db);
  useZodValidation(app);
  useErrorHandler(app, ctx.config.bodyLimitBytes);
  useRequestLog(app, options.metrics);
  useContractBodyLimits(app, ctx.config.bodyLimitBytes);
  await app.register(helmet, { contentSecurityPolicy: CONTENT_SECURITY_POLICY });
  await app.register(rateLimit, { global: false });

  await app.register(healthRoutes(ctx, options.freeSpace));
  if (options.metrics)
    await app.register(metricsRoutes(options.metrics, ctx.config.ops.metricsToken));
  await app.register(
    async (api) => {
      // The API's answers are personal: never cached by a browser or proxy.
      api.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      // For anyone: registration, sign-in and out, refresh, password reset, invitations' links.
      await api.register(accountRoutes(ctx));
      await api.register(twoFactorSignInRoutes(ctx));
      await api.register(passwordResetRoutes(ctx));
      await api.register(invitationAcceptanceRoutes(ctx));
      await api.register(portalInvitationRoutes(ctx));
      // A clinician's calendar feed, for calendar apps: its address's secret is the key.
      await api.register(calendarFeedFileRoutes(ctx));
      // What follows is compressed; the answers above carry tokens and links' secrets.
      await useCompression(api);
      // The session's heartbeat and its reported audit events: a member's or a portal patient's.
      await api.register(
        signedInMemberOrPatient(ctx, [sessionActivityRoutes(ctx), auditReportRoutes(ctx)]),
      );
      // The patient portal (issue 36): a portal patient's routes; a member's token is refused.
      await api.register(
        // The patient's own account (c36-portal); their consents, shares and record (c36-consents).
        portalSignedIn(ctx, [
          portalRoutes(ctx),
          portalRecordRoutes(ctx),
          portalVisitRoutes(ctx),
          portalQuestionnaireRoutes(ctx),
          // The patient's own second factor (c36-patient-2fa).
          portalTwoFactorRoutes(ctx),
          portalSmartConsentRoutes(ctx),
          portalSmartGrantRoutes(ctx),
        ]),
      );
      // Everything else is a signed-in member's, authenticated once per request.
      await api.register(
        signedIn(ctx, [
          ownAccountRoutes(ctx),
          passwordChangeRoutes(ctx),
          twoFactorRoutes(ctx),
          draftKeyRoutes(ctx),
          auditRoutes(),
          clinicRoutes(ctx),
          patientRoutes(ctx),
          encounterRoutes(ctx),
          availabilityRoutes(),
          seriesRoutes(ctx),
          calendarRoutes(ctx.config.keepAnswers),
          // Issue 36 (c36-visits): the front desk answers patients' requests for another time.
          timeRequestRoutes(ctx),
          calendarFeedRoutes(ctx),
          noteRoutes(ctx),
          intakeRoutes(ctx),
          knowledgeRoutes(ctx),
          literatureRoutes(ctx),
          speechRoutes(ctx),
          noteDraftRoutes(ctx),
          reminderRoutes(ctx),
          notificationRoutes(ctx),
          smartAppRoutes(ctx),
          smartConsentRoutes(ctx),
          // Issue 36 (c36-consents): the clinic's consent texts; what the chart shares with the patient.
          consentTextRoutes(ctx),
          patientShareRoutes(ctx),
          // Issue 36 (c36-portal): inviting a patient to the portal, revoking their access.
          portalAccessRoutes(ctx),
          // Questionnaires before the session (issue 36, c36-forms): the members' side.
          questionnaireRoutes(ctx),
        ]),
      );
    },
    { prefix: API_BASE_PATH },
  );
  // SMART App Launch's public endpoints (discovery, authorize, token); FHIR takes an app's token too.
  await app.register(smartOAuthRoutes(ctx));
  await app.register(
    async (fhir) => {
      await useCompression(fhir);
      await fhir.register(
        fhirApi(ctx, (routes) => signedInOrSmartApp(ctx, routes, useSmartScopes(ctx))),
      );
    },
    { prefix: FHIR_BASE_PATH },
  );

  const staticDir = ctx.config.staticDir;
  if (staticDir) await serveWebApp(app, staticDir);
  app.setNotFoundHandler((request, reply) => {
    if (staticDir && isAppRoute(request.method, request.url, request.headers.accept)) {
      return reply.header('cache-control', REVALIDATE).sendFile('index.html');
    }
    return reply.code(404).send({ message: MESSAGES.notFound });
  });
  return app;
}
