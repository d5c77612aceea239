import type { AnyStateMachine } from 'xstate';
import { machineGraph, triggerLabel, type GraphState, type MachineGraph } from './machine-graph';

/** Mermaid node ids: letters, digits and underscores only. */
export function mermaidId(stateId: string): string {
  return stateId.replace(/[^A-Za-z0-9]/g, '_');
}

function label(state: GraphState): string {
  const invokes = state.invokes.length > 0 ? ` ⟨${state.invokes.join(', ')}⟩` : '';
  return `${state.key}${invokes}`.replace(/"/g, "'");
}

function renderState(
  graph: MachineGraph,
  state: GraphState,
  indent: string,
  lines: string[],
): void {
  const children = graph.states.filter((s) => s.parentId === state.id);
  const id = mermaidId(state.id);
  lines.push(`${indent}state "${label(state)}" as ${id}`);
  if (children.length === 0) return;
  lines.push(`${indent}state ${id} {`);
  children.forEach((child, index) => {
    if (state.type === 'parallel' && index > 0) lines.push(`${indent}  --`);
    renderState(graph, child, `${indent}  `, lines);
  });
  if (state.initialChildId) lines.push(`${indent}  [*] --> ${mermaidId(state.initialChildId)}`);
  lines.push(`${indent}}`);
}

/** Mermaid `stateDiagram-v2` text for a machine, generated from its definition. */
export function graphToMermaid(graph: MachineGraph): string {
  const lines = ['stateDiagram-v2'];
  const root = graph.states.find((s) => s.id === graph.rootId);
  if (!root) return lines.join('\n');
  renderState(graph, root, '  ', lines);
  lines.push(`  [*] --> ${mermaidId(root.id)}`);
  for (const transition of graph.transitions) {
    const guard = transition.guard ? ` [${transition.guard}]` : '';
    const text = `${triggerLabel(transition.trigger)}${guard}`;
    const source = mermaidId(transition.sourceId);
    const targets = transition.targetIds.length > 0 ? transition.targetIds : [transition.sourceId];
    for (const target of targets) lines.push(`  ${source} --> ${mermaidId(target)}: ${text}`);
  }
  for (const state of graph.states.filter((s) => s.type === 'final')) {
    lines.push(`  ${mermaidId(state.id)} --> [*]`);
  }
  return lines.join('\n');
}

export function machineToMermaid(machine: AnyStateMachine): string {
  return graphToMermaid(machineGraph(machine));
}
