import { expect, test } from '@playwright/test';

test('an unknown path redirects to the organization page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/app\/panels\/hospital\/organization$/);
});
