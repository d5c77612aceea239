import { Box, chakra, Text, VisuallyHidden } from '@chakra-ui/react';
import { onDemand } from '../on-demand/on-demand';
import { useOnDemand } from '../on-demand/use-on-demand';
import type { NavTooltip } from './nav-tooltip';
import { useT } from '../i18n/i18n-context';
import { navLinkStyle } from './nav-link-style';
import { clientNavigation } from './nav-link';
import type { Navigate, NavGroup, NavItem } from './nav-types';

/** The collapsed menu's tooltips, fetched once the menu is collapsed (issue 13). */
const navTooltip = onDemand(() => import('./nav-tooltip'));
/** Fetches the tooltips ahead of the first collapse (stories). */
export const loadNavTooltip = () => navTooltip.load();
type NavTooltipModule = { NavTooltip: typeof NavTooltip };

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
  tooltip,
  onNavigate,
}: {
  item: NavItem;
  active: boolean;
  collapsed: boolean;
  tooltip: NavTooltipModule | undefined;
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
  if (!collapsed || !tooltip) return link;
  const { NavTooltip } = tooltip;
  return <NavTooltip label={item.label}>{link}</NavTooltip>;
}

/** The menu's groups and links; the current page is marked with aria-current. */
export function SidebarNav({ groups, activeId, collapsed = false, onNavigate }: SidebarNavProps) {
  const t = useT();
  const tooltip = useOnDemand(navTooltip, collapsed).module;
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
                  tooltip={tooltip}
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
