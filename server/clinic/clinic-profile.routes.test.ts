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
        settings: {
          defaultSessionMinutes: 50,
          aiDrafting: 'offline',
          noteStyleInstructions: '',
          keepAudio: false,
          transcriptRetentionDays: null,
          audioRetentionDays: 30,
          reminderHours: [24],
          calendarFeedInitials: false,
          firstDayOfWeek: 1,
          twoFactorRequired: false,
          shareSignedNotes: false,
          cancellationWindowHours: 24,
          selfScheduling: false,
        },
        mrnSystem: null,
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

describe('the AI and retention settings', () => {
  const AI_SETTINGS = {
    aiDrafting: 'external',
    noteStyleInstructions: 'Third person; one short paragraph per section.',
    keepAudio: true,
    transcriptRetentionDays: 90,
  } as const;

  it('lets an owner set AI drafting, the note style, keeping audio and transcript retention, shown to every member', async () => {
    const reply = await patch(c.owner.login.access_token, { settings: AI_SETTINGS });
    expect(reply.status).toBe(200);
    expect(reply.body.clinic.settings).toMatchObject(AI_SETTINGS);
    for (const member of [c.founder, c.clinician.login, c.staff.login]) {
      expect((await read(member.access_token)).body.clinic.settings).toMatchObject(AI_SETTINGS);
    }
  });

  it('lets an owner turn AI drafting off and keep transcripts with the record again, the other settings kept', async () => {
    await patch(c.founder.access_token, { settings: AI_SETTINGS });
    const reply = await patch(c.founder.access_token, {
      settings: { aiDrafting: 'off', transcriptRetentionDays: null },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.clinic.settings).toMatchObject({
      ...AI_SETTINGS,
      aiDrafting: 'off',
      transcriptRetentionDays: null,
    });
  });

  it('refuses a clinician and the front desk with 403 and stores nothing', async () => {
    const before = (await read(c.founder.access_token)).body.clinic;
    for (const member of [c.clinician, c.staff]) {
      const reply = await patch(member.login.access_token, {
        settings: { aiDrafting: 'external', keepAudio: !before.settings.keepAudio },
      });
      expect(reply.status).toBe(403);
    }
    expect((await read(c.founder.access_token)).body.clinic).toEqual(before);
  });

  it("leaves another clinic's settings as they were", async () => {
    const theirs = (await read(c.stranger.access_token)).body.clinic.settings;
    await patch(c.founder.access_token, { settings: { aiDrafting: 'external' } });
    expect((await read(c.stranger.access_token)).body.clinic.settings).toEqual(theirs);
  });

  it.each([
    [{ aiDrafting: 'cloud' }, 'settings.aiDrafting:'],
    [{ aiDrafting: null }, 'settings.aiDrafting:'],
    [{ noteStyleInstructions: 'x'.repeat(2_001) }, 'settings.noteStyleInstructions:'],
    [{ noteStyleInstructions: 'Be brief.\u0000' }, 'settings.noteStyleInstructions'],
    [{ keepAudio: 'yes' }, 'settings.keepAudio:'],
    [{ transcriptRetentionDays: 0 }, 'settings.transcriptRetentionDays:'],
    [{ transcriptRetentionDays: 3_651 }, 'settings.transcriptRetentionDays:'],
    [{ transcriptRetentionDays: 1.5 }, 'settings.transcriptRetentionDays:'],
    [{ transcriptRetentionDays: '30' }, 'settings.transcriptRetentionDays:'],
  ])(
    'refuses the setting %j with a 400 that names it, and stores nothing',
    async (settings, says) => {
      const before = (await read(c.founder.access_token)).body.clinic;
      const reply = await patch(c.founder.access_token, { settings });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toContain(says);
      expect((await read(c.founder.access_token)).body.clinic).toEqual(before);
    },
  );
});
