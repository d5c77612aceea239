import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_LOGINS,
  PAGES,
  expectNoSeriousAxeViolations,
  signInAsDemo,
} from './support/demo-clinic';

const CARE_TEAM_ONLY = "Clinical details are visible to the patient's care team.";
const READ_ONLY_CLINIC = 'Only an owner of the clinic can change its profile and settings.';

/** The demo clinic's seeded patients hold the first MRNs; the other specs register after them. */
const SEEDED_PATIENTS = 48;

interface SeededChart {
  /** The list's name, "Family, Given". */
  listName: string;
  href: string;
}

/** The active seeded patients on the first page of the clinic's list, in its order. */
async function activeSeededCharts(page: Page): Promise<SeededChart[]> {
  await page.goto(PAGES.patients);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('active');
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('cell', { name: /^(Inactive|Discharged)$/ })).toHaveCount(0);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const charts: SeededChart[] = [];
  for (const row of (await page.getByRole('row').all()).slice(1)) {
    const mrn = Number(await row.getByRole('cell').nth(1).textContent());
    if (!(mrn >= 1 && mrn <= SEEDED_PATIENTS)) continue;
    const link = row.getByRole('link');
    const href = await link.getAttribute('href');
    if (href) charts.push({ listName: (await link.textContent())?.trim() ?? '', href });
  }
  if (charts.length === 0)
    throw new Error('no seeded active patient in the first page of the list');
  return charts;
}

/** Opens the chart of the first active seeded patient in the clinic's list. */
async function openFirstActivePatient(page: Page): Promise<void> {
  const [first] = await activeSeededCharts(page);
  await page.goto(first!.href);
  await expect(page).toHaveURL(/\/patientdashboard\?id=/);
}

/**
 * Opens the chart of the first active seeded patient with a planned session; answers their list
 * name. Seeded patients come weekly or fortnightly, but the seed, which depends on the hour it
 * runs, cancels a few booked sessions, and a fortnightly patient's only one may be among them.
 */
async function openActivePatientWithPlannedSession(page: Page): Promise<string> {
  for (const chart of await activeSeededCharts(page)) {
    await page.goto(chart.href);
    const sessions = page.getByRole('region', { name: 'Sessions' });
    await expect(sessions.getByRole('heading', { name: 'Upcoming' })).toBeVisible();
    if ((await plannedSessions(page).count()) > 0) return chart.listName;
  }
  throw new Error('no seeded active patient with a planned session in the first page of the list');
}

const plannedSessions = (page: Page) =>
  page
    .getByRole('region', { name: 'Sessions' })
    .getByRole('listitem')
    .filter({ hasText: 'Planned' });

test('against the real server: the front desk sees a patient’s demographics and sessions but no clinical contents, and may check in but not start a session', async ({
  page,
}) => {
  await signInAsDemo(page, DEMO_LOGINS.frontDesk);
  const listName = await openActivePatientWithPlannedSession(page);
  const [family, given] = listName.split(', ');
  await expect(page.getByRole('heading', { level: 1, name: `${given} ${family}` })).toBeVisible();
  await expect(page.getByText(/^MRN \d+$/)).toBeVisible();

  // Demographics and the schedule, yes; diagnoses, no: the section says who may see them.
  const diagnoses = page.getByRole('region', { name: 'Diagnoses' });
  await expect(diagnoses.getByText(CARE_TEAM_ONLY)).toBeVisible();
  await expect(diagnoses.getByRole('listitem')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Record a diagnosis' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Access trail', exact: true })).toHaveCount(0);
  const planned = plannedSessions(page);
  await expect(planned.first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the chart as the front desk sees it');

  // A booked session: the front desk checks the patient in; starting it is the clinician's.
  await planned.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/patientviewsession\?id=/);
  await expect(page.getByRole('button', { name: 'Start session' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  // The seed's first planned session may be on a later day: then the check-in asks why (issue 32).
  const checkedIn = page.getByText('The session is now: Checked in.');
  const offDay = page.getByText('Check in on another day?');
  await expect(checkedIn.or(offDay)).toBeVisible();
  if (await offDay.isVisible()) {
    await page.getByRole('textbox', { name: 'Why on another day' }).fill('Arrived early');
    await page.getByRole('button', { name: 'Check in anyway' }).click();
  }
  await expect(checkedIn).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start session' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Finish', exact: true })).toHaveCount(0);

  // The clinic's profile is read-only for them, and they invite no one.
  await page.goto(PAGES.organization);
  await expect(page.getByText(READ_ONLY_CLINIC)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the invitation', exact: true })).toHaveCount(
    0,
  );
  await expect(page.getByRole('button', { name: 'Save the profile' })).toHaveCount(0);
});

test('against the real server: an owner who is not a clinician is offered the clinic’s changes but not clinical contents', async ({
  page,
}) => {
  await signInAsDemo(page, DEMO_LOGINS.ownerOnly);
  await page.goto(PAGES.organization);
  await expect(page.getByRole('button', { name: 'Save the profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Clinic name' })).toHaveValue(
    'Praxis Demo Clinic',
  );
  await expect(
    page.getByRole('button', { name: 'Send the invitation', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  await expect(page.getByText(READ_ONLY_CLINIC)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'the organization page as an owner');

  // No clinician's day of their own but the clinic's, where an owner without the front desk's role
  // takes no step on another's session; a chart's clinical sections stay closed to the owner role.
  await page.goto(PAGES.dashboard);
  await expect(page.getByRole('heading', { name: /^The clinic's day — / })).toBeVisible();
  await expect(
    page.getByText(/^Sessions: \d+ · |^No sessions are booked in the clinic on this day\.$/),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^(Check in|Start session|Finish): / }),
  ).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Notes to write' })).toHaveCount(0);
  await openFirstActivePatient(page);
  await expect(
    page.getByRole('region', { name: 'Diagnoses' }).getByText(CARE_TEAM_ONLY),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Access trail', exact: true })).toBeVisible();
});
