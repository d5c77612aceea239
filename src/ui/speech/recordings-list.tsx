import { Badge, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { Recording } from '../../../common/contracts/speech.contract';
import { useI18n } from '../i18n/i18n-context';
import { formatElapsed, formatWhen } from './speech-format';

export interface RecordingsListProps {
  recordings: Recording[];
  /** The recording whose transcript is shown below. */
  selectedId: string | null;
  timeZone?: string;
  /** A finished recording with its audio can be transcribed (a provider is configured, the reader records). */
  mayTranscribe: boolean;
  /** The recording being transcribed now. */
  transcribingId?: string | null;
  onOpen: (recordingId: string) => void;
  onTranscribe: (recordingId: string) => void;
}

const PALETTE = { recording: 'orange', finished: 'gray', transcribed: 'green' } as const;

/** The session's recordings, oldest first: when, how long, where each stands, and its transcript. */
export function RecordingsList(props: RecordingsListProps) {
  const { t, locale } = useI18n();
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" size="lg" id={headingId}>
        {t('speech.recordings.title')}
      </Heading>
      {props.recordings.length === 0 ? (
        <Text color="fg.muted">{t('speech.recordings.empty')}</Text>
      ) : (
        <List.Root as="ul" listStyle="none" gap="2" ps="0">
          {props.recordings.map((recording) => {
            const when = formatWhen(recording.startedAt, locale, props.timeZone);
            const selected = recording.id === props.selectedId;
            return (
              <List.Item
                key={recording.id}
                p="3"
                borderWidth="1px"
                borderRadius="md"
                borderColor={selected ? 'blue.600' : 'border'}
              >
                <HStack justify="space-between" wrap="wrap" gap="3" w="full">
                  <Stack gap="1">
                    <Text fontWeight="semibold">
                      {t('speech.recordings.item', {
                        when,
                        duration: formatElapsed(recording.durationMs),
                      })}
                    </Text>
                    <HStack gap="2" wrap="wrap">
                      <Badge colorPalette={PALETTE[recording.status]} variant="surface">
                        {t(`speech.recordings.status.${recording.status}`)}
                      </Badge>
                      {recording.audioDeletedAt && (
                        <Text fontSize="sm" color="fg.muted">
                          {t('speech.recordings.audioDeleted')}
                        </Text>
                      )}
                    </HStack>
                  </Stack>
                  {recording.status === 'transcribed' && (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-pressed={selected}
                      aria-label={t('speech.recordings.openOf', { when })}
                      onClick={() => props.onOpen(recording.id)}
                    >
                      {t('speech.recordings.open')}
                    </Button>
                  )}
                  {recording.status === 'finished' &&
                    recording.audioKept &&
                    props.mayTranscribe && (
                      <Button
                        size="sm"
                        variant="outline"
                        loading={props.transcribingId === recording.id}
                        aria-label={t('speech.recordings.transcribeOf', { when })}
                        onClick={() => props.onTranscribe(recording.id)}
                      >
                        {t('speech.recordings.transcribe')}
                      </Button>
                    )}
                </HStack>
              </List.Item>
            );
          })}
        </List.Root>
      )}
    </Stack>
  );
}
