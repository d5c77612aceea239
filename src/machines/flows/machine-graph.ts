import { and, not, or, type AnyStateMachine, type AnyStateNode } from 'xstate';

/** A machine definition flattened for diagrams and tables: read from `machine.root`, never drawn by hand. */
export interface GraphState {
  id: string;
  key: string;
  parentId: string | undefined;
  type: AnyStateNode['type'];
  initialChildId: string | undefined;
  invokes: string[];
  tags: string[];
  description: string | undefined;
}

export interface GraphTransition {
  sourceId: string;
  /** Empty for a transition that only runs actions. */
  targetIds: string[];
  trigger: GraphTrigger;
  guard: string | undefined;
}

export type GraphTrigger =
  | { kind: 'event'; event: string }
  | { kind: 'after'; delay: string }
  | { kind: 'always' }
  | { kind: 'done'; actor: string }
  | { kind: 'error'; actor: string }
  | { kind: 'state-done' };

export interface MachineGraph {
  id: string;
  rootId: string;
  states: GraphState[];
  transitions: GraphTransition[];
}

const AFTER_PREFIX = 'xstate.after.';
const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';
const DONE_STATE = 'xstate.done.state.';

type CompositeGuard = { check?: unknown; guards?: unknown[] };
/** Composite guards are told apart by their shared check functions (names do not survive minifying). */
const checkOf = (guard: unknown) => (guard as CompositeGuard).check;
const CHECK_NOT = checkOf(not('x'));
const CHECK_AND = checkOf(and(['x']));
const CHECK_OR = checkOf(or(['x']));

function describeGuard(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string')
    return guard.type;
  if (typeof guard === 'function') {
    const { check, guards = [] } = guard as CompositeGuard;
    const parts = guards.map(describeGuard);
    if (check === CHECK_NOT) return `not ${parts[0]}`;
    if (check === CHECK_AND) return `(${parts.join(' and ')})`;
    if (check === CHECK_OR) return `(${parts.join(' or ')})`;
    return guard.name || 'inline guard';
  }
  return 'guard';
}

function describeDelay(node: AnyStateNode, eventType: string): string {
  const delayed = node.after.find((t) => t.eventType === eventType);
  const delay = delayed?.delay;
  if (typeof delay === 'number') return `${delay} ms`;
  if (typeof delay === 'string') return delay;
  return eventType.slice(AFTER_PREFIX.length).split('.')[0] ?? 'delay';
}

function triggerOf(node: AnyStateNode, eventType: string): GraphTrigger {
  if (eventType.startsWith(AFTER_PREFIX))
    return { kind: 'after', delay: describeDelay(node, eventType) };
  if (eventType.startsWith(DONE_ACTOR))
    return { kind: 'done', actor: eventType.slice(DONE_ACTOR.length) };
  if (eventType.startsWith(ERROR_ACTOR))
    return { kind: 'error', actor: eventType.slice(ERROR_ACTOR.length) };
  if (eventType.startsWith(DONE_STATE)) return { kind: 'state-done' };
  return { kind: 'event', event: eventType };
}

function invokeName(invoke: AnyStateNode['invoke'][number]): string {
  return typeof invoke.src === 'string' ? invoke.src : invoke.id;
}

function actorNames(node: AnyStateNode): Map<string, string> {
  return new Map(node.invoke.map((invoke) => [invoke.id, invokeName(invoke)]));
}

function visit(node: AnyStateNode, graph: MachineGraph): void {
  const initialTarget = node.type === 'compound' ? node.initial.target[0] : undefined;
  graph.states.push({
    id: node.id,
    key: node.key,
    parentId: node.parent?.id,
    type: node.type,
    initialChildId: initialTarget?.id,
    invokes: node.invoke.map(invokeName),
    tags: [...node.tags],
    description: node.description,
  });
  const names = actorNames(node);
  for (const [eventType, definitions] of node.transitions) {
    for (const definition of definitions) {
      const trigger = triggerOf(node, eventType);
      if (trigger.kind === 'done' || trigger.kind === 'error')
        trigger.actor = names.get(trigger.actor) ?? trigger.actor;
      graph.transitions.push({
        sourceId: node.id,
        targetIds: (definition.target ?? []).map((target) => target.id),
        trigger,
        guard: describeGuard(definition.guard),
      });
    }
  }
  for (const definition of node.always ?? []) {
    graph.transitions.push({
      sourceId: node.id,
      targetIds: (definition.target ?? []).map((target) => target.id),
      trigger: { kind: 'always' },
      guard: describeGuard(definition.guard),
    });
  }
  for (const child of Object.values(node.states)) visit(child, graph);
}

export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const graph: MachineGraph = {
    id: machine.id,
    rootId: machine.root.id,
    states: [],
    transitions: [],
  };
  visit(machine.root, graph);
  return graph;
}

export function triggerLabel(trigger: GraphTrigger): string {
  switch (trigger.kind) {
    case 'event':
      return trigger.event;
    case 'after':
      return `after ${trigger.delay}`;
    case 'always':
      return 'always';
    case 'done':
      return `done(${trigger.actor})`;
    case 'error':
      return `error(${trigger.actor})`;
    case 'state-done':
      return 'done';
  }
}
