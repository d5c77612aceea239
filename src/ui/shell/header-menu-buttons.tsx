import { Circle, Float, type IconButtonProps } from '@chakra-ui/react';
import { Bell, CircleUserRound, Languages } from 'lucide-react';
import { forwardRef } from 'react';
import { LANGUAGE_NAMES } from '../../config/constants';
import type { Locale } from '../../i18n/i18n';
import { useT } from '../i18n/i18n-context';
import { HeaderButton } from './header-button';

/**
 * The header menus' triggers, apart from their menus: the header draws them at once, and each
 * menu's module (Ark's menu and popover machines, positioning) loads on demand (issue 13).
 */
type TriggerProps = Omit<IconButtonProps, 'aria-label' | 'children'>;

export const LanguageButton = forwardRef<HTMLButtonElement, TriggerProps & { locale: Locale }>(
  function LanguageButton({ locale, ...props }, ref) {
    const t = useT();
    return (
      <HeaderButton
        ref={ref}
        aria-label={t('shell.language.label', { name: LANGUAGE_NAMES[locale] })}
        {...props}
      >
        <Languages aria-hidden="true" />
      </HeaderButton>
    );
  },
);

export const NotificationsButton = forwardRef<HTMLButtonElement, TriggerProps & { unread: number }>(
  function NotificationsButton({ unread, ...props }, ref) {
    const t = useT();
    return (
      <HeaderButton
        ref={ref}
        aria-label={
          unread > 0
            ? t('shell.notifications.labelWithCount', { count: unread })
            : t('shell.notifications.label')
        }
        {...props}
      >
        <Bell aria-hidden="true" />
        {unread > 0 && (
          <Float placement="top-end" offset="2">
            <Circle
              size="4"
              bg="red.700"
              color="white"
              fontSize="2xs"
              fontWeight="bold"
              aria-hidden="true"
              data-testid="notification-count"
            >
              {unread}
            </Circle>
          </Float>
        )}
      </HeaderButton>
    );
  },
);

export const ProfileButton = forwardRef<HTMLButtonElement, TriggerProps>(
  function ProfileButton(props, ref) {
    const t = useT();
    return (
      <HeaderButton ref={ref} aria-label={t('shell.profile.label')} {...props}>
        <CircleUserRound aria-hidden="true" />
      </HeaderButton>
    );
  },
);
