import { useMemo } from 'react';
import { ROUTES } from '../../config/constants';
import { useI18n } from '../../ui/i18n/i18n-context';
import type { Navigate } from '../../ui/shell/nav-types';
import { PageSearchBox } from '../../ui/shell/page-search-box';
import { HeaderButton } from '../../ui/shell/header-button';
import { Header, type HeaderProps } from '../../ui/shell/header';
import { LanguageMenu } from '../../ui/shell/language-menu';
import { NotificationsMenu } from '../../ui/shell/notifications-menu';
import { ProfileMenu } from '../../ui/shell/profile-menu';
import { sampleNotifications } from '../../ui/shell/sample-content';
import { MessageSquare } from 'lucide-react';
import {
  selectHeaderColorValue,
  selectIsHeaderFixed,
  selectLocale,
} from '../../machines/shell/layout.selectors';
import { useLayoutSelector, useLayoutSend } from './layout-context';
import { searchablePages } from './panel-menu';

export interface PanelHeaderProps {
  sidebarToggle: HeaderProps['sidebarToggle'];
  onToggleSidebar: () => void;
  showBrand: boolean;
  onNavigate: Navigate;
  onOpenChat: () => void;
  onOpenSettings: () => void;
}

/** The header connected to the layout actor: colour, fixed, language. */
export function PanelHeader({
  sidebarToggle,
  onToggleSidebar,
  showBrand,
  onNavigate,
  onOpenChat,
  onOpenSettings,
}: PanelHeaderProps) {
  const { t } = useI18n();
  const color = useLayoutSelector(selectHeaderColorValue);
  const fixed = useLayoutSelector(selectIsHeaderFixed);
  const locale = useLayoutSelector(selectLocale);
  const send = useLayoutSend();
  const pages = useMemo(() => searchablePages(t), [t]);
  const notifications = useMemo(() => sampleNotifications(t), [t]);
  return (
    <Header
      color={color}
      fixed={fixed}
      sidebarToggle={sidebarToggle}
      onToggleSidebar={onToggleSidebar}
      showBrand={showBrand}
      search={<PageSearchBox pages={pages} onNavigate={onNavigate} />}
      actions={
        <>
          <LanguageMenu
            locale={locale}
            onLocaleChange={(next) => send({ type: 'layout.setLocale', locale: next })}
          />
          <NotificationsMenu notifications={notifications} />
          <HeaderButton aria-label={t('shell.chat.open')} onClick={onOpenChat}>
            <MessageSquare aria-hidden="true" />
          </HeaderButton>
          <ProfileMenu
            profileHref={ROUTES.profileSettings}
            logoutHref={ROUTES.logout}
            onNavigate={onNavigate}
            onOpenMessages={onOpenChat}
            onOpenSettings={onOpenSettings}
          />
        </>
      }
    />
  );
}
