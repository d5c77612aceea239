import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { Share } from '../../../common/contracts/patient-shares.contract';
import { formatInstant } from '../format/clinic-time';
import { useI18n, useT } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';
import type { PortalLoad } from './portal-load-state';
import { PortalLoadNotice } from './portal-load-notice';

export interface SharedDocumentsSectionProps {
  shares: PortalLoad<Share[]>;
  onRetry: () => void;
  timeZone: string;
  /** One document's address. */
  documentHref: (id: string) => string;
  /** The page of the patient's record download. */
  recordHref: string;
  onNavigate?: (href: string) => void;
}

/** A share's title as the patient reads it: a note is named by when it was signed. */
export function useShareTitle(timeZone: string) {
  const t = useT();
  const { locale } = useI18n();
  return (share: Share) =>
    share.kind === 'note'
      ? t('shares.noteTitle', {
          date: formatInstant(share.note?.signedAt ?? share.title, {
            locale,
            timeZone,
            style: 'date',
          }),
        })
      : share.title;
}

/**
 * What the clinician shared with the patient (issue 36): each document named, its kind and date,
 * a link to read it; then the way to download their whole record.
 */
export function SharedDocumentsSection(props: SharedDocumentsSectionProps) {
  const t = useT();
  const { locale } = useI18n();
  const titleOf = useShareTitle(props.timeZone);
  const { shares } = props;
  const record = (
    <AuthLink href={props.recordHref} onNavigate={props.onNavigate}>
      {t('shares.portal.downloadLink')}
    </AuthLink>
  );
  if (shares.status !== 'ready') {
    return (
      <Stack gap="3" align="start">
        <PortalLoadNotice load={shares} onRetry={props.onRetry} />
        {record}
      </Stack>
    );
  }
  return (
    <Stack gap="3" align="start">
      {shares.data.length === 0 ? (
        <Text color="fg.muted">{t('shares.portal.noDocuments')}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" w="full">
          {shares.data.map((share) => (
            <HStack as="li" key={share.id} gap="2" flexWrap="wrap">
              <Badge>{t(`shares.kind.${share.kind}`)}</Badge>
              <AuthLink href={props.documentHref(share.id)} onNavigate={props.onNavigate}>
                {titleOf(share)}
              </AuthLink>
              <Text textStyle="sm" color="fg.muted">
                {formatInstant(share.sharedAt, {
                  locale,
                  timeZone: props.timeZone,
                  style: 'date',
                })}
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
      {record}
    </Stack>
  );
}
