/** Where the e2e app and its OpenID provider listen: both on loopback, ports apart per E2E_PORT. */
const appPort = Number(process.env.E2E_PORT ?? 4300);
const providerPort = Number(process.env.E2E_OIDC_PORT ?? appPort + 100);

export const E2E_OIDC = {
  appOrigin: `http://127.0.0.1:${appPort}`,
  port: providerPort,
  issuer: `http://127.0.0.1:${providerPort}`,
  clientId: 'praxis-e2e',
  tenantClaim: 'tenant_id',
} as const;

/** The build-time settings the e2e bundle is built with (see src/platform/session/oidc-config.ts). */
export const E2E_OIDC_BUILD_ENV = {
  VITE_OIDC_ISSUER: E2E_OIDC.issuer,
  VITE_OIDC_CLIENT_ID: E2E_OIDC.clientId,
  VITE_OIDC_TENANT_CLAIM: E2E_OIDC.tenantClaim,
};

/** Accounts the provider knows; the dev login page accepts any password for them. */
export const E2E_ACCOUNTS = {
  practitioner: {
    login: 'ana.popescu@clinic.test',
    claims: {
      email: 'ana.popescu@clinic.test',
      email_verified: true,
      name: 'Dr Ana Popescu',
      given_name: 'Ana',
      family_name: 'Popescu',
      [E2E_OIDC.tenantClaim]: 'clinic-e2e',
    },
  },
  withoutTenant: {
    login: 'no.tenant@clinic.test',
    claims: { email: 'no.tenant@clinic.test', email_verified: true, name: 'No Tenant' },
  },
} as const;
