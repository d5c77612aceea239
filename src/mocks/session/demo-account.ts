/**
 * The seeded demo account of the mock API: README, e2e tests and the bench sign in with it.
 * Same values as the real server's seed (server/seed/seed.ts), so either backend accepts it.
 */
export const DEMO_ACCOUNT = {
  id: 'demo-practitioner',
  email: 'demo@praxis.clinic',
  password: 'praxis-demo-1',
  firstName: 'Dana',
  lastName: 'Demo',
  tenantId: 'demo-clinic',
} as const;

/**
 * The demo clinic's front desk (role `staff` only): registers patients, books and checks in
 * sessions, sees no clinical content. Same values as the server's seed (server/seed/members.ts).
 */
export const DEMO_FRONT_DESK = {
  id: 'demo-front-desk',
  email: 'frontdesk@praxis.clinic',
  password: 'praxis-demo-1',
  firstName: 'Irina',
  lastName: 'Dobre',
  tenantId: 'demo-clinic',
} as const;

/**
 * The mock's demo portal patient (issue 36): a patient of the demo clinic with a portal account.
 * Signing in with it at /login opens the patient's area (`/portal`), never a clinic page. The
 * server's seed has two portal patients of its own (server/seed/portal.ts).
 */
export const DEMO_PORTAL_PATIENT = {
  id: 'demo-portal-account-1',
  email: 'patient@praxis.clinic',
  password: 'praxis-demo-1',
  firstName: 'Maria',
  lastName: 'Ionescu',
  tenantId: 'demo-clinic',
  patientId: 'demo-patient-001',
} as const;

/** Mock tokens live this long (seconds), like a typical identity provider's access token. */
export const MOCK_TOKEN_LIFETIME_S = 3600;
