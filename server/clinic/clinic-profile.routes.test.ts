import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clinic } from '../../common/contracts/clinic.contract.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { twoClinics, type Clinics } from './clinic-test-kit.ts';

let server: TestServer;
let c: Clinics;

const read = (token: string) => server.request<{ clinic: Clinic }>('GET', '/clinic', { token });
const patch = (token: string, body: unknown) =>
  server.request<{ clinic: Clinic; message?: string }>('PATCH', '/clinic', { token, body });

beforeAll(async () => {
  server = await startTestServer();
  c = await twoClinics(server);
});
afterAll(() => server.close());

describe('reading the clinic', () => {
  it('shows every member their own clinic, with default settings filled in', async () => {
    for (const token of [c.founder, c.owner.login, c.clinician.login, c.staff.login]) {
      const reply = await read(token.access_token);
      expect(reply.status).toBe(200);
      expect(reply.body.clinic).toEqual({
        id: c.founder.user.tenantId,
        name: 'Ada Lovelace',
        address: null,
        phone: null,
        timeZone: 'UTC',
        settings: { defaultSessionMinutes: 50 },
      });
    }
  });

  it("shows another clinic's member only their own clinic", async () => {
    const reply = await read(c.stranger.access_token);
    expect(reply.body.clinic.id).toBe(c.stranger.user.tenantId);
  });

  it('refuses a caller without a session', async () => {
    expect((await server.request('GET', '/clinic')).status).toBe(401);
  });
});

describe('editing the clinic', () => {
  it('lets an owner change the profile and one setting at a time, the others kept', async () => {
    const first = await patch(c.owner.login.access_token, {
      name: '  Harbour Therapy  ',
      address: '1 Quay Street',
      phone: '+40 21 000 0000',
      timeZone: 'Europe/Bucharest',
      settings: { defaultSessionMinutes: 45 },
    });
    expect(first.status).toBe(200);
    expect(first.body.clinic).toMatchObject({
      name: 'Harbour Therapy',
      address: '1 Quay Street',
      timeZone: 'Europe/Bucharest',
      settings: { defaultSessionMinutes: 45 },
    });
    const second = await patch(c.founder.access_token, { settings: {}, phone: null });
    expect(second.body.clinic).toMatchObject({
      name: 'Harbour Therapy',
      phone: null,
      settings: { defaultSessionMinutes: 45 },
    });
    expect((await read(c.staff.login.access_token)).body.clinic).toEqual(second.body.clinic);
  });

  it('refuses members who are not owners with 403 and changes nothing', async () => {
    for (const member of [c.clinician, c.staff]) {
      const reply = await patch(member.login.access_token, { name: 'Taken over' });
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe('Your role in this clinic does not allow this.');
    }
    expect((await read(c.founder.access_token)).body.clinic.name).toBe('Harbour Therapy');
  });

  it("never touches another clinic's profile", async () => {
    await patch(c.stranger.access_token, { name: 'Stranger Clinic' });
    expect((await read(c.founder.access_token)).body.clinic.name).toBe('Harbour Therapy');
    expect((await read(c.stranger.access_token)).body.clinic.name).toBe('Stranger Clinic');
  });

  it.each([
    [{ timeZone: 'Mars/Olympus' }, 'timeZone: Unknown time zone'],
    [{ name: '' }, 'name:'],
    [{ name: 'x'.repeat(201) }, 'name:'],
    [{ address: 'x'.repeat(501) }, 'address:'],
    [{ owner: 'me' }, 'Unrecognized key'],
    [{ settings: { defaultSessionMinutes: 2 } }, 'settings.defaultSessionMinutes:'],
    [{ settings: { aiProvider: 'anything' } }, 'Unrecognized key'],
    [{ settings: { defaultSessionMinutes: '50' } }, 'settings.defaultSessionMinutes:'],
  ])('refuses %j with a 400 that names the problem, and stores nothing', async (body, says) => {
    const before = (await read(c.founder.access_token)).body.clinic;
    const reply = await patch(c.founder.access_token, body);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(says);
    expect((await read(c.founder.access_token)).body.clinic).toEqual(before);
  });
});
