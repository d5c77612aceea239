import { describe, expect, it } from 'vitest';
import { TRAIL_GROUP_WINDOW_MS, groupTrail } from './access-trail-groups';

const dana = { id: 'u-dana', name: 'Dana Demo' };
const sam = { id: 'u-sam', name: 'Sam Staff' };
const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 9, minute)).toISOString();
const line = (minute: number, action = 'read', user = dana, breakGlass = false) => ({
  at: at(minute),
  user,
  action,
  ...(breakGlass && { breakGlass: true as const }),
});

describe('grouping the access trail', () => {
  it('makes five reads of the chart by one member within a minute one line of five', () => {
    const groups = groupTrail([line(1), line(1), line(0), line(0), line(0)]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ count: 5, firstAt: at(0), entry: { at: at(1) } });
  });

  it('groups within ten minutes of the run’s newest read, and starts a new line after', () => {
    expect(TRAIL_GROUP_WINDOW_MS).toBe(10 * 60_000);
    const groups = groupTrail([line(30), line(20), line(19)]);
    expect(groups.map((group) => group.count)).toEqual([2, 1]);
  });

  it('keeps reads of two different notes apart, and groups reads of the same note', () => {
    const of = (minute: number, id: string) => ({
      ...line(minute, 'read-note'),
      record: { kind: 'note' as const, id },
    });
    const groups = groupTrail([of(5, 'n1'), of(4, 'n1'), of(3, 'n2')]);
    expect(groups.map((group) => [group.entry.record?.id, group.count])).toEqual([
      ['n1', 2],
      ['n2', 1],
    ]);
  });

  it('keeps different members, different reads and break-glass reads apart', () => {
    const groups = groupTrail([
      line(5),
      line(5, 'read', sam),
      line(4, 'read-note'),
      line(4, 'read-note', dana, true),
      line(3, 'read-note'),
    ]);
    expect(groups.map((group) => [group.entry.action, group.entry.user.id, group.count])).toEqual([
      ['read', 'u-dana', 1],
      ['read', 'u-sam', 1],
      ['read-note', 'u-dana', 1],
      ['read-note', 'u-dana', 1],
      ['read-note', 'u-dana', 1],
    ]);
  });

  it('keeps reads through a SMART app apart from reads in Praxis and through another app', () => {
    const via = (minute: number, clientId: string) => ({
      ...line(minute),
      smartApp: { clientId, name: `App ${clientId}` },
    });
    const groups = groupTrail([via(5, 'a'), via(5, 'a'), line(4), via(3, 'b')]);
    expect(groups.map((group) => [group.entry.smartApp?.clientId, group.count])).toEqual([
      ['a', 2],
      [undefined, 1],
      ['b', 1],
    ]);
  });

  it('never merges changes or exports, however close together', () => {
    const groups = groupTrail([line(2, 'update'), line(2, 'update'), line(1, 'export')]);
    expect(groups.map((group) => group.count)).toEqual([1, 1, 1]);
  });

  it('shows an empty trail as no line', () => {
    expect(groupTrail([])).toEqual([]);
  });
});
