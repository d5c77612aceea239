import { Alert, Button, Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import type { NoteFormat } from '../../../common/contracts/notes.contract';
import type { DraftFailure, UseFailure } from '../../machines/notes/ai-draft.types';
import { SignConfirmDialog } from '../drafts/sign-confirm-dialog';
import { useT } from '../i18n/i18n-context';

interface LeadOnProps {
  format: NoteFormat;
  /** The session's note page in this format. */
  href: string;
  onNavigate: (href: string) => void;
}

/** A heading, a paragraph and a link onward. */
function LeadOn(props: LeadOnProps & { title: string; body: string; link: string }) {
  return (
    <Stack gap="3" maxW="prose">
      <Heading as="h2" size="xl">
        {props.title}
      </Heading>
      <Text>{props.body}</Text>
      <Link
        href={props.href}
        colorPalette="blue"
        fontWeight="semibold"
        onClick={(event) => {
          event.preventDefault();
          props.onNavigate(props.href);
        }}
      >
        {props.link}
      </Link>
    </Stack>
  );
}

/** The clinic turned AI drafting off: the plain note page instead. */
export function AiDraftingOff(props: LeadOnProps) {
  const t = useT();
  const format = t(`notes.format.${props.format}`);
  return (
    <LeadOn
      {...props}
      title={t('notes.ai.off.title')}
      body={t('notes.ai.off.body')}
      link={t('notes.ai.off.link', { format })}
    />
  );
}

/** A signed note is never drafted again: a link to it. */
export function AiNoteSigned(props: LeadOnProps) {
  const t = useT();
  const format = t(`notes.format.${props.format}`);
  return (
    <LeadOn
      {...props}
      title={t('notes.ai.signed.title')}
      body={t('notes.ai.signed.body')}
      link={t('notes.ai.signed.link', { format })}
    />
  );
}

/** The server is drafting; the clinician may stop waiting. */
export function AiDrafting({ slow, onCancel }: { slow: boolean; onCancel: () => void }) {
  const t = useT();
  return (
    <Stack gap="3" align="start" aria-busy="true">
      <HStack gap="3" role="status">
        <Spinner size="sm" />
        <Text>{t('notes.ai.busy')}</Text>
      </HStack>
      {slow && <Text color="fg.muted">{t('notes.ai.slow')}</Text>}
      <Button variant="outline" onClick={onCancel}>
        {t('notes.ai.cancel')}
      </Button>
    </Stack>
  );
}

/** A refused step: what failed, why, a retry when one can help, and the way back. */
function FailedStep(props: {
  title: string;
  reason: string;
  mayRetry: boolean;
  backLabel: string;
  onRetry: () => void;
  onBack: () => void;
}) {
  const t = useT();
  return (
    <Stack gap="3" align="start">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{props.title}</Alert.Title>
          <Alert.Description>{props.reason}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <HStack gap="3" wrap="wrap">
        {props.mayRetry && (
          <Button colorPalette="blue" onClick={props.onRetry}>
            {t('notes.ai.retry')}
          </Button>
        )}
        <Button variant="outline" onClick={props.onBack}>
          {props.backLabel}
        </Button>
      </HStack>
    </Stack>
  );
}

/** Why no draft was made, with a retry and the way back to the source. */
export function AiDraftFailed(props: {
  failure: DraftFailure;
  onRetry: () => void;
  onBack: () => void;
}) {
  const t = useT();
  return (
    <FailedStep
      title={t('notes.ai.failed.title')}
      reason={t(`notes.ai.failed.${props.failure}`)}
      mayRetry
      backLabel={t('notes.ai.back')}
      onRetry={props.onRetry}
      onBack={props.onBack}
    />
  );
}

/** The draft was not put into the note; a retry unless the note changed meanwhile. */
export function AiUseFailed(props: {
  failure: UseFailure;
  mayRetry: boolean;
  onRetry: () => void;
  onBack: () => void;
}) {
  const t = useT();
  return (
    <FailedStep
      title={t('notes.ai.useFailed.title')}
      reason={t(`notes.ai.useFailed.${props.failure}`)}
      mayRetry={props.mayRetry}
      backLabel={t('notes.ai.useFailed.back')}
      onRetry={props.onRetry}
      onBack={props.onBack}
    />
  );
}

/** Asks before the draft replaces text the clinician wrote; focus starts on "Keep my note". */
export function ReplaceTextDialog(props: {
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
  inline?: boolean;
}) {
  const t = useT();
  return (
    <SignConfirmDialog
      {...props}
      text={{
        title: t('notes.ai.replace.title'),
        body: t('notes.ai.replace.body'),
        back: t('notes.ai.replace.back'),
        confirm: t('notes.ai.replace.confirm'),
      }}
    />
  );
}
