import type { ReactNode } from 'react';
import { Box, Button, Flex, Heading, List, Stack, Table, Text } from '@chakra-ui/react';
import { useT } from '../i18n/i18n-context';
import { formatDuration } from '../format/format-duration';

export interface SimulatorEvent {
  /** Unique: the event type, with its payload when several share a type. */
  label: string;
  enabled: boolean;
}

export interface SimulatorDeadline {
  label: string;
  inMs: number;
}

export interface FlowSimulatorPanelProps {
  title: string;
  description: string;
  elapsedMs: number;
  activeStates: string[];
  deadlines: SimulatorDeadline[];
  events: SimulatorEvent[];
  log: string[];
  diagram: ReactNode;
  /** The screen the user would see in this state. */
  screen: ReactNode;
  onSend: (label: string) => void;
  onAdvance: (ms: number) => void;
  /** Moves the wall clock without firing timers (sleep, throttled tab). */
  onJump?: (ms: number) => void;
}

const STEPS = [
  { ms: 1_000, key: 'flows.plusSecond' },
  { ms: 60_000, key: 'flows.plusMinute' },
  { ms: 5 * 60_000, key: 'flows.plusFiveMinutes' },
] as const;

/** The auditor's step-through view of one statechart: send events, advance a simulated clock. */
export function FlowSimulatorPanel(props: FlowSimulatorPanelProps) {
  const t = useT();
  const next = props.deadlines[0];
  return (
    <Stack gap="4" p="4">
      <Heading as="h1" size="lg">
        {props.title}
      </Heading>
      <Text maxW="prose">{props.description}</Text>
      <Flex gap="6" wrap="wrap" align="flex-start">
        <Stack gap="4" flex="1 1 22rem" minW="0">
          <Box as="section" aria-labelledby="sim-clock">
            <Heading as="h2" size="sm" id="sim-clock">
              {t('flows.clock')}
            </Heading>
            <Text data-testid="elapsed" aria-live="polite">
              {t('flows.elapsed', { time: formatDuration(props.elapsedMs) })}
            </Text>
            <Flex gap="2" wrap="wrap" mt="2">
              {STEPS.map((step) => (
                <Button
                  key={step.ms}
                  size="sm"
                  variant="outline"
                  onClick={() => props.onAdvance(step.ms)}
                >
                  {t(step.key)}
                </Button>
              ))}
              <Button size="sm" disabled={!next} onClick={() => next && props.onAdvance(next.inMs)}>
                {t('flows.toNextDeadline')}
              </Button>
              {props.onJump && (
                <Button size="sm" variant="outline" onClick={() => props.onJump?.(31 * 60_000)}>
                  {t('flows.sleep')}
                </Button>
              )}
            </Flex>
          </Box>
          <Box as="section" aria-labelledby="sim-states">
            <Heading as="h2" size="sm" id="sim-states">
              {t('flows.activeStates')}
            </Heading>
            <List.Root data-testid="active-states" ps="5">
              {props.activeStates.map((state) => (
                <List.Item key={state}>{state}</List.Item>
              ))}
            </List.Root>
          </Box>
          <Box as="section" aria-labelledby="sim-deadlines">
            <Heading as="h2" size="sm" id="sim-deadlines">
              {t('flows.deadlines')}
            </Heading>
            {props.deadlines.length === 0 ? (
              <Text>{t('flows.noDeadlines')}</Text>
            ) : (
              <Table.Root size="sm" data-testid="deadlines">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('flows.deadlineEvent')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('flows.deadlineIn')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {props.deadlines.map((deadline) => (
                    <Table.Row key={`${deadline.label}-${deadline.inMs}`}>
                      <Table.Cell>{deadline.label}</Table.Cell>
                      <Table.Cell>{formatDuration(deadline.inMs)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </Box>
          <Box as="section" aria-labelledby="sim-events">
            <Heading as="h2" size="sm" id="sim-events">
              {t('flows.events')}
            </Heading>
            <Flex gap="2" wrap="wrap" mt="2">
              {props.events.map((event) => (
                <Button
                  key={event.label}
                  size="xs"
                  variant="subtle"
                  disabled={!event.enabled}
                  onClick={() => props.onSend(event.label)}
                >
                  {event.label}
                </Button>
              ))}
            </Flex>
          </Box>
          <Box as="section" aria-labelledby="sim-log">
            <Heading as="h2" size="sm" id="sim-log">
              {t('flows.log')}
            </Heading>
            <List.Root as="ol" data-testid="event-log" ps="5" fontSize="sm">
              {props.log.map((line, index) => (
                <List.Item key={index}>{line}</List.Item>
              ))}
            </List.Root>
          </Box>
        </Stack>
        <Stack gap="4" flex="1 1 28rem" minW="0">
          <Box as="section" aria-labelledby="sim-screen" borderWidth="1px" borderRadius="md" p="3">
            <Heading as="h2" size="sm" id="sim-screen" mb="2">
              {t('flows.screen')}
            </Heading>
            <Box data-testid="user-screen">{props.screen}</Box>
          </Box>
          <Box as="section" aria-labelledby="sim-diagram">
            <Heading as="h2" size="sm" id="sim-diagram" mb="2">
              {t('flows.diagram')}
            </Heading>
            {props.diagram}
          </Box>
        </Stack>
      </Flex>
    </Stack>
  );
}
