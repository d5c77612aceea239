import { describe, expect, it } from 'vitest';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import { mayReschedule, nextActionOf, offeredActions } from './session-actions';

const session = (status: Encounter['status'], clinicianId = 'c1') =>
  ({ status, clinician: { id: clinicianId, name: 'Dr C' } }) as const;
const clinician = { roles: ['clinician'] as const, userId: 'c1' };
const staff = { roles: ['staff'] as const, userId: 's1' };
const owner = { roles: ['owner'] as const, userId: 'o1' };

describe('the actions a session offers', () => {
  it('offers its own clinician every action of the status table', () => {
    expect(offeredActions(session('planned'), clinician)).toEqual([
      'check-in',
      'start',
      'cancel',
      'no-show',
    ]);
    expect(offeredActions(session('in-progress'), clinician)).toEqual(['finish']);
    expect(offeredActions(session('finished'), clinician)).toEqual([]);
  });

  it('offers the front desk check in, cancel and no-show but never start or finish', () => {
    expect(offeredActions(session('arrived'), staff)).toEqual(['cancel']);
    expect(offeredActions(session('in-progress'), staff)).toEqual([]);
    expect(offeredActions(session('arrived', 'c2'), clinician)).toEqual([]);
    const both = { roles: ['staff', 'clinician'] as const, userId: 'c1' };
    expect(offeredActions(session('planned', 'c2'), both)).toEqual([
      'check-in',
      'cancel',
      'no-show',
    ]);
  });

  it('offers an owner alone nothing', () => {
    expect(offeredActions(session('planned'), owner)).toEqual([]);
    expect(mayReschedule(session('planned'), owner)).toBe(false);
  });

  it('names the first offered action as the next one', () => {
    expect(nextActionOf(session('planned'), clinician)).toBe('check-in');
    expect(nextActionOf(session('arrived'), clinician)).toBe('start');
    expect(nextActionOf(session('in-progress'), clinician)).toBe('finish');
    expect(nextActionOf(session('in-progress'), staff)).toBeNull();
  });

  it('never offers cancelling or a no-show as the next step: the front desk waits on a checked-in patient', () => {
    expect(nextActionOf(session('planned'), staff)).toBe('check-in');
    expect(offeredActions(session('arrived'), staff)).toEqual(['cancel']);
    expect(nextActionOf(session('arrived'), staff)).toBeNull();
  });

  it('moves only a planned session', () => {
    expect(mayReschedule(session('planned'), staff)).toBe(true);
    expect(mayReschedule(session('arrived'), staff)).toBe(false);
  });
});
