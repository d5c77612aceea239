import { Badge, Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { NOTE_SECTIONS } from '../../../common/contracts/notes.contract';
import type { Share } from '../../../common/contracts/patient-shares.contract';
import { formatInstant } from '../format/clinic-time';
import { useI18n, useT } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';
import type { PortalLoad } from './portal-load-state';
import { PortalLoadNotice } from './portal-load-notice';
import { useShareTitle } from './shared-documents-section';

export interface SharedDocumentViewProps {
  /** The patient's shares; the one of `shareId` is shown (not found: it was unshared). */
  shares: PortalLoad<Share[]>;
  shareId: string;
  onRetry: () => void;
  timeZone: string;
  backHref: string;
  onNavigate?: (href: string) => void;
}

/**
 * One document the clinician shared (issue 36), read-only: a handout's text, an article's
 * citation and links, or a signed note's sections with its signer and date.
 */
export function SharedDocumentView(props: SharedDocumentViewProps) {
  const t = useT();
  const { locale } = useI18n();
  const titleOf = useShareTitle(props.timeZone);
  const back = (
    <AuthLink href={props.backHref} onNavigate={props.onNavigate}>
      {t('shares.portal.back')}
    </AuthLink>
  );
  const { shares } = props;
  if (shares.status !== 'ready') {
    return (
      <Stack gap="4" maxW="2xl" w="full" mx="auto">
        <Heading as="h1" size="2xl">
          {t('shares.portal.documentsTitle')}
        </Heading>
        <PortalLoadNotice load={shares} onRetry={props.onRetry} />
        {back}
      </Stack>
    );
  }
  const share = shares.data.find((each) => each.id === props.shareId);
  if (!share) {
    return (
      <Stack gap="4" maxW="2xl" w="full" mx="auto">
        <Heading as="h1" size="2xl">
          {t('shares.portal.documentsTitle')}
        </Heading>
        <Text role="alert">{t('shares.portal.documentGone')}</Text>
        {back}
      </Stack>
    );
  }
  const date = (at: string) =>
    formatInstant(at, { locale, timeZone: props.timeZone, style: 'date' });
  return (
    <Stack as="article" gap="4" maxW="2xl" w="full" mx="auto">
      {back}
      <Heading as="h1" size="2xl">
        {titleOf(share)}
      </Heading>
      <HStack gap="2" flexWrap="wrap">
        <Badge>{t(`shares.kind.${share.kind}`)}</Badge>
        <Text color="fg.muted" textStyle="sm">
          {t('shares.chart.sharedBy', { name: share.sharedBy.name, date: date(share.sharedAt) })}
        </Text>
      </HStack>
      {share.kind === 'handout' && <Text whiteSpace="pre-wrap">{share.body}</Text>}
      {share.kind === 'article' && share.article && (
        <Stack gap="2">
          <Text>
            {[share.article.authors.join(', '), share.article.journal, share.article.year]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Stack gap="1">
            {(['fullText', 'pubmed', 'europepmc', 'doi'] as const).flatMap((which) => {
              const href = share.article?.links[which];
              return href
                ? [
                    <Link
                      key={which}
                      href={href}
                      target="_blank"
                      rel="noreferrer noopener"
                      variant="underline"
                      colorPalette="blue"
                    >
                      {t(`shares.portal.link.${which}`)}
                    </Link>,
                  ]
                : [];
            })}
          </Stack>
        </Stack>
      )}
      {share.kind === 'note' && share.note && (
        <Stack gap="4">
          <Text color="fg.muted">
            {t('shares.portal.noteSigned', {
              name: share.note.authorName,
              date: date(share.note.signedAt),
            })}
          </Text>
          {NOTE_SECTIONS[share.note.format].map((section) => (
            <Box as="section" key={section}>
              <Heading as="h2" size="md">
                {t(`shares.portal.section.${section}`)}
              </Heading>
              <Text whiteSpace="pre-wrap">{share.note?.sections[section] ?? ''}</Text>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
