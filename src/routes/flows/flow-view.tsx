import { useMemo, type ReactNode } from 'react';
import type { AnyEventObject } from 'xstate';
import type { FlowEntry } from '../../machines/flows/flow-catalog';
import { machineToMermaid } from '../../machines/flows/machine-to-mermaid';
import { FlowSimulatorPanel } from '../../ui/flows/flow-simulator-panel';
import { MermaidDiagram } from '../../ui/flows/mermaid-diagram';
import type { LabelledClock } from '../../machines/flows/labelled-clock';
import {
  useFlowSimulation,
  type FlowSimulation,
  type SimulationSetup,
} from './use-flow-simulation';

export interface FlowViewProps {
  entry: FlowEntry;
  build: (clock: LabelledClock) => SimulationSetup;
  /** The events an auditor can send; each is built at the simulated time it is sent. */
  events: FlowEventOption[];
  screen: (simulation: FlowSimulation) => ReactNode;
  allowSleep?: boolean;
}

export interface FlowEventOption {
  label: string;
  event: (now: number) => AnyEventObject;
}

/** One statechart, its generated diagram with active states highlighted, and a step-through simulator. */
export function FlowView({ entry, build, events, screen, allowSleep }: FlowViewProps) {
  const simulation = useFlowSimulation(build);
  const source = useMemo(() => machineToMermaid(entry.machine), [entry]);
  const now = simulation.clock.now();
  const byLabel = new Map(events.map((option) => [option.label, option.event]));
  return (
    <FlowSimulatorPanel
      title={entry.title}
      description={entry.summary}
      elapsedMs={simulation.elapsedMs}
      activeStates={simulation.activeStates}
      deadlines={simulation.deadlines}
      events={[...byLabel].map(([label, event]) => ({
        label,
        enabled: simulation.can(event(now)),
      }))}
      log={simulation.log}
      onSend={(label) => {
        const event = byLabel.get(label);
        if (event) simulation.send(event(simulation.clock.now()));
      }}
      onAdvance={simulation.advance}
      onJump={allowSleep ? simulation.jump : undefined}
      screen={screen(simulation)}
      diagram={
        <MermaidDiagram
          source={source}
          activeIds={simulation.activeDiagramIds}
          title={entry.title}
        />
      }
    />
  );
}
