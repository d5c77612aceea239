import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useT } from '../i18n/i18n-context';
import { FormFailure } from '../session/form-alerts';

/** A heading with one paragraph under it. */
function Message({ title, body, level = 1 }: { title: string; body: string; level?: 1 | 2 }) {
  return (
    <Stack gap="3" maxW="prose">
      <Heading as={level === 1 ? 'h1' : 'h2'} size={level === 1 ? '2xl' : 'lg'}>
        {title}
      </Heading>
      <Text>{body}</Text>
    </Stack>
  );
}

/** No session in the address, or a session that is absent or not the reader's. */
export function SpeechNotFound({ noId = false }: { noId?: boolean }) {
  const t = useT();
  return (
    <Message
      title={t('speech.page.notFoundTitle')}
      body={noId ? t('speech.page.noId') : t('speech.page.notFoundBody')}
    />
  );
}

/** Another clinician's session: its transcripts are readable, the recorder is not offered. */
export function SpeechNotYours({ clinicianName }: { clinicianName: string }) {
  const t = useT();
  return (
    <Message
      level={2}
      title={t('speech.page.notYoursTitle')}
      body={t('speech.page.notYoursBody', { name: clinicianName })}
    />
  );
}

/** A planned, cancelled or no-show session: nothing to record yet. */
export function SpeechNotUnderWay() {
  const t = useT();
  return (
    <Message
      level={2}
      title={t('speech.page.notUnderWayTitle')}
      body={t('speech.page.notUnderWayBody')}
    />
  );
}

export function SpeechLoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Stack gap="2" align="start">
      <FormFailure title={t('speech.page.failed')} />
      <Button variant="outline" onClick={onRetry}>
        {t('speech.page.retry')}
      </Button>
    </Stack>
  );
}

export function SpeechLoading({ what = 'session' }: { what?: 'session' | 'transcript' }) {
  const t = useT();
  return (
    <Text role="status" color="fg.muted">
      {what === 'session' ? t('speech.page.loading') : t('speech.transcript.loading')}
    </Text>
  );
}
