import { Box, Text } from '@chakra-ui/react';
import { Menu as MenuIcon, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n-context';
import { HeaderButton } from './header-button';

export interface HeaderProps {
  /** Any CSS colour that keeps white text readable (the twelve header colours do). */
  color: string;
  fixed?: boolean;
  /** What the menu toggle does now; absent in the horizontal layout, which has no sidebar. */
  sidebarToggle?: 'open' | 'close' | 'collapse' | 'expand';
  onToggleSidebar?: () => void;
  /** Shows the product name (when no sidebar shows it). */
  showBrand?: boolean;
  search: ReactNode;
  /** Language, notifications, chat, profile. */
  actions: ReactNode;
}

const toggleIcon = {
  open: MenuIcon,
  close: MenuIcon,
  collapse: PanelLeftClose,
  expand: PanelLeftOpen,
} as const;

/** The top bar: menu toggle, search and the header widgets, on the chosen header colour. */
export function Header({
  color,
  fixed = true,
  sidebarToggle,
  onToggleSidebar,
  showBrand = false,
  search,
  actions,
}: HeaderProps) {
  const t = useT();
  const ToggleIcon = sidebarToggle ? toggleIcon[sidebarToggle] : undefined;
  return (
    <Box
      as="header"
      data-no-print=""
      position={fixed ? 'sticky' : 'relative'}
      top="0"
      zIndex="sticky"
      display="flex"
      alignItems="center"
      gap={{ base: '1', sm: '3' }}
      height="header"
      px={{ base: '2', sm: '4' }}
      color="white"
      style={{ backgroundColor: color }}
    >
      {ToggleIcon && (
        <HeaderButton
          aria-label={t(`shell.sidebar.${sidebarToggle ?? 'open'}`)}
          aria-expanded={sidebarToggle === 'close' || sidebarToggle === 'collapse'}
          onClick={onToggleSidebar}
        >
          <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}>
            <ToggleIcon aria-hidden="true" />
          </Box>
        </HeaderButton>
      )}
      {showBrand && (
        <Text fontWeight="bold" fontSize="lg" display={{ base: 'none', md: 'block' }}>
          {t('common.appName')}
        </Text>
      )}
      {search}
      <Box display="flex" alignItems="center" gap="1" marginInlineStart="auto">
        {actions}
      </Box>
    </Box>
  );
}
