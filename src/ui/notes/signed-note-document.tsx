import { Alert, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { NOTE_SECTIONS, type Note } from '../../../common/contracts/notes.contract';
import type { MessageKey } from '../../i18n/i18n';
import { useI18n } from '../i18n/i18n-context';
import { signerName } from '../drafts/signer-name';
import { AiAssistMark } from './ai-assist-mark';
import { NoteFieldsSummary } from './note-fields-summary';
import { formatClinicTime, formatSessionSpan, shortHash } from './note-time';
import { formatBirthDate } from '../format/clinic-time';
import { printPageRule } from './print-page-footer';

export interface SignedNoteDocumentProps {
  note: Note;
  /** The clinic the record is kept by: its name and address (null when none is set). */
  clinic: { name: string; address: string | null };
  /** Whom the record is of: name, MRN and birth date (ISO date). */
  patient: { name: string; mrn: string; birthDate: string };
  session: { startsAt: string; endsAt: string };
  timeZone: string;
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Text>
      <Text as="span" fontWeight="semibold" dir="auto">
        {label}:
      </Text>{' '}
      <bdi>{value}</bdi>
    </Text>
  );
}

/**
 * A signed (or withdrawn) note as a document: the clinic and its address, the patient (MRN, birth
 * date) and session, the sections, the fields, the signature with its SHA-256, and each addendum.
 * It prints as it shows, each printed page footed with the patient and its page number.
 */
export function SignedNoteDocument(props: SignedNoteDocumentProps) {
  const { t, locale } = useI18n();
  const { note, timeZone } = props;
  const when = (instant: string) => formatClinicTime(instant, locale, timeZone);
  const roleKey = `notes.signed.role.${note.signature?.role ?? ''}` as MessageKey;
  const role = t(roleKey) === roleKey ? (note.signature?.role ?? '') : t(roleKey);
  const { clinic, patient } = props;
  const mrn = t('notes.signed.mrn', { mrn: patient.mrn });
  return (
    <Stack as="article" gap="5" aria-labelledby="signed-note-title">
      <style>
        {printPageRule({
          patient: `${patient.name} · ${mrn}`,
          // The placeholders stay placeholders: the page counters fill them on paper.
          pageOf: t('notes.signed.pageOf', { page: '{{page}}', pages: '{{pages}}' }),
        })}
      </style>
      {note.enteredInError && (
        <Alert.Root status="error" variant="solid">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title fontSize="lg">{t('notes.signed.errorBanner')}</Alert.Title>
            <Alert.Description>
              {t('notes.signed.errorBody', {
                name: note.enteredInError.byName,
                when: when(note.enteredInError.at),
                reason: note.enteredInError.reason,
              })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Stack gap="1">
        <Heading as="h2" size="xl" id="signed-note-title">
          {t(`notes.format.${note.format}`)}
        </Heading>
        <Line label={t('notes.signed.clinic')} value={clinic.name} />
        {clinic.address && <Line label={t('notes.signed.address')} value={clinic.address} />}
        <Line label={t('notes.signed.patient')} value={`${patient.name} · ${mrn}`} />
        <Line
          label={t('notes.signed.birthDate')}
          value={formatBirthDate(patient.birthDate, locale)}
        />
        <Line
          label={t('notes.signed.session')}
          value={formatSessionSpan(props.session.startsAt, props.session.endsAt, locale, timeZone)}
        />
        {note.aiAssist && <AiAssistMark aiAssist={note.aiAssist} timeZone={timeZone} />}
      </Stack>
      {NOTE_SECTIONS[note.format].map((section) => (
        <Stack key={section} as="section" gap="1">
          <Heading as="h3" size="md">
            {t(`notes.section.${section}`)}
          </Heading>
          <Text whiteSpace="pre-wrap" wordBreak="break-word" dir="auto">
            {note.content.sections[section]?.trim() || t('notes.signed.emptySection')}
          </Text>
        </Stack>
      ))}
      <NoteFieldsSummary fields={note.content.fields} />
      <Stack as="section" gap="1" borderTopWidth="1px" pt="3">
        <Heading as="h3" size="md">
          {t('notes.signed.signature')}
        </Heading>
        {note.signature ? (
          <>
            <Text>
              {t('notes.signed.signedBy', {
                name: signerName(
                  t,
                  note.signature.signerName,
                  note.signature.signerCredentials,
                  note.signature.signerLicenceNumber,
                ),
                role,
              })}
            </Text>
            <Text>{t('notes.signed.signedAt', { when: when(note.signature.signedAt) })}</Text>
            <Text fontFamily="mono" data-no-print="">
              {t('notes.signed.hash', { short: shortHash(note.signature.sha256) })}
            </Text>
            <Box as="details" data-no-print="">
              <Box as="summary" cursor="pointer">
                {t('notes.signed.hashFull')}
              </Box>
              <Text fontFamily="mono" wordBreak="break-all">
                {note.signature.sha256}
              </Text>
            </Box>
            {/* On paper the whole hash, which a reader can recompute; no control to open. */}
            <Text
              fontFamily="mono"
              wordBreak="break-all"
              display="none"
              _print={{ display: 'block' }}
            >
              {t('notes.signed.hash', { short: note.signature.sha256 })}
            </Text>
          </>
        ) : (
          <Text>{t('notes.signed.unsigned')}</Text>
        )}
      </Stack>
      {note.addenda.length > 0 && (
        <Stack as="section" gap="3" borderTopWidth="1px" pt="3">
          <Heading as="h3" size="md">
            {t('notes.signed.addenda')}
          </Heading>
          {note.addenda.map((a) => (
            <Stack key={a.id} gap="1" borderStartWidth="4px" borderColor="border" ps="3">
              <Text fontWeight="semibold">
                {t('notes.signed.addendumBy', {
                  name: signerName(t, a.authorName, a.authorCredentials, a.authorLicenceNumber),
                  when: when(a.signedAt),
                })}
              </Text>
              <Text dir="auto">{t('notes.signed.addendumReason', { reason: a.reason })}</Text>
              <Text whiteSpace="pre-wrap" wordBreak="break-word" dir="auto">
                {a.text}
              </Text>
              <Text fontFamily="mono" fontSize="sm" color="fg.muted">
                {t('notes.signed.hash', { short: shortHash(a.sha256) })}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
