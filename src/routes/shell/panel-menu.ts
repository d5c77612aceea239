import {
  BookOpenText,
  Building2,
  LayoutDashboard,
  Stethoscope,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { ROUTES } from '../../config/constants';
import type { MessageKey, Translate } from '../../i18n/i18n';
import type { Crumb, NavGroup, PageEntry } from '../../ui/shell/nav-types';
import { PRODUCT_PAGES, panelPath, type ProductPage } from '../route-table';

interface MenuGroupConfig {
  id: string;
  labelKey: MessageKey;
  items: readonly { page: ProductPage; icon: LucideIcon }[];
}

/** The sidebar of spec §2: one group, 'welcome', with five items in this order. */
export const MENU: readonly MenuGroupConfig[] = [
  {
    id: 'welcome',
    labelKey: 'shell.menu.welcome',
    items: [
      { page: 'organization', icon: Building2 },
      { page: 'practitionerdashboard', icon: LayoutDashboard },
      { page: 'practitioner', icon: Stethoscope },
      { page: 'patient', icon: Users },
      { page: 'searchliterature', icon: BookOpenText },
    ],
  },
];

export function isProductPage(value: unknown): value is ProductPage {
  return typeof value === 'string' && (PRODUCT_PAGES as readonly string[]).includes(value);
}

export const pageTitle = (page: ProductPage, t: Translate) => t(`pages.${page}.title`);
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

/** Every product page by its translated title, for the header search. */
export function searchablePages(t: Translate): PageEntry[] {
  return PRODUCT_PAGES.map((page) => ({
    id: page,
    label: pageTitle(page, t),
    href: panelPath(page),
  }));
}

/** Menu pages show their group then their menu label; other pages hang under Home. */
export function breadcrumbTrail(page: ProductPage, t: Translate): Crumb[] {
  const group = MENU.find((each) => each.items.some((item) => item.page === page));
  const first: Crumb = group
    ? { label: t(group.labelKey) }
    : { label: t('shell.breadcrumb.home'), href: ROUTES.landing };
  return [first, { label: pageTitle(page, t) }];
}
