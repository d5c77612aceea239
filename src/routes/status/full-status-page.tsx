import { Construction, FileQuestion, TriangleAlert, WifiOff, type LucideIcon } from 'lucide-react';
import type { MessageKey } from '../../i18n/i18n';
import { useT } from '../../ui/i18n/i18n-context';
import { StatusPage } from '../../ui/status/status-page';
import { useDocumentTitle } from '../shell/use-document-title';
import { BackHomeLink } from './status-link';

interface StatusKind {
  icon: LucideIcon;
  title: MessageKey;
  body: MessageKey;
  /** A code shown large above the title (404). */
  code?: MessageKey;
}

/** The four full-page statuses: each is an icon, its words and the way back home. */
export const STATUS_KINDS = {
  notFound: {
    icon: FileQuestion,
    code: 'status.notFound.code',
    title: 'status.notFound.title',
    body: 'status.notFound.body',
  },
  comingSoon: {
    icon: Construction,
    title: 'status.comingSoon.title',
    body: 'status.comingSoon.body',
  },
  error: { icon: TriangleAlert, title: 'status.error.title', body: 'status.error.body' },
  offline: { icon: WifiOff, title: 'status.offline.title', body: 'status.offline.body' },
} as const satisfies Record<string, StatusKind>;

export function FullStatusPage({ kind }: { kind: keyof typeof STATUS_KINDS }) {
  const t = useT();
  const status: StatusKind = STATUS_KINDS[kind];
  useDocumentTitle(t(status.title));
  return (
    <StatusPage
      fullPage
      icon={status.icon}
      code={status.code && t(status.code)}
      title={t(status.title)}
      body={t(status.body)}
      action={<BackHomeLink />}
    />
  );
}
