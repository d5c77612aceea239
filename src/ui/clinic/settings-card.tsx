import { Card, Heading, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface SettingsCardProps {
  title: string;
  /** A line under the title saying what the card is for. */
  intro?: string;
  children: ReactNode;
}

/** One card of the clinic's settings: a section named by its heading, its form or summary inside. */
export function SettingsCard({ title, intro, children }: SettingsCardProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h2" size="lg" id={headingId}>
          {title}
        </Heading>
        {intro && <Text color="fg.muted">{intro}</Text>}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
