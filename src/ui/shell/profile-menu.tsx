import { Menu } from '@chakra-ui/react';
import { menuSlotRecipe } from '../theme/recipes';
import { OverlayPortal } from '../theme/overlay-portal';
import { LogOut, Settings, UserRound } from 'lucide-react';
import { useT } from '../i18n/i18n-context';
import { clientNavigation } from './nav-link';
import type { Navigate } from './nav-types';
import { ProfileButton } from './header-menu-buttons';

export interface ProfileMenuProps {
  profileHref: string;
  logoutHref: string;
  onNavigate: Navigate;
  onOpenSettings: () => void;
  defaultOpen?: boolean;
}

/**
 * Profile and Logout are links, Settings opens the customizer. Messages is hidden until members can
 * really write to each other (issue 30): a made-up presence list reads as real colleagues.
 */
export function ProfileMenu({
  profileHref,
  logoutHref,
  onNavigate,
  onOpenSettings,
  defaultOpen,
}: ProfileMenuProps) {
  const t = useT();
  return (
    <Menu.Root
      recipe={menuSlotRecipe}
      defaultOpen={defaultOpen}
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'settings') onOpenSettings();
      }}
    >
      <Menu.Trigger asChild>
        <ProfileButton />
      </Menu.Trigger>
      <OverlayPortal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            <Menu.Item value="profile" asChild>
              <a href={profileHref} onClick={clientNavigation(profileHref, onNavigate)}>
                <UserRound size={16} aria-hidden="true" />
                {t('shell.profile.profile')}
              </a>
            </Menu.Item>
            <Menu.Item value="settings">
              <Settings size={16} aria-hidden="true" />
              {t('shell.profile.settings')}
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" asChild>
              <a href={logoutHref} onClick={clientNavigation(logoutHref, onNavigate)}>
                <LogOut size={16} aria-hidden="true" />
                {t('shell.profile.logout')}
              </a>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </OverlayPortal>
    </Menu.Root>
  );
}
