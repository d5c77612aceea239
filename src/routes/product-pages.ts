import {
  BookOpenText,
  GraduationCap,
  Building2,
  LayoutDashboard,
  Stethoscope,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';

/** The sidebar's groups (spec §2: one, 'welcome'). */
export type MenuGroup = 'welcome';

export interface ProductPageDeclaration {
  /** The page's module, loaded on first visit (spec §7: page modules are static assets). */
  load: () => Promise<{ default: ComponentType }>;
  /** In the sidebar at `position` within its group; other pages hang under Home. */
  menu?: { group: MenuGroup; position: number; icon: LucideIcon };
}

/**
 * Every product page under /app/panels/hospital (spec §2), declared once: its path segment, its
 * module and its menu entry. The title is `pages.<page>.title` in the page's messages. The router,
 * the menu, the header search and the breadcrumbs all read this list.
 */
export const PRODUCT_PAGE_DECLARATIONS = {
  organization: {
    load: () => import('./clinic/organization-page'),
    menu: { group: 'welcome', position: 1, icon: Building2 },
  },
  practitioner: {
    load: () => import('./clinic/practitioner-page'),
    menu: { group: 'welcome', position: 3, icon: Stethoscope },
  },
  patient: {
    load: () => import('./patients/patient-page'),
    menu: { group: 'welcome', position: 4, icon: Users },
  },
  patientdashboard: { load: () => import('./patients/patientdashboard-page') },
  patientviewsession: { load: () => import('./sessions/patientviewsession-page') },
  practitionerdashboard: {
    load: () => import('./sessions/practitionerdashboard-page'),
    menu: { group: 'welcome', position: 2, icon: LayoutDashboard },
  },
  searchknowledge: {
    load: () => import('./knowledge/searchknowledge-page'),
    menu: { group: 'welcome', position: 6, icon: GraduationCap },
  },
  searchliterature: {
    load: () => import('./literature/searchliterature-page'),
    menu: { group: 'welcome', position: 5, icon: BookOpenText },
  },
  therapyintakeform: { load: () => import('./intake/therapyintakeform-page') },
  therapydapform: { load: () => import('./notes/therapydapform-page') },
  therapydapformai: { load: () => import('./notes/therapydapformai-page') },
  therapysoapform: { load: () => import('./notes/therapysoapform-page') },
  therapysoapformai: { load: () => import('./notes/therapysoapformai-page') },
  speechentry: { load: () => import('./speech/speechentry-page') },
} as const satisfies Record<string, ProductPageDeclaration>;

export type ProductPage = keyof typeof PRODUCT_PAGE_DECLARATIONS;

/** The declared pages, in declaration order (the header search lists them so). */
export const PRODUCT_PAGES = Object.keys(PRODUCT_PAGE_DECLARATIONS) as ProductPage[];

export function isProductPage(value: unknown): value is ProductPage {
  return typeof value === 'string' && Object.hasOwn(PRODUCT_PAGE_DECLARATIONS, value);
}

/** A page's menu entry, if it has one. */
export function menuEntryOf(page: ProductPage): ProductPageDeclaration['menu'] {
  return (PRODUCT_PAGE_DECLARATIONS[page] as ProductPageDeclaration).menu;
}
