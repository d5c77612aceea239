import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberRole } from '../../../common/contracts/clinic.contract';
import { httpClient } from '../../api/http/http-client';
import { patientChartApi } from '../../api/patients/patient-chart.api';
import { patientsApi } from '../../api/patients/patients.api';
import { accountApi } from '../../api/session/account.api';
import { resetMockPatients } from '../../mocks/patients/patients.handlers';
import { server } from '../../mocks/node';
import { DEMO_ACCOUNT } from '../../mocks/session/demo-account';
import { renderWithAuth } from '../session/page-test-kit';
import { ChartTreatments } from './chart-treatments';

const renderCard = (patientId: string, roles: MemberRole[] = ['owner', 'clinician']) =>
  renderWithAuth(
    '/app/panels/hospital/patientdashboard',
    <>
      <p>chart</p>
      <ChartTreatments patientId={patientId} roles={roles} onNavigate={vi.fn()} />
    </>,
    { signedIn: true, roles },
  );

beforeEach(async () => {
  resetMockPatients();
  const login = await accountApi.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  httpClient.configure({ getToken: () => login.access_token ?? null });
});
afterEach(() => httpClient.configure({ getToken: () => null }));

describe("the chart's renowned treatments", () => {
  it('lists the top matches with their evidence and links to the matcher for the patient', async () => {
    const patient = await patientsApi.register({
      givenName: 'Ada',
      familyName: 'Lovelace',
      birthDate: '1985-12-10',
    });
    await patientChartApi.recordDiagnosis(patient.id, { code: 'F42.2', text: 'Mixed OCD' });
    renderCard(patient.id);
    expect(await screen.findByRole('heading', { name: 'Renowned treatments' })).toBeVisible();
    expect(await screen.findByText(/^Exposure and response prevention/)).toBeVisible();
    expect(screen.getAllByText('Strong evidence').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('listitem').length).toBeLessThanOrEqual(3);
    expect(screen.getByRole('link', { name: 'Open the treatments matcher' })).toHaveAttribute(
      'href',
      `/app/panels/hospital/searchknowledge?tab=matcher&patient=${patient.id}`,
    );
  });

  it('shows nothing when the server answers 404', async () => {
    const answered: number[] = [];
    const listen = ({ response }: { response: Response }) => answered.push(response.status);
    server.events.on('response:mocked', listen);
    const view = renderCard('not-a-patient');
    await waitFor(() => expect(answered).toContain(404));
    await waitFor(() => expect(view.container.textContent).toBe('chart'));
    server.events.removeListener('response:mocked', listen);
  });

  it('shows nothing to a role that may not read clinical contents', async () => {
    const view = renderCard('any', ['staff']);
    expect(await screen.findByText('chart')).toBeVisible();
    expect(view.container.textContent).toBe('chart');
  });
});
