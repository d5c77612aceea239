import { ROUTES } from '../../config/constants';
import { askPatientSearch } from './patient-search-handoff';
import type { MessageKey, Translate } from '../../i18n/i18n';
import type { Crumb, NavGroup, PageEntry } from '../../ui/shell/nav-types';
import {
  menuEntryOf,
  PRODUCT_PAGES,
  STANDALONE_PAGES,
  titleKeyOf,
  type MenuGroup,
  type ProductPage,
} from '../product-pages';
import { panelPath } from '../route-table';

export { isProductPage } from '../product-pages';

const GROUP_LABELS: Record<MenuGroup, MessageKey> = { welcome: 'shell.menu.welcome' };

/** The sidebar of spec §2, from the page declarations: each group with its pages in order. */
export const MENU = (Object.keys(GROUP_LABELS) as MenuGroup[]).map((id) => ({
  id,
  labelKey: GROUP_LABELS[id],
  items: PRODUCT_PAGES.flatMap((page) => {
    const entry = menuEntryOf(page);
    return entry?.group === id ? [{ page, icon: entry.icon, position: entry.position }] : [];
  }).sort((a, b) => a.position - b.position),
}));

/** The page's title; with its address's `search`, the title of the use it asks for. */
export const pageTitle = (page: ProductPage, t: Translate, search = '') =>
  t(titleKeyOf(page, search));
export const pageDescription = (page: ProductPage, t: Translate) => t(`pages.${page}.description`);

/** The menu, translated, for the sidebar and the horizontal menu. */
export function navGroups(t: Translate): NavGroup[] {
  return MENU.map((group) => ({
    id: group.id,
    label: t(group.labelKey),
    items: group.items.map(({ page, icon }) => ({
      id: page,
      label: pageTitle(page, t),
      href: panelPath(page),
      icon,
    })),
  }));
}

/**
 * The pages that open on their own, by their translated title, for the header search: a page that
 * shows a patient's or a session's record is reached from that record, not from a page name.
 */
export function searchablePages(t: Translate): PageEntry[] {
  return STANDALONE_PAGES.map((page) => ({
    id: page,
    label: pageTitle(page, t),
    href: panelPath(page),
  }));
}

/**
 * The header search's way to a patient: the list's address, with the text handed over in memory
 * (`patient-search-handoff.ts`), never in the address.
 */
export const patientListSearch = { href: panelPath('patient'), search: askPatientSearch };

/**
 * Menu pages show their group then their menu label; other pages hang under Home, their last step
 * named for the use their address asks for (`search`: "Book a session", not "Patient session").
 */
export function breadcrumbTrail(
  page: ProductPage,
  t: Translate,
  search = '',
  home: string = ROUTES.landing,
): Crumb[] {
  const group = MENU.find((each) => each.items.some((item) => item.page === page));
  const first: Crumb = group
    ? { label: t(group.labelKey) }
    : { label: t('shell.breadcrumb.home'), href: home };
  return [first, { label: pageTitle(page, t, search) }];
}
