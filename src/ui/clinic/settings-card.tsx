import { Card, Heading, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import type { ClinicSettings, ClinicUpdate } from '../../../common/contracts/clinic.contract';
import type { SaveFailure } from '../../machines/clinic/save-form.machine';

/** How a card of the clinic's settings saves: the update it sends, and that save's state. */
export interface SettingsSaveProps {
  onSave: (update: ClinicUpdate) => void;
  pending?: boolean;
  failure?: SaveFailure | null;
  saved?: boolean;
}

/** A card over the clinic's settings that owners edit and everyone else reads. */
export interface ClinicSettingsCardProps extends SettingsSaveProps {
  settings: ClinicSettings;
  /** Owners edit; everyone else reads (nothing is offered they may not do). */
  editable: boolean;
}

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
