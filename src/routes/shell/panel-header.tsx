import { useMemo, useState } from 'react';
import { ROUTES } from '../../config/constants';
import { useI18n } from '../../ui/i18n/i18n-context';
import type { Navigate } from '../../ui/shell/nav-types';
import { PageSearchBox } from '../../ui/shell/page-search-box';
import { HeaderButton } from '../../ui/shell/header-button';
import { Header, type HeaderProps } from '../../ui/shell/header';
import {
  LanguageButton,
  NotificationsButton,
  ProfileButton,
} from '../../ui/shell/header-menu-buttons';
import { OnDemandTrigger } from '../../ui/on-demand/on-demand-trigger';
import { sampleNotifications, unreadCount } from '../../ui/shell/sample-content';
import { useOnDemand } from '../../ui/on-demand/use-on-demand';
import { MessageSquare } from 'lucide-react';
import {
  selectHeaderColorValue,
  selectIsHeaderFixed,
  selectLocale,
} from '../../machines/shell/layout.selectors';
import { useLayoutSelector, useLayoutSend } from './layout-context';
import { patientListSearch, searchablePages } from './panel-menu';
import { usePatientMatches } from '../header-patient-search';
import { chatPanel, languageMenu, notificationsMenu, profileMenu } from './shell-overlays';

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
  const { request: preloadChat } = useOnDemand(chatPanel);
  const [searchText, setSearchText] = useState('');
  const patients = usePatientMatches(searchText);
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
                unread={unreadCount(notifications)}
                aria-haspopup="dialog"
                aria-expanded={false}
                {...intent}
              />
            )}
          >
            {({ NotificationsMenu }, { openAtOnce }) => (
              <NotificationsMenu notifications={notifications} defaultOpen={openAtOnce} />
            )}
          </OnDemandTrigger>
          <HeaderButton
            aria-label={t('shell.chat.open')}
            onClick={onOpenChat}
            onPointerEnter={preloadChat}
            onFocus={preloadChat}
          >
            <MessageSquare aria-hidden="true" />
          </HeaderButton>
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
                onOpenMessages={onOpenChat}
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
