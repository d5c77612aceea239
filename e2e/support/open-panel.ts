import { expect, type Locator, type Page } from '@playwright/test';
import type { MemberRole } from '../../common/contracts/clinic.contract';
import { SESSION_KEYS } from '../../src/config/constants';
import {
  DEMO_ACCOUNT,
  DEMO_FRONT_DESK,
  MOCK_TOKEN_LIFETIME_S,
} from '../../src/mocks/session/demo-account';
import { mintToken, type MockClaims } from '../../src/mocks/session/mock-tokens';

/** The demo account's roles in its clinic (every mock account founded its clinic). */
const DEMO_ROLES: MemberRole[] = ['owner', 'clinician'];

/** Who a test signs in as: the demo practitioner (owner + clinician), or the front desk. */
export const DEMO_MEMBER = {
  practitioner: { account: DEMO_ACCOUNT, roles: DEMO_ROLES },
  frontDesk: { account: DEMO_FRONT_DESK, roles: ['staff'] as MemberRole[] },
} as const;
type DemoMember = (typeof DEMO_MEMBER)[keyof typeof DEMO_MEMBER];

/**
 * Starts every page of the test signed in, the way the external identity provider leaves a
 * session (spec §4 auth start): the token set of a demo member (the practitioner unless `member`
 * says otherwise) in session storage. The id token carries the member's roles, as the server's
 * does, so pages offer what the roles allow.
 */
export async function startSignedIn(
  page: Page,
  nowMs = Date.now(),
  member: DemoMember = DEMO_MEMBER.practitioner,
): Promise<void> {
  const { account } = member;
  const nowS = Math.floor(nowMs / 1000);
  const claims = (use: MockClaims['token_use']): MockClaims => ({
    sub: account.id,
    oid: account.id,
    email: account.email,
    name: `${account.firstName} ${account.lastName}`,
    given_name: account.firstName,
    tid: account.tenantId,
    token_use: use,
    iat: nowS,
    exp: nowS + MOCK_TOKEN_LIFETIME_S,
  });
  // MockClaims has no roles field (the mock's own tokens carry none); the server's id token does.
  const withRoles = (idClaims: MockClaims): MockClaims => {
    const carried = { ...idClaims, roles: member.roles };
    return carried;
  };
  const session: Record<string, string> = {
    [SESSION_KEYS.accessToken]: mintToken(claims('access')),
    [SESSION_KEYS.idToken]: mintToken(withRoles(claims('id'))),
    [SESSION_KEYS.tenantId]: account.tenantId,
    [SESSION_KEYS.tokenExpires]: String((nowS + MOCK_TOKEN_LIFETIME_S) * 1000),
  };
  await page.addInitScript((values) => {
    // Only once per tab, so a logout within the test is not undone by the next navigation.
    if (sessionStorage.getItem('e2e.seeded')) return;
    sessionStorage.setItem('e2e.seeded', '1');
    for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, value);
  }, session);
}

/** Opens a main-layout path signed in, and waits for the layout. */
export async function openPanel(page: Page, path: string): Promise<void> {
  await startSignedIn(page);
  await page.goto(path);
  await expect(page.getByRole('banner')).toBeVisible();
}

/** Opens the layout customizer from the profile menu's Settings item, and waits for it. */
export async function openCustomizer(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const customizer = page.getByRole('dialog', { name: 'Customize layout' });
  await expect(customizer).toBeVisible();
  return customizer;
}
