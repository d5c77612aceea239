import { Box, chakra, Text, Tooltip, VisuallyHidden } from '@chakra-ui/react';
import { OverlayPortal } from '../theme/overlay-portal';
import { useT } from '../i18n/i18n-context';
import { navLinkStyle } from './nav-link-style';
import { clientNavigation } from './nav-link';
import type { Navigate, NavGroup, NavItem } from './nav-types';

export interface SidebarNavProps {
  groups: readonly NavGroup[];
  activeId?: string;
  /** Icons only; labels move to tooltips and stay the links' accessible names. */
  collapsed?: boolean;
  onNavigate: Navigate;
}

function ItemLink({
  item,
  active,
  collapsed,
  onNavigate,
}: {
  item: NavItem;
  active: boolean;
  collapsed: boolean;
  onNavigate: Navigate;
}) {
  const Icon = item.icon;
  const link = (
    <chakra.a
      href={item.href}
      aria-current={active ? 'page' : undefined}
      onClick={clientNavigation(item.href, onNavigate)}
      {...navLinkStyle(active)}
      justifyContent={collapsed ? 'center' : 'flex-start'}
      gap="3"
    >
      <Icon size={20} aria-hidden="true" />
      {collapsed ? <VisuallyHidden>{item.label}</VisuallyHidden> : <span>{item.label}</span>}
    </chakra.a>
  );
  if (!collapsed) return link;
  return (
    <Tooltip.Root positioning={{ placement: 'right' }} openDelay={200}>
      <Tooltip.Trigger asChild>{link}</Tooltip.Trigger>
      <OverlayPortal>
        <Tooltip.Positioner>
          <Tooltip.Content>{item.label}</Tooltip.Content>
        </Tooltip.Positioner>
      </OverlayPortal>
    </Tooltip.Root>
  );
}

/** The menu's groups and links; the current page is marked with aria-current. */
export function SidebarNav({ groups, activeId, collapsed = false, onNavigate }: SidebarNavProps) {
  const t = useT();
  return (
    <Box as="nav" aria-label={t('shell.menu.label')} colorPalette="blue" py="4" px="2">
      {groups.map((group) => (
        <Box key={group.id} role="group" aria-labelledby={`menu-group-${group.id}`}>
          <Text
            id={`menu-group-${group.id}`}
            px="3"
            pb="2"
            fontSize="xs"
            fontWeight="semibold"
            textTransform="uppercase"
            letterSpacing="wide"
            color="fg.muted"
            srOnly={collapsed}
          >
            {group.label}
          </Text>
          <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap="1">
            {group.items.map((item) => (
              <li key={item.id}>
                <ItemLink
                  item={item}
                  active={item.id === activeId}
                  collapsed={collapsed}
                  onNavigate={onNavigate}
                />
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
