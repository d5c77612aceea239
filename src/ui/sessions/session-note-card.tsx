import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FileText } from 'lucide-react';
import type { DocumentStatus } from '../../../common/contracts/documents.contract';
import type { EncounterStatus } from '../../../common/contracts/encounters.contract';
import type { NoteFormat } from '../../../common/contracts/notes.contract';
import { useT } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';
import { FormFailure } from '../session/form-alerts';
import { sessionNoteHref } from './note-paths';

export type SessionNoteState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; note: { format: NoteFormat; status: DocumentStatus } | null };

export interface SessionNoteCardProps {
  encounterId: string;
  sessionStatus: EncounterStatus;
  state: SessionNoteState;
  /** The viewer is the session's clinician: they write its note. */
  writer: boolean;
  /** The viewer may open the existing note (its writer, or the care team once signed). */
  mayOpen: boolean;
  onRetry: () => void;
  onNavigate?: (href: string) => void;
}

const PALETTE: Record<DocumentStatus, string> = {
  draft: 'orange',
  signed: 'green',
  'entered-in-error': 'red',
};

/** Notes are written for sessions the patient came to (the server refuses the others). */
const NOTE_ALLOWED: readonly EncounterStatus[] = ['arrived', 'in-progress', 'finished'];

/** The session's note: its status and a way to open it, or, for its writer, where to start one. */
export function SessionNoteCard(props: SessionNoteCardProps) {
  const { state, encounterId } = props;
  const t = useT();
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="session-note">
      <Card.Body>
        <Stack gap="3">
          <HStack gap="2">
            <FileText aria-hidden="true" size={18} />
            <Heading as="h2" size="md" id="session-note">
              {t('sessionNote.title')}
            </Heading>
          </HStack>
          {state.kind === 'loading' && (
            <Text role="status" color="fg.muted">
              {t('sessionNote.loading')}
            </Text>
          )}
          {state.kind === 'failed' && (
            <Stack gap="2" align="start">
              <FormFailure title={t('sessionNote.failed')} />
              <Button variant="outline" size="sm" onClick={props.onRetry}>
                {t('sessionNote.retry')}
              </Button>
            </Stack>
          )}
          {state.kind === 'ready' && state.note && (
            <HStack gap="3" wrap="wrap">
              <Text>
                {t('sessionNote.which', { format: t(`sessionNote.format.${state.note.format}`) })}
              </Text>
              <Badge colorPalette={PALETTE[state.note.status]}>
                {t(`sessionNote.status.${state.note.status}`)}
              </Badge>
              {props.mayOpen && (
                <AuthLink
                  href={sessionNoteHref(state.note.format, encounterId)}
                  onNavigate={props.onNavigate}
                >
                  {t('sessionNote.open')}
                </AuthLink>
              )}
            </HStack>
          )}
          {state.kind === 'ready' && !state.note && <NoNote {...props} />}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function NoNote({ sessionStatus, writer, encounterId, onNavigate }: SessionNoteCardProps) {
  const t = useT();
  if (!NOTE_ALLOWED.includes(sessionStatus)) {
    const ended = sessionStatus === 'cancelled' || sessionStatus === 'no-show';
    return (
      <Text color="fg.muted">
        {ended
          ? t('sessionNote.notWritten')
          : writer
            ? t('sessionNote.notYet')
            : t('sessionNote.none')}
      </Text>
    );
  }
  return (
    <Stack gap="2">
      <Text color="fg.muted">{t('sessionNote.none')}</Text>
      {writer && (
        <HStack gap="3" wrap="wrap">
          {(['soap', 'dap'] as const).map((format) => (
            <Button
              key={format}
              asChild
              colorPalette="blue"
              variant={format === 'soap' ? 'solid' : 'outline'}
            >
              <a
                href={sessionNoteHref(format, encounterId)}
                onClick={(event) => {
                  if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey) return;
                  event.preventDefault();
                  onNavigate(sessionNoteHref(format, encounterId));
                }}
              >
                {format === 'soap' ? t('sessionNote.writeSoap') : t('sessionNote.writeDap')}
              </a>
            </Button>
          ))}
        </HStack>
      )}
    </Stack>
  );
}
