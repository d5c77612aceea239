import { describe, expect, it } from 'vitest';
import { and, fromPromise, not, setup } from 'xstate';
import { machineGraph } from './machine-graph';
import { machineToMermaid } from './machine-to-mermaid';

const door = setup({
  types: { events: {} as { type: 'door.open' } | { type: 'door.close' } | { type: 'door.lock' } },
  guards: { isAdult: () => true, isNight: () => false },
  delays: { AUTO_CLOSE: 5_000 },
  actors: { alarm: fromPromise(async () => 'ok') },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: {
      on: {
        'door.open': { target: 'open', guard: and(['isAdult', not('isNight')]) },
        'door.lock': { target: 'locked' },
      },
    },
    open: { after: { AUTO_CLOSE: 'closed' }, on: { 'door.close': 'closed' } },
    locked: {
      invoke: { src: 'alarm', onDone: 'released', onError: 'closed' },
      type: 'parallel',
      states: { bolt: {}, light: {} },
    },
    released: { type: 'final' },
  },
});

describe('machine diagrams generated from the definition', () => {
  const graph = machineGraph(door);

  it('lists every state node with its parent and initial child', () => {
    expect(graph.states.map((s) => s.id)).toEqual([
      'door',
      'door.closed',
      'door.open',
      'door.locked',
      'door.locked.bolt',
      'door.locked.light',
      'door.released',
    ]);
    expect(graph.states[0]?.initialChildId).toBe('door.closed');
    expect(graph.states.find((s) => s.id === 'door.locked')?.invokes).toEqual(['alarm']);
  });

  it('names events, named delays, invoked actors and composed guards on transitions', () => {
    const labels = graph.transitions.map((t) => ({
      from: t.sourceId,
      to: t.targetIds,
      trigger: t.trigger,
      guard: t.guard,
    }));
    expect(labels).toContainEqual({
      from: 'door.closed',
      to: ['door.open'],
      trigger: { kind: 'event', event: 'door.open' },
      guard: '(isAdult and not isNight)',
    });
    expect(labels).toContainEqual({
      from: 'door.open',
      to: ['door.closed'],
      trigger: { kind: 'after', delay: 'AUTO_CLOSE' },
      guard: undefined,
    });
    expect(labels).toContainEqual({
      from: 'door.locked',
      to: ['door.released'],
      trigger: { kind: 'done', actor: 'alarm' },
      guard: undefined,
    });
    expect(labels).toContainEqual({
      from: 'door.locked',
      to: ['door.closed'],
      trigger: { kind: 'error', actor: 'alarm' },
      guard: undefined,
    });
  });

  it('renders Mermaid stateDiagram-v2 with nesting, parallel regions and final states', () => {
    const text = machineToMermaid(door);
    expect(text.split('\n')[0]).toBe('stateDiagram-v2');
    expect(text).toContain('state "locked ⟨alarm⟩" as door_locked');
    expect(text).toMatch(
      /state door_locked \{\n\s+state "bolt" as door_locked_bolt\n\s+--\n\s+state "light" as door_locked_light/,
    );
    expect(text).toContain('door_open --> door_closed: after AUTO_CLOSE');
    expect(text).toContain('door_closed --> door_open: door.open [(isAdult and not isNight)]');
    expect(text).toContain('door_released --> [*]');
  });
});
