import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FileText } from 'lucide-react';
import {
  actionsFrom,
  type EncounterAction,
  type EncounterStatus,
} from '../../../common/contracts/encounters.contract';
import { useT } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';
import { FormFailure, FormSuccessAlert } from '../session/form-alerts';

export interface SessionActionsBarProps {
  /** The session's status: a closed session says so rather than blaming the viewer's role. */
  status: EncounterStatus;
  /** The status changes offered (the status table's that the viewer's rights allow). */
  actions: EncounterAction[];
  /** The change being sent, if any: its button spins, the others wait. */
  pendingAction?: EncounterAction | null;
  onAction: (action: EncounterAction) => void;
  canReschedule?: boolean;
  rescheduleOpen?: boolean;
  onReschedule?: () => void;
  /** Where booking another session for the patient starts (when the viewer may book). */
  bookAnotherHref?: string;
  onNavigate?: (href: string) => void;
  /** The last change's outcome, in the reader's language. */
  done?: string | null;
  failure?: string | null;
}

const PRIMARY: readonly EncounterAction[] = ['check-in', 'start', 'finish'];

/** The statuses the status table leads out of no more (finished, cancelled, no-show). */
type ClosedStatus = Extract<EncounterStatus, 'finished' | 'cancelled' | 'no-show'>;
const isClosed = (status: EncounterStatus): status is ClosedStatus =>
  actionsFrom(status).length === 0;

/**
 * What the viewer can do with the session now; nothing that their role may not do is shown.
 * With nothing to offer, it says why: a closed session changes no more, whoever looks at it, and
 * only an open one the viewer may not change is their role's doing.
 */
export function SessionActionsBar(props: SessionActionsBarProps) {
  const { actions, pendingAction = null } = props;
  const t = useT();
  const busy = pendingAction !== null;
  const nothing = actions.length === 0 && !props.canReschedule;
  return (
    <Stack gap="3" as="section" aria-labelledby="session-actions">
      <Heading as="h2" size="md" id="session-actions">
        {t('sessions.details.actions')}
      </Heading>
      {props.failure && <FormFailure title={props.failure} />}
      {props.done && <FormSuccessAlert title={props.done} />}
      {nothing ? (
        <Text color="fg.muted">
          {isClosed(props.status)
            ? t(`sessions.details.closed.${props.status}`)
            : t('sessions.details.noActions')}
        </Text>
      ) : (
        <HStack gap="3" wrap="wrap">
          {actions.map((action) => (
            <Button
              key={action}
              colorPalette={PRIMARY.includes(action) ? 'blue' : 'red'}
              variant={PRIMARY.includes(action) ? 'solid' : 'outline'}
              loading={pendingAction === action}
              disabled={busy && pendingAction !== action}
              onClick={() => props.onAction(action)}
            >
              {t(`sessions.action.${action}`)}
            </Button>
          ))}
          {props.canReschedule && (
            <Button
              variant="outline"
              aria-expanded={props.rescheduleOpen ?? false}
              aria-controls="reschedule-session"
              disabled={busy}
              onClick={props.onReschedule}
            >
              {props.rescheduleOpen
                ? t('sessions.details.closeReschedule')
                : t('sessions.details.reschedule')}
            </Button>
          )}
        </HStack>
      )}
      {props.bookAnotherHref && (
        <AuthLink href={props.bookAnotherHref} onNavigate={props.onNavigate}>
          {t('sessions.details.bookAnother')}
        </AuthLink>
      )}
    </Stack>
  );
}

/** Where the session's note, recording and transcript will go (the documentation issue). */
export function SessionDocumentationPlaceholder() {
  const t = useT();
  return (
    <Card.Root variant="outline" borderStyle="dashed" as="section" aria-labelledby="session-docs">
      <Card.Body>
        <Stack gap="2">
          <HStack gap="2">
            <FileText aria-hidden="true" size={18} />
            <Heading as="h2" size="md" id="session-docs">
              {t('sessions.details.documentation')}
            </Heading>
          </HStack>
          <Text color="fg.muted">{t('sessions.details.documentationPlaceholder')}</Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
