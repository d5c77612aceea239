import { useMemo, useState } from 'react';
import { ROUTES } from '../../config/constants';
import { useI18n } from '../../ui/i18n/i18n-context';
import type { Navigate } from '../../ui/shell/nav-types';
import { PageSearchBox } from '../../ui/shell/page-search-box';
import { Header, type HeaderProps } from '../../ui/shell/header';
import {
  LanguageButton,
  NotificationsButton,
  ProfileButton,
} from '../../ui/shell/header-menu-buttons';
import { OnDemandTrigger } from '../../ui/on-demand/on-demand-trigger';
import { unreadOf } from '../../ui/shell/notifications-state';
import {
  selectHeaderColorValue,
  selectIsHeaderFixed,
  selectLocale,
} from '../../machines/shell/layout.selectors';
import { useLayoutSelector, useLayoutSend } from './layout-context';
import { patientListSearch, searchablePages } from './panel-menu';
import { usePatientMatches } from '../header-patient-search';
import { languageMenu, notificationsMenu, profileMenu } from './shell-overlays';
import { useNotifications } from './use-notifications';
import { notificationHref } from './notification-links';

export interface PanelHeaderProps {
  sidebarToggle: HeaderProps['sidebarToggle'];
  onToggleSidebar: () => void;
  showBrand: boolean;
  onNavigate: Navigate;
  onOpenSettings: () => void;
}

/** The header connected to the layout actor: colour, fixed, language. */
export function PanelHeader({
  sidebarToggle,
  onToggleSidebar,
  showBrand,
  onNavigate,
  onOpenSettings,
}: PanelHeaderProps) {
  const { t } = useI18n();
  const color = useLayoutSelector(selectHeaderColorValue);
  const fixed = useLayoutSelector(selectIsHeaderFixed);
  const locale = useLayoutSelector(selectLocale);
  const send = useLayoutSend();
  const pages = useMemo(() => searchablePages(t), [t]);
  const [searchText, setSearchText] = useState('');
  const patients = usePatientMatches(searchText);
  const notifications = useNotifications();
  return (
    <Header
      color={color}
      fixed={fixed}
      sidebarToggle={sidebarToggle}
      onToggleSidebar={onToggleSidebar}
      showBrand={showBrand}
      search={
        <PageSearchBox
          pages={pages}
          onNavigate={onNavigate}
          patientList={patientListSearch}
          patients={patients}
          onQueryChange={setSearchText}
        />
      }
      actions={
        <>
          <OnDemandTrigger
            source={languageMenu}
            placeholder={(intent) => (
              <LanguageButton
                locale={locale}
                aria-haspopup="menu"
                aria-expanded={false}
                {...intent}
              />
            )}
          >
            {({ LanguageMenu }, { openAtOnce }) => (
              <LanguageMenu
                locale={locale}
                onLocaleChange={(next) => send({ type: 'layout.setLocale', locale: next })}
                defaultOpen={openAtOnce}
              />
            )}
          </OnDemandTrigger>
          <OnDemandTrigger
            source={notificationsMenu}
            placeholder={(intent) => (
              <NotificationsButton
                unread={unreadOf(notifications.state)}
                aria-haspopup="dialog"
                aria-expanded={false}
                {...intent}
              />
            )}
          >
            {({ NotificationsMenu }, { openAtOnce }) => (
              <NotificationsMenu
                state={notifications.state}
                hrefOf={notificationHref}
                onOpen={(notification, href) => {
                  if (!notification.read) notifications.markRead(notification.id);
                  onNavigate(href);
                }}
                onMarkAllRead={notifications.markAllRead}
                onRetry={notifications.retry}
                defaultOpen={openAtOnce}
              />
            )}
          </OnDemandTrigger>
          <OnDemandTrigger
            source={profileMenu}
            placeholder={(intent) => (
              <ProfileButton aria-haspopup="menu" aria-expanded={false} {...intent} />
            )}
          >
            {({ ProfileMenu }, { openAtOnce }) => (
              <ProfileMenu
                profileHref={ROUTES.profileSettings}
                logoutHref={ROUTES.logout}
                onNavigate={onNavigate}
                onOpenSettings={onOpenSettings}
                defaultOpen={openAtOnce}
              />
            )}
          </OnDemandTrigger>
        </>
      }
    />
  );
}
