import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FileText, Mic, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DocumentStatus } from '../../../common/contracts/documents.contract';
import {
  sessionHasBegun,
  type EncounterStatus,
} from '../../../common/contracts/encounters.contract';
import type { NoteFormat } from '../../../common/contracts/notes.contract';
import { useT } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';
import { FormFailure } from '../session/form-alerts';
import { aiNoteHref, sessionNoteHref, speechEntryHref } from './note-paths';

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
  /** The clinic drafts notes with AI (its setting is not off): the writer is offered AI drafts. */
  aiDrafting: boolean;
  onRetry: () => void;
  onNavigate?: (href: string) => void;
}

const PALETTE: Record<DocumentStatus, string> = {
  draft: 'orange',
  signed: 'green',
  'entered-in-error': 'red',
};

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
          {state.kind === 'ready' && <DraftingLinks {...props} note={state.note} />}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function NoNote({ sessionStatus, writer, encounterId, onNavigate }: SessionNoteCardProps) {
  const t = useT();
  if (!sessionHasBegun(sessionStatus)) {
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
            <NavButton
              key={format}
              href={sessionNoteHref(format, encounterId)}
              onNavigate={onNavigate}
              variant={format === 'soap' ? 'solid' : 'outline'}
            >
              {format === 'soap' ? t('sessionNote.writeSoap') : t('sessionNote.writeDap')}
            </NavButton>
          ))}
        </HStack>
      )}
    </Stack>
  );
}

type ReadyNote = Extract<SessionNoteState, { kind: 'ready' }>['note'];

/**
 * For the session's writer, while its note is still to be signed: recording or dictation, and
 * AI drafts of the note (in its format once one is started) when the clinic drafts with AI.
 */
function DraftingLinks(props: SessionNoteCardProps & { note: ReadyNote }) {
  const { writer, sessionStatus, note, encounterId, onNavigate } = props;
  const t = useT();
  if (!writer || !sessionHasBegun(sessionStatus)) return null;
  if (note && note.status !== 'draft') return null;
  const formats = note ? [note.format] : (['soap', 'dap'] as const);
  return (
    <Stack gap="2" as="section" aria-labelledby="session-drafting">
      <Heading as="h3" size="sm" id="session-drafting">
        {t('sessionNote.drafting')}
      </Heading>
      <HStack gap="3" wrap="wrap">
        <NavButton href={speechEntryHref(encounterId)} onNavigate={onNavigate} variant="outline">
          <Mic aria-hidden="true" />
          {t('sessionNote.record')}
        </NavButton>
        {props.aiDrafting &&
          formats.map((format) => (
            <NavButton
              key={format}
              href={aiNoteHref(format, encounterId)}
              onNavigate={onNavigate}
              variant="outline"
            >
              <Sparkles aria-hidden="true" />
              {format === 'soap' ? t('sessionNote.draftSoapAi') : t('sessionNote.draftDapAi')}
            </NavButton>
          ))}
      </HStack>
    </Stack>
  );
}

/** A link drawn as a button: a plain click routes in the page, a modified one opens a tab. */
function NavButton(props: {
  href: string;
  onNavigate?: (href: string) => void;
  variant: 'solid' | 'outline';
  children: ReactNode;
}) {
  const { href, onNavigate } = props;
  return (
    <Button asChild colorPalette="blue" variant={props.variant}>
      <a
        href={href}
        onClick={(event) => {
          if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          onNavigate(href);
        }}
      >
        {props.children}
      </a>
    </Button>
  );
}
