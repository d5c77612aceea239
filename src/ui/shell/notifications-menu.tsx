import { Box, Popover, Text } from '@chakra-ui/react';
import { popoverSlotRecipe } from '../theme/recipes';
import { OverlayPortal } from '../theme/overlay-portal';
import { Isolate } from '../format/isolate';
import { useT } from '../i18n/i18n-context';
import { NotificationsButton } from './header-menu-buttons';
import { unreadCount, type ShellNotification } from './sample-content';

export interface NotificationsMenuProps {
  notifications: readonly ShellNotification[];
  defaultOpen?: boolean;
}

/**
 * The bell with an unread count, opening the list of notifications. Its content is the spec's
 * sample (§1), and says so: nobody should go looking for a record a sample names.
 */
export function NotificationsMenu({ notifications, defaultOpen }: NotificationsMenuProps) {
  const t = useT();
  return (
    <Popover.Root
      recipe={popoverSlotRecipe}
      defaultOpen={defaultOpen}
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <NotificationsButton unread={unreadCount(notifications)} />
      </Popover.Trigger>
      <OverlayPortal>
        <Popover.Positioner>
          <Popover.Content width="sm" maxW="calc(100vw - 1rem)">
            <Popover.Header>
              <Popover.Title fontWeight="semibold">{t('shell.notifications.title')}</Popover.Title>
              <Popover.Description fontSize="sm" color="fg.muted">
                {t('shell.notifications.sampleNotice')}
              </Popover.Description>
            </Popover.Header>
            <Popover.Body px="0" py="1">
              <Box as="ul" listStyleType="none">
                {notifications.map((each) => (
                  <Box
                    as="li"
                    key={each.id}
                    px="4"
                    py="2"
                    borderInlineStartWidth="3px"
                    borderInlineStartColor={each.unread ? 'blue.600' : 'transparent'}
                  >
                    <Text fontWeight={each.unread ? 'medium' : 'normal'}>{each.text}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      <Isolate>{each.time}</Isolate>
                    </Text>
                  </Box>
                ))}
              </Box>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </OverlayPortal>
    </Popover.Root>
  );
}
