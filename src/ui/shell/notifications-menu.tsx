import { Box, Button, Popover, Stack, Text } from '@chakra-ui/react';
import type { Notification } from '../../../common/contracts/notifications.contract';
import { popoverSlotRecipe } from '../theme/recipes';
import { OverlayPortal } from '../theme/overlay-portal';
import { useT } from '../i18n/i18n-context';
import { NotificationsButton } from './header-menu-buttons';
import { NotificationItem } from './notification-item';
import { unreadOf, type NotificationsState } from './notifications-state';

export interface NotificationsMenuProps {
  state: NotificationsState;
  /** Where each notification leads (the record it is about). */
  hrefOf: (notification: Notification) => string;
  /** The reader's time zone; the browser's by default. */
  timeZone?: string;
  /** Opens the notification's record in the app and marks it read. */
  onOpen: (notification: Notification, href: string) => void;
  onMarkAllRead: () => void;
  onRetry: () => void;
  defaultOpen?: boolean;
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The bell with the member's unread count (none: no badge), opening their notifications (issue
 * 30): each links to its record; "Mark all as read" clears the count.
 */
export function NotificationsMenu({
  state,
  hrefOf,
  timeZone = browserTimeZone(),
  onOpen,
  onMarkAllRead,
  onRetry,
  defaultOpen,
}: NotificationsMenuProps) {
  const t = useT();
  const unread = unreadOf(state);
  return (
    <Popover.Root
      recipe={popoverSlotRecipe}
      defaultOpen={defaultOpen}
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <NotificationsButton unread={unread} />
      </Popover.Trigger>
      <OverlayPortal>
        <Popover.Positioner>
          <Popover.Content width="sm" maxW="calc(100vw - 1rem)">
            <Popover.Header display="flex" alignItems="center" gap="2">
              <Popover.Title fontWeight="semibold">{t('shell.notifications.title')}</Popover.Title>
              {unread > 0 && (
                <Button size="xs" variant="ghost" marginInlineStart="auto" onClick={onMarkAllRead}>
                  {t('shell.notifications.markAllRead')}
                </Button>
              )}
            </Popover.Header>
            <Popover.Body px="0" py="1" maxH="24rem" overflowY="auto">
              {state.status === 'loading' && (
                <Text px="4" py="2" color="fg.muted" role="status">
                  {t('shell.notifications.loading')}
                </Text>
              )}
              {state.status === 'unavailable' && (
                <Text px="4" py="2" color="fg.muted">
                  {t('shell.notifications.unavailable')}
                </Text>
              )}
              {state.status === 'failed' && (
                <Stack px="4" py="2" gap="2" align="start" role="alert">
                  <Text>{t('shell.notifications.failed')}</Text>
                  <Button size="sm" variant="outline" onClick={onRetry}>
                    {t('shell.notifications.retry')}
                  </Button>
                </Stack>
              )}
              {state.status === 'ready' && state.notifications.length === 0 && (
                <Text px="4" py="2" color="fg.muted">
                  {t('shell.notifications.empty')}
                </Text>
              )}
              {state.status === 'ready' && state.notifications.length > 0 && (
                <Box as="ul" listStyleType="none">
                  {state.notifications.map((each) => (
                    <NotificationItem
                      key={each.id}
                      notification={each}
                      href={hrefOf(each)}
                      timeZone={timeZone}
                      onOpen={onOpen}
                    />
                  ))}
                </Box>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </OverlayPortal>
    </Popover.Root>
  );
}
