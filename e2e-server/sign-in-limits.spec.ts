import { expect, test } from '@playwright/test';
import { API_BASE_PATH } from '../common/constants/server.constants';
import { ROUTES } from '../src/config/constants';

// The e2e server starts with PRAXIS_SIGNIN_BASE_DELAY_S=60 (serve.mjs), so the wait outlasts the test.
const password = 'a long enough secret';
const email = `limits-${Date.now()}@example.test`;

test('after repeated wrong passwords the sign-in page names the server’s wait, never a generic error', async ({
  page,
  request,
}) => {
  const registered = await request.post(`${API_BASE_PATH}/account/register`, {
    data: { id: '4242', email, password, firstName: 'Lia', lastName: 'Limits' },
  });
  expect(registered.status()).toBe(201);
  // The free failures of this account from this address (decision H1), spent over the API.
  for (let attempt = 0; attempt < 5; attempt++) {
    const refused = await request.post(`${API_BASE_PATH}/account/login`, {
      data: { email, password: 'not the password' },
    });
    expect(refused.status()).toBe(401);
  }

  await page.goto(ROUTES.login);
  const signIn = async (secret: string) => {
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(secret);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  };
  await signIn('still not the password');
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is incorrect.');

  // Even the right password waits: the answer must not tell a guesser that it was right.
  await signIn(password);
  await expect(page.getByRole('alert')).toHaveText(
    /^Too many attempts\. Try again in (1 minute|\d+ seconds)\.$/,
  );
  await expect(page.getByText('Something went wrong on our side')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${ROUTES.login}$`));
});
