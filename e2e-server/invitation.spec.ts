import { expect, test } from '@playwright/test';
import {
  DEMO_LOGINS,
  PAGES,
  chartPatientId,
  expectNoSeriousAxeViolations,
  registerPatient,
  signInAsDemo,
} from './support/demo-clinic';
import { invitationLinkIn, newestMailTo } from './support/outbox';

const CARE_TEAM_ONLY = "Clinical details are visible to the patient's care team.";

const invitee = {
  email: 'rosalind.ekwueme@example.test',
  firstName: 'Rosalind',
  lastName: 'Ekwueme',
  password: 'a long enough secret',
};

test('against the real server: an invited clinician joins the clinic by the mailed link and sees only their caseload', async ({
  page,
  browser,
}) => {
  // The owner (also a clinician) registers a patient, and invites a clinician.
  await signInAsDemo(page, DEMO_LOGINS.ownerClinician);
  await registerPatient(page, {
    givenName: 'Bartholomew',
    familyName: 'Fairweather',
    birthDate: '1990-07-02',
  });
  await page.getByRole('link', { name: 'Fairweather, Bartholomew' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bartholomew Fairweather' }),
  ).toBeVisible();
  const patientId = chartPatientId(page);

  await page.goto(PAGES.organization);
  await expect(page.getByRole('heading', { name: 'Invite a member' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(invitee.email);
  await expect(page.getByRole('checkbox', { name: 'Clinician', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Send the invitation', exact: true }).click();
  await expect(page.getByText(`Invitation sent to ${invitee.email}.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: invitee.email })).toContainText('Pending');
  await expectNoSeriousAxeViolations(page, 'the organization page');

  // The invitee opens the mailed link in their own browser, sets a name and password, is in.
  const link = invitationLinkIn(await newestMailTo(invitee.email));
  const inviteeContext = await browser.newContext();
  const inviteePage = await inviteeContext.newPage();
  await inviteePage.goto(link);
  await expect(inviteePage.getByText('Join Praxis Demo Clinic as Clinician.')).toBeVisible();
  // The token leaves the address bar once read.
  await expect(inviteePage).not.toHaveURL(/token=/);
  await expect(inviteePage.getByRole('textbox', { name: 'Your e-mail' })).toHaveValue(
    invitee.email,
  );
  await inviteePage.getByRole('textbox', { name: 'First name' }).fill(invitee.firstName);
  await inviteePage.getByRole('textbox', { name: 'Last name' }).fill(invitee.lastName);
  await inviteePage.getByRole('textbox', { name: 'Password', exact: true }).fill(invitee.password);
  await inviteePage.getByRole('textbox', { name: 'Confirm password' }).fill(invitee.password);
  await inviteePage.getByRole('button', { name: 'Join the clinic' }).click();
  // A new clinician lands on their day, as after any sign-in (issue 30).
  await expect(inviteePage).toHaveURL(/\/app\/panels\/hospital\/practitionerdashboard$/);
  await expect(inviteePage.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  // A new clinician's caseload is empty: none of the clinic's 48 patients is theirs. The list
  // opens on their caseload, says so, and offers the whole clinic.
  await inviteePage.goto(PAGES.patients);
  await expect(
    inviteePage.getByRole('heading', { level: 2, name: 'No patients on your caseload yet.' }),
  ).toBeVisible();
  await expect(inviteePage.getByRole('button', { name: 'Show the whole clinic' })).toBeVisible();
  await expect(inviteePage.getByRole('row')).toHaveCount(0);

  // The owner adds them to the patient's care team (the chart's care team editor).
  await page.goto(PAGES.chart(patientId));
  await page.getByRole('button', { name: 'Edit the care team' }).click();
  const careTeam = page.getByRole('region', { name: 'Care team' });
  const newcomer = `${invitee.firstName} ${invitee.lastName}`;
  await careTeam.getByText(newcomer, { exact: true }).click();
  await expect(careTeam.getByRole('checkbox', { name: newcomer })).toBeChecked();
  await careTeam.getByRole('button', { name: 'Save the care team' }).click();
  await expect(careTeam.getByRole('listitem').filter({ hasText: newcomer })).toBeVisible();

  // Now their list holds exactly that patient, whose clinical details they may read.
  await inviteePage.reload();
  await expect(inviteePage.getByRole('link', { name: 'Fairweather, Bartholomew' })).toBeVisible();
  await expect(inviteePage.getByRole('row')).toHaveCount(2);
  await inviteePage.getByRole('link', { name: 'Fairweather, Bartholomew' }).click();
  await expect(inviteePage.getByText('No diagnoses recorded.')).toBeVisible();
  await expect(inviteePage.getByText(CARE_TEAM_ONLY)).toHaveCount(0);

  // The whole clinic's list is theirs to read (demographics), another patient's clinical details not.
  await inviteePage.goBack();
  await inviteePage.getByText('Whole clinic', { exact: true }).click();
  await expect(inviteePage.getByRole('radio', { name: 'Whole clinic' })).toBeChecked();
  const someoneElse = inviteePage
    .getByRole('row')
    .getByRole('link')
    .filter({ hasNotText: 'Fairweather' })
    .first();
  await someoneElse.click();
  await expect(
    inviteePage.getByRole('region', { name: 'Diagnoses' }).getByText(CARE_TEAM_ONLY),
  ).toBeVisible();
  await inviteeContext.close();
});
