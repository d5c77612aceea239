import { Button, Text } from '@chakra-ui/react';
import type { Encounter, EncounterAction } from '../../../common/contracts/encounters.contract';
import { useT } from '../i18n/i18n-context';

export interface NextStepButtonProps {
  session: Encounter;
  action: EncounterAction | null;
  /** The session's time as shown beside it, named in the button's accessible name. */
  time: string;
  pendingSessionId: string | null;
  onAction: (session: Encounter, action: EncounterAction) => void;
  width?: 'full';
}

/** The one next step offered on a session of the day, or a quiet "nothing next". */
export function NextStepButton({
  session,
  action,
  time,
  pendingSessionId,
  onAction,
  width,
}: NextStepButtonProps) {
  const t = useT();
  if (!action) return <Text color="fg.muted">{t('sessions.day.nothingNext')}</Text>;
  return (
    <Button
      size="sm"
      colorPalette="blue"
      width={width}
      loading={pendingSessionId === session.id}
      disabled={pendingSessionId !== null && pendingSessionId !== session.id}
      aria-label={t('sessions.actionFor', {
        action: t(`sessions.action.${action}`),
        patient: session.patient.name,
        time,
      })}
      onClick={() => onAction(session, action)}
    >
      {t(`sessions.action.${action}`)}
    </Button>
  );
}
