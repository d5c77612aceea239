import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../common/contracts/notifications.contract';
import { chartHref, sessionHref } from '../../ui/encounters/session-paths';
import { speechEntryHref } from '../../ui/encounters/note-paths';
import { notificationHref } from './notification-links';

const base: Notification = {
  id: 'n',
  kind: 'risk-flag',
  at: '2026-11-24T08:00:00.000Z',
  read: false,
  patient: { id: 'p 1', name: 'Ada Lovelace' },
  sessionId: 'e/1',
  memberName: null,
  flag: 'suicide-risk',
};

describe('where a notification leads', () => {
  it('opens the chart of the patient a risk flag was added for', () => {
    expect(notificationHref(base)).toBe(chartHref('p 1'));
  });

  it('opens the session whose note is overdue', () => {
    expect(notificationHref({ ...base, kind: 'note-overdue' })).toBe(sessionHref('e/1'));
  });

  it('opens the speech entry of the session whose transcription is ready', () => {
    expect(notificationHref({ ...base, kind: 'transcription-finished' })).toBe(
      speechEntryHref('e/1'),
    );
  });

  it('opens the organization page, where members are listed, for an accepted invitation', () => {
    const joined = {
      ...base,
      kind: 'invitation-accepted' as const,
      patient: null,
      sessionId: null,
    };
    expect(notificationHref(joined)).toBe('/app/panels/hospital/organization');
  });
});
