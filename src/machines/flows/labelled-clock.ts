import type { AnyActorRef } from 'xstate';

export interface PendingTimer {
  id: number;
  /** The event the timer will deliver, e.g. `xstate.after.IDLE_WARNING.idle.watching`. */
  label: string;
  dueAt: number;
}

interface Timer extends PendingTimer {
  fire: () => void;
}

/**
 * A simulated clock for auditors and tests. Unlike xstate's SimulatedClock it names each pending
 * timer after the delayed event it carries, so a simulator can show "what happens when".
 */
export class LabelledClock {
  private current: number;
  private nextId = 1;
  private timers: Timer[] = [];
  private system: AnyActorRef['system'] | undefined;

  constructor(start = 0) {
    this.current = start;
  }

  /** Lets the clock read the actor system's scheduled events to label its timers. */
  attach(actor: AnyActorRef): void {
    this.system = actor.system;
  }

  now = (): number => this.current;

  setTimeout = (fire: () => void, delayMs: number): number => {
    const id = this.nextId++;
    this.timers.push({
      id,
      label: this.newestScheduledEvent(),
      dueAt: this.current + delayMs,
      fire,
    });
    return id;
  };

  clearTimeout = (id: number): void => {
    this.timers = this.timers.filter((timer) => timer.id !== id);
  };

  pending(): PendingTimer[] {
    return [...this.timers]
      .sort((a, b) => a.dueAt - b.dueAt || a.id - b.id)
      .map(({ id, label, dueAt }) => ({ id, label, dueAt }));
  }

  /** Moves time forward, firing every timer that falls due on the way, in order. */
  advance(ms: number): void {
    const target = this.current + ms;
    for (;;) {
      const next = this.pending()[0];
      if (!next || next.dueAt > target) break;
      const timer = this.timers.find((t) => t.id === next.id);
      this.timers = this.timers.filter((t) => t.id !== next.id);
      this.current = next.dueAt;
      timer?.fire();
    }
    this.current = target;
  }

  /** Jumps the wall clock without firing timers: a laptop lid closed, or a clock turned back. */
  jump(ms: number): void {
    this.current += ms;
  }

  private newestScheduledEvent(): string {
    const scheduled = Object.values(this.system?.getSnapshot()._scheduledEvents ?? {});
    return scheduled.at(-1)?.event.type ?? 'timer';
  }
}
