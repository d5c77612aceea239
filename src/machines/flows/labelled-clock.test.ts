import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { LabelledClock } from './labelled-clock';

const kettle = setup({ delays: { BOIL: 3_000, WHISTLE: 1_000 } }).createMachine({
  id: 'kettle',
  initial: 'heating',
  states: {
    heating: { after: { BOIL: 'boiling' } },
    boiling: { after: { WHISTLE: 'whistling' } },
    whistling: {},
  },
});

describe('LabelledClock', () => {
  it('names each pending timer after the delayed event it will deliver', () => {
    const clock = new LabelledClock();
    const actor = createActor(kettle, { clock });
    clock.attach(actor);
    actor.start();
    expect(clock.pending()).toEqual([
      { id: 1, label: 'xstate.after.BOIL.kettle.heating', dueAt: 3_000 },
    ]);
  });

  it('fires timers in order as time advances, including timers they schedule', () => {
    const clock = new LabelledClock();
    const actor = createActor(kettle, { clock });
    clock.attach(actor);
    actor.start();
    clock.advance(2_999);
    expect(actor.getSnapshot().value).toBe('heating');
    clock.advance(1_001);
    expect(actor.getSnapshot().value).toBe('whistling');
    expect(clock.now()).toBe(4_000);
    expect(clock.pending()).toEqual([]);
  });

  it('a jump moves the wall clock without firing any timer', () => {
    const clock = new LabelledClock(100);
    const actor = createActor(kettle, { clock });
    clock.attach(actor);
    actor.start();
    clock.jump(60_000);
    expect(clock.now()).toBe(60_100);
    expect(actor.getSnapshot().value).toBe('heating');
  });
});
