import { CloseButton, Drawer } from '@chakra-ui/react';
import { drawerSlotRecipe } from '../theme/recipes';
import { OverlayPortal } from '../theme/overlay-portal';
import { useT } from '../i18n/i18n-context';
import type { Navigate, NavGroup } from './nav-types';
import { SidebarNav } from './sidebar-nav';

export interface SidebarDrawerProps {
  groups: readonly NavGroup[];
  activeId?: string;
  open: boolean;
  onClose?: () => void;
  theme?: 'dark';
  onNavigate: Navigate;
}

/** The menu as an off-canvas drawer (under 992 px); fetched the first time it opens. */
export function SidebarDrawer({
  groups,
  activeId,
  open,
  onClose,
  theme,
  onNavigate,
}: SidebarDrawerProps) {
  const t = useT();
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
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
