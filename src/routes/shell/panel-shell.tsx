import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  selectEffectiveLayout,
  selectIsBoxLayout,
  selectIsDarkTheme,
  selectIsMenuDark,
  selectIsNavFixed,
  selectIsOffCanvasOpen,
  selectSidebarMode,
} from '../../machines/shell/layout.selectors';
import { useI18n } from '../../ui/i18n/i18n-context';
import { AppShell } from '../../ui/shell/app-shell';
import { Breadcrumbs } from '../../ui/shell/breadcrumbs';
import { focusMainContent } from '../../ui/shell/skip-link';
import { HorizontalNav } from '../../ui/shell/horizontal-nav';
import { LoadFailedAlert } from '../../ui/shell/load-failed-alert';
import { useLoadFailed } from '../../ui/on-demand/use-on-demand';
import { Sidebar } from '../../ui/shell/sidebar';
import type { HeaderProps } from '../../ui/shell/header';
import { useLayoutSelector, useLayoutSend } from './layout-context';
import type { ProductPage } from '../route-table';
import { OfflineNotice } from '../status/offline-notice';
import { useOnline } from '../status/use-online';
import { breadcrumbTrail, navGroups, pageTitle } from './panel-menu';
import { PanelHeader } from './panel-header';
import { useDocumentTitle } from './use-document-title';
import { homeFor } from '../../machines/session/landing';
import { useMemberRoles } from '../session/auth-context';

export interface PanelShellProps {
  page: ProductPage;
  /** Opens the menu customizer; the customizer itself is rendered by the caller. */
  onOpenSettings: () => void;
  children: ReactNode;
}

/** The main layout connected to the layout actor: every look is a layout selector. */
export function PanelShell({ page, onOpenSettings, children }: PanelShellProps) {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const send = useLayoutSend();
  const layout = useLayoutSelector(selectEffectiveLayout);
  const mode = useLayoutSelector(selectSidebarMode);
  const offCanvasOpen = useLayoutSelector(selectIsOffCanvasOpen);
  const menuDark = useLayoutSelector(selectIsMenuDark);
  const dark = useLayoutSelector(selectIsDarkTheme);
  const navFixed = useLayoutSelector(selectIsNavFixed);
  const boxed = useLayoutSelector(selectIsBoxLayout);
  const online = useOnline();
  const loadFailed = useLoadFailed();
  const groups = useMemo(() => navGroups(t), [t]);
  const home = homeFor(useMemberRoles());
  const search = useSearch();
  const title = pageTitle(page, t, search);
  useDocumentTitle(title);
  useFocusContentOnPageChange(page);

  const onNavigate = (href: string) => {
    if (offCanvasOpen) send({ type: 'layout.closeSidebar' });
    navigate(href);
  };
  const horizontal = layout === 'horizontal';
  const sidebarToggle: HeaderProps['sidebarToggle'] = horizontal
    ? undefined
    : mode === 'offCanvas'
      ? offCanvasOpen
        ? 'close'
        : 'open'
      : mode === 'collapsed'
        ? 'expand'
        : 'collapse';

  return (
    <>
      <AppShell
        dark={dark}
        boxed={boxed}
        sidebar={
          horizontal ? undefined : (
            <Sidebar
              groups={groups}
              activeId={page}
              mode={mode}
              open={offCanvasOpen}
              onClose={() => send({ type: 'layout.closeSidebar' })}
              dark={menuDark}
              fixed={navFixed}
              onNavigate={onNavigate}
            />
          )
        }
        header={
          <PanelHeader
            sidebarToggle={sidebarToggle}
            onToggleSidebar={() => send({ type: 'layout.toggleCollapse' })}
            showBrand={horizontal || mode === 'offCanvas'}
            onNavigate={onNavigate}
            onOpenSettings={onOpenSettings}
          />
        }
        topNav={
          horizontal ? (
            <HorizontalNav
              groups={groups}
              activeId={page}
              dark={menuDark}
              onNavigate={onNavigate}
            />
          ) : undefined
        }
        breadcrumbs={
          <Breadcrumbs trail={breadcrumbTrail(page, t, search, home)} onNavigate={onNavigate} />
        }
        overlay={online ? undefined : <OfflineNotice />}
      >
        {loadFailed && <LoadFailedAlert />}
        {children}
      </AppShell>
    </>
  );
}

/** After an in-app navigation, screen reader and keyboard users start at the new page's content. */
function useFocusContentOnPageChange(page: ProductPage) {
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    focusMainContent();
  }, [page]);
}
