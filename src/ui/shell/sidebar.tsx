import { Box, VisuallyHidden } from '@chakra-ui/react';
import { onDemand } from '../on-demand/on-demand';
import { useOnDemand } from '../on-demand/use-on-demand';
import { useT } from '../i18n/i18n-context';
import type { Navigate, NavGroup } from './nav-types';
import { SidebarNav } from './sidebar-nav';

export type SidebarMode = 'expanded' | 'collapsed' | 'offCanvas';

export interface SidebarProps {
  groups: readonly NavGroup[];
  activeId?: string;
  mode: SidebarMode;
  /** Only for the off-canvas mode: the drawer is open. */
  open?: boolean;
  onClose?: () => void;
  /** Dark menu style ('menu-dark' and the dark layout type). */
  dark?: boolean;
  /** Stays in view while the page scrolls. */
  fixed?: boolean;
  onNavigate: Navigate;
}

const sidebarDrawer = onDemand(() => import('./sidebar-drawer'));
/** Fetches the off-canvas drawer ahead of its first opening (stories). */
export const loadSidebarDrawer = () => sidebarDrawer.load();

export const SIDEBAR_WIDTH = { expanded: '16rem', collapsed: '4.5rem' } as const;

/** The vertical menu: full width, icons only, or an off-canvas drawer under 992 px. */
export function Sidebar({
  groups,
  activeId,
  mode,
  open = false,
  onClose,
  dark = false,
  fixed = true,
  onNavigate,
}: SidebarProps) {
  const t = useT();
  const theme = dark ? 'dark' : undefined;
  const drawer = useOnDemand(sidebarDrawer, mode === 'offCanvas' && open, onClose);
  if (mode === 'offCanvas') {
    if (!drawer.module) return null;
    const { SidebarDrawer } = drawer.module;
    return (
      <SidebarDrawer
        groups={groups}
        activeId={activeId}
        open={open}
        onClose={onClose}
        theme={theme}
        onNavigate={onNavigate}
      />
    );
  }
  const collapsed = mode === 'collapsed';
  return (
    <Box
      as="aside"
      data-no-print=""
      className={theme}
      data-mode={mode}
      flexShrink={0}
      width={collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded}
      bg="bg"
      color="fg"
      borderInlineEndWidth="1px"
      position={fixed ? 'sticky' : 'relative'}
      top="0"
      height={fixed ? '100dvh' : undefined}
      overflowY={fixed ? 'auto' : undefined}
      transition="width 0.2s"
    >
      <Box
        height="header"
        display="flex"
        alignItems="center"
        justifyContent={collapsed ? 'center' : 'flex-start'}
        px="5"
        fontWeight="bold"
        fontSize="lg"
        borderBottomWidth="1px"
      >
        {collapsed ? (
          <>
            <span aria-hidden="true">{t('common.appName').slice(0, 1)}</span>
            <VisuallyHidden>{t('common.appName')}</VisuallyHidden>
          </>
        ) : (
          t('common.appName')
        )}
      </Box>
      <SidebarNav
        groups={groups}
        activeId={activeId}
        collapsed={collapsed}
        onNavigate={onNavigate}
      />
    </Box>
  );
}
