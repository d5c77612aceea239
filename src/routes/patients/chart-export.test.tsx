import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import type { User } from '../../../common/contracts/account.contract';
import { PATIENT_EXPORT_PATH } from '../../../common/contracts/patient-export.contract';
import { server } from '../../mocks/node';
import { resetMockPatients } from '../../mocks/patients/patients.handlers';
import { renderWithAuth } from '../session/page-test-kit';
import { registerPatient, signInDemo, signOutDemo, stubClinicAndSessions } from './chart-test-kit';
import { stubDocumentation } from './documentation-test-kit';
import PatientDashboardPage from './patientdashboard-page';

/**
 * What the browser was handed to download. The app's own saveFile runs; jsdom has no object URLs
 * and no downloads, so the URL is made here and the hidden link's click is caught.
 */
const downloads: { name: string; blob: Blob }[] = [];
const blobs = new Map<string, Blob>();
let made = 0;
const urlStatics = ['createObjectURL', 'revokeObjectURL'] as const;
const original = urlStatics.map((name) => Object.getOwnPropertyDescriptor(URL, name));
beforeEach(() => {
  downloads.length = 0;
  blobs.clear();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:export-${(made += 1)}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => blobs.delete(url),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ name: this.download, blob });
  });
});
// Later files share this module graph (unit: isolate false): leave URL as it was.
afterEach(() => {
  urlStatics.forEach((name, i) => {
    const descriptor = original[i];
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else Reflect.deleteProperty(URL, name);
  });
});

const CHART = '/app/panels/hospital/patientdashboard';
const openChart = (id: string, roles?: User['roles']) =>
  renderWithAuth(`${CHART}?id=${encodeURIComponent(id)}`, <PatientDashboardPage />, {
    signedIn: true,
    roles,
  });
const exportRoute = `*${API_BASE_PATH}${PATIENT_EXPORT_PATH}`;

beforeEach(async () => {
  resetMockPatients();
  await signInDemo();
  stubDocumentation({});
  stubClinicAndSessions({});
});
afterEach(() => signOutDemo());

describe("the chart's export of the record", () => {
  it('offers an owner the export and hands the ZIP the server sends to the browser under its name', async () => {
    const patient = await registerPatient();
    server.use(
      http.get(exportRoute, () =>
        HttpResponse.arrayBuffer(new Uint8Array([0x50, 0x4b, 3, 4]).buffer, {
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="patient-P000042-record.zip"',
          },
        }),
      ),
    );
    openChart(patient.id, ['owner']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export record' }));

    expect(await screen.findByText('Exported: patient-P000042-record.zip')).toHaveAttribute(
      'role',
      'status',
    );
    expect(downloads.map(({ name }) => name)).toEqual(['patient-P000042-record.zip']);
    expect(new Uint8Array(await downloads[0]!.blob.arrayBuffer())).toEqual(
      new Uint8Array([0x50, 0x4b, 3, 4]),
    );
  });

  it('says the export failed when the server refuses, and offers it again', async () => {
    const patient = await registerPatient();
    server.use(http.get(exportRoute, () => HttpResponse.json({ message: 'no' }, { status: 500 })));
    openChart(patient.id, ['owner']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export record' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The record could not be exported. Try again.',
    );
    expect(screen.getByRole('button', { name: 'Export record' })).toBeEnabled();
    expect(downloads).toEqual([]);
  });

  it('offers it to no one but an owner or the primary clinician', async () => {
    const patient = await registerPatient();
    openChart(patient.id, ['staff']);
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Export record' })).toBeNull();
  });
});
