import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '../../common/contracts/http-messages.ts';
import {
  NOTIFICATION_PATHS,
  NOTIFICATIONS_LISTED,
  notificationReadPath,
  notificationsResponse,
} from '../../common/contracts/notifications.contract.ts';
import { expectRefusal, signInAs } from './clinical-fixtures.ts';
import { CONTRACT_TARGETS, callTarget, type Target } from './contract-targets.ts';

/**
 * Not compared here, on purpose (a documented mock simplification): which notifications the seed
 * starts with (the server's seed has finished sessions owing notes; the mock starts with no
 * session), and the events themselves (flags, invitations and transcriptions need a second
 * clinician, a mailed token or a transcription service; the server's tests hold them).
 */
describe.each(CONTRACT_TARGETS)('the notifications contract, answered by $name', ({ start }) => {
  let target: Target;
  let token: string;
  let deskToken: string;
  beforeAll(async () => {
    target = await start();
    token = await signInAs(target);
    deskToken = await signInAs(target, 'frontdesk@praxis.clinic');
  });
  afterAll(() => target.stop());

  const bell = async (as: string) => {
    const reply = await callTarget(target, 'GET', NOTIFICATION_PATHS.list, undefined, as);
    expect(reply.status).toBe(200);
    return notificationsResponse.parse(reply.body);
  };

  it('answers the member’s notifications, newest first, counting the unread ones', async () => {
    const mine = await bell(token);
    expect(mine.notifications.length).toBeLessThanOrEqual(NOTIFICATIONS_LISTED);
    const times = mine.notifications.map((n) => Date.parse(n.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    if (mine.notifications.length < NOTIFICATIONS_LISTED) {
      expect(mine.unread).toBe(mine.notifications.filter((n) => !n.read).length);
    }
  });

  it('shows the front desk none of the clinician’s notifications', async () => {
    const mine = (await bell(token)).notifications.map((n) => n.id);
    const desk = (await bell(deskToken)).notifications.map((n) => n.id);
    expect(desk.filter((id) => mine.includes(id))).toEqual([]);
  });

  it('marks every notification read at once and answers the bell with none unread', async () => {
    const reply = await callTarget(target, 'POST', NOTIFICATION_PATHS.readAll, undefined, token);
    expect(reply.status).toBe(200);
    const after = notificationsResponse.parse(reply.body);
    expect(after.unread).toBe(0);
    expect(after.notifications.every((n) => n.read)).toBe(true);
    expect((await bell(token)).unread).toBe(0);
  });

  it('answers 404 for an id that is none of the member’s notifications', async () => {
    const reply = await callTarget(
      target,
      'POST',
      notificationReadPath('no-such-notification'),
      undefined,
      token,
    );
    expectRefusal(reply, 404, HTTP_MESSAGES.notFound);
  });

  it('answers 401 without a session', async () => {
    expectRefusal(
      await callTarget(target, 'GET', NOTIFICATION_PATHS.list),
      401,
      HTTP_MESSAGES.unauthorized,
    );
  });
});
