import { Box, CloseButton, Drawer, VisuallyHidden } from '@chakra-ui/react';
import { OverlayPortal } from '../theme/overlay-portal';
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
  if (mode === 'offCanvas') {
    return (
      <Drawer.Root
        open={open}
        onOpenChange={(details) => !details.open && onClose?.()}
        placement="start"
        size="xs"
      >
        <OverlayPortal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content className={theme} bg="bg" color="fg">
              <Drawer.Header>
                <Drawer.Title>{t('shell.menu.label')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body px="0">
                <SidebarNav groups={groups} activeId={activeId} onNavigate={onNavigate} />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('shell.sidebar.close')} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </OverlayPortal>
      </Drawer.Root>
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
        height="14"
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
