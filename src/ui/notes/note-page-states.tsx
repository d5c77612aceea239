import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { NoteFormat } from '../../../common/contracts/notes.contract';
import { useT } from '../i18n/i18n-context';
import { FormFailure } from '../session/form-alerts';

/** A page heading with one paragraph under it. */
function Message({ title, body }: { title: string; body: string }) {
  return (
    <Stack gap="3" maxW="prose">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text>{body}</Text>
    </Stack>
  );
}

/** No session in the address, or a note that is absent or not the reader's. */
export function NoteNotFound({ noId = false }: { noId?: boolean }) {
  const t = useT();
  return (
    <Message
      title={t('notes.page.notFoundTitle')}
      body={noId ? t('notes.page.noId') : t('notes.page.notFoundBody')}
    />
  );
}

/** A reader who may not write this session's note (the front desk, another clinician). */
export function NoteNotAllowed({ clinicianName }: { clinicianName: string | null }) {
  const t = useT();
  return (
    <Message
      title={t('notes.page.notAllowedTitle')}
      body={
        clinicianName
          ? t('notes.page.notAllowedOther', { name: clinicianName })
          : t('notes.page.notAllowedStaff')
      }
    />
  );
}

/** A session not (or no longer) under way: planned, cancelled or a no-show has no note to write. */
export function NoteNotWritable() {
  const t = useT();
  return (
    <Message title={t('notes.page.notWritableTitle')} body={t('notes.page.notWritableBody')} />
  );
}

export function NoteLoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Stack gap="2" align="start">
      <FormFailure title={t('notes.page.failed')} />
      <Button variant="outline" onClick={onRetry}>
        {t('notes.page.retry')}
      </Button>
    </Stack>
  );
}

export function NoteLoading() {
  const t = useT();
  return (
    <Text role="status" color="fg.muted">
      {t('notes.page.loading')}
    </Text>
  );
}

/** A note opened at the other format's page: a link to its own. */
export function WrongFormat(props: {
  format: NoteFormat;
  href: string;
  onNavigate: (href: string) => void;
}) {
  const t = useT();
  const format = t(`notes.format.${props.format}`);
  return (
    <Stack gap="3">
      <Text>{t('notes.page.wrongFormat', { format })}</Text>
      <Link
        href={props.href}
        colorPalette="blue"
        fontWeight="semibold"
        onClick={(event) => {
          event.preventDefault();
          props.onNavigate(props.href);
        }}
      >
        {t('notes.page.openRight', { format })}
      </Link>
    </Stack>
  );
}

/** The address of a session's note page in a format. */
export const notePageHref = (format: NoteFormat, encounterId: string) =>
  `/app/panels/hospital/therapy${format}form?session=${encodeURIComponent(encounterId)}`;
