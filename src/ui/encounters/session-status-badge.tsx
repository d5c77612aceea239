import { Badge } from '@chakra-ui/react';
import type { EncounterStatus } from '../../../common/contracts/encounters.contract';
import { useT } from '../i18n/i18n-context';

/** Each status's colour (the calendar's items take it too). */
export const STATUS_PALETTE: Record<EncounterStatus, string> = {
  planned: 'blue',
  arrived: 'teal',
  'in-progress': 'orange',
  finished: 'green',
  cancelled: 'gray',
  'no-show': 'red',
};

/** A session's status in words (colour only repeats what the word says). */
export function SessionStatusBadge({ status }: { status: EncounterStatus }) {
  const t = useT();
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle">
      {t(`sessions.status.${status}`)}
    </Badge>
  );
}
