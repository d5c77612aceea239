import { useEffect, useReducer, useState } from 'react';
import { createActor, type AnyActorRef, type AnyEventObject, type AnyStateMachine } from 'xstate';
import { LabelledClock } from '../../machines/flows/labelled-clock';
import { activePaths, activeStateIds } from '../../machines/flows/state-paths';
import { mermaidId } from '../../machines/flows/machine-to-mermaid';
import { formatDuration } from '../../ui/format/format-duration';

export interface SimulationSetup {
  logic: AnyStateMachine;
  input?: unknown;
}

export interface FlowSimulation {
  actor: AnyActorRef;
  clock: LabelledClock;
  elapsedMs: number;
  activeStates: string[];
  activeDiagramIds: string[];
  deadlines: { label: string; inMs: number }[];
  log: string[];
  send: (event: AnyEventObject) => void;
  can: (event: AnyEventObject) => boolean;
  advance: (ms: number) => void;
  jump: (ms: number) => void;
}

/** Runs a statechart on a simulated clock for the auditor's step-through view. */
export function useFlowSimulation(
  build: (clock: LabelledClock) => SimulationSetup,
): FlowSimulation {
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const [sim] = useState(() => {
    const clock = new LabelledClock(0);
    const log: string[] = [];
    const { logic, input } = build(clock);
    const actor = createActor(logic, {
      clock,
      input,
      inspect(event) {
        if (
          event.type === '@xstate.event' &&
          event.actorRef === actor &&
          !event.event.type.startsWith('xstate.init')
        ) {
          log.push(`${formatDuration(clock.now())} ${event.event.type}`);
        }
      },
    });
    clock.attach(actor);
    actor.start();
    return { actor, clock, log, start: clock.now() };
  });

  useEffect(() => {
    const subscription = sim.actor.subscribe(() => refresh());
    return () => subscription.unsubscribe();
  }, [sim]);

  const snapshot = sim.actor.getSnapshot() as {
    value: Parameters<typeof activePaths>[0];
    can: (e: AnyEventObject) => boolean;
  };
  const now = sim.clock.now();
  return {
    actor: sim.actor,
    clock: sim.clock,
    elapsedMs: now - sim.start,
    activeStates: activePaths(snapshot.value),
    activeDiagramIds: activeStateIds(sim.actor.logic.id, snapshot.value).map(mermaidId),
    deadlines: sim.clock
      .pending()
      .map((timer) => ({ label: timer.label, inMs: timer.dueAt - now })),
    log: [...sim.log],
    send: (event) => {
      sim.actor.send(event);
      refresh();
    },
    can: (event) => snapshot.can(event),
    advance: (ms) => {
      sim.clock.advance(ms);
      refresh();
    },
    jump: (ms) => {
      sim.clock.jump(ms);
      refresh();
    },
  };
}
