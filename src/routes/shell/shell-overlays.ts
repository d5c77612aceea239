import { onDemand } from '../../ui/on-demand/on-demand';

/**
 * The main layout's menus and the customizer drawer, each fetched the first time someone reaches for it (issue
 * 13): until then the first product page carries none of Ark's menu, popover and dialog machines,
 * nor their positioning and focus trapping.
 */
export const languageMenu = onDemand(() => import('../../ui/shell/language-menu'));
export const notificationsMenu = onDemand(() => import('../../ui/shell/notifications-menu'));
export const profileMenu = onDemand(() => import('../../ui/shell/profile-menu'));
export const customizerDrawer = onDemand(() => import('../../ui/shell/customizer-drawer'));
