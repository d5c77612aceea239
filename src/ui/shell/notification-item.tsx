import { Box, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Notification } from '../../../common/contracts/notifications.contract';
import { formatInstant } from '../format/clinic-time';
import { Isolate } from '../format/isolate';
import { useI18n } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';

export interface NotificationItemProps {
  notification: Notification;
  /** Where the notification leads (the record it is about). */
  href: string;
  /** The reader's time zone (the browser's): when it happened, on their clock. */
  timeZone: string;
  /** Follows the link in the app, and marks the notification read. */
  onOpen: (notification: Notification, href: string) => void;
}

/** One notification: what happened, as a link to the record, and when; unread ones marked. */
export function NotificationItem({ notification, href, timeZone, onOpen }: NotificationItemProps) {
  const { t, locale } = useI18n();
  const name = notification.patient?.name ?? notification.memberName ?? '';
  const flag = notification.flag ? t(`shell.notifications.flag.${notification.flag}`) : '';
  const unread = !notification.read;
  return (
    <Box
      as="li"
      px="4"
      py="2"
      borderInlineStartWidth="3px"
      borderInlineStartColor={unread ? 'blue.600' : 'transparent'}
    >
      <Text fontWeight={unread ? 'medium' : 'normal'}>
        {unread && <VisuallyHidden>{t('shell.notifications.unread')} </VisuallyHidden>}
        <AuthLink href={href} onNavigate={(to) => onOpen(notification, to)}>
          {t(`shell.notifications.kind.${notification.kind}`, { name, flag })}
        </AuthLink>
      </Text>
      <Text fontSize="sm" color="fg.muted">
        <Isolate>{formatInstant(notification.at, { locale, timeZone })}</Isolate>
      </Text>
    </Box>
  );
}
