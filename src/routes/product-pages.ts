import {
  BookOpenText,
  GraduationCap,
  Building2,
  LayoutDashboard,
  Stethoscope,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { MessageKey } from '../i18n/i18n';
import type { FirstReadsViewer } from './first-reads';

/** The sidebar's groups (spec §2: one, 'welcome'). */
export type MenuGroup = 'welcome';

/**
 * A page's reads started as soon as its module arrives on a tab's first load, before React renders
 * the app around it (issue 32). Through the read cache, so the page's own hooks find them under
 * way or answered; a read whose request the entry already sent (`first-reads.ts`) takes that
 * answer, and React's first render of the page draws it.
 */
export type FirstReads = (queries: QueryClient, search: string, viewer: FirstReadsViewer) => void;

export interface ProductPageDeclaration {
  /**
   * The page's module, loaded on first visit (spec §7: page modules are static assets); it may
   * export `firstReads`, started when it is the tab's first page (`preloadFirstPage`).
   */
  load: () => Promise<{ default: ComponentType; firstReads?: FirstReads }>;
  /** In the sidebar at `position` within its group; other pages hang under Home. */
  menu?: { group: MenuGroup; position: number; icon: LucideIcon };
  /**
   * The record the page shows, named in its address (`?id=`, `?patient=`, `?session=`): opened on
   * its own it has nothing to show, so it is reached from that record and never offered as a
   * standalone page (the header search).
   */
  needs?: 'patient' | 'session';
  /**
   * The title of another use of the page, told by its address (the session page without a
   * session books one for a patient), so the breadcrumb and the tab name what the page does.
   */
  titleFor?: (search: URLSearchParams) => MessageKey | undefined;
}

/**
 * Every product page under /app/panels/hospital (spec §2), declared once: its path segment, its
 * module, its menu entry and the record it needs, if any. The title is `pages.<page>.title` in the
 * page's messages. The router, the menu, the header search and the breadcrumbs all read this list.
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
  patientdashboard: { load: () => import('./patients/patientdashboard-page'), needs: 'patient' },
  patientviewsession: {
    load: () => import('./encounters/patientviewsession-page'),
    needs: 'session',
    titleFor: (search) =>
      !search.get('id') && search.get('patientId')
        ? 'pages.patientviewsession.bookingTitle'
        : undefined,
  },
  practitionerdashboard: {
    load: () => import('./encounters/practitionerdashboard-page'),
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
  therapyintakeform: { load: () => import('./intake/therapyintakeform-page'), needs: 'patient' },
  therapydapform: { load: () => import('./notes/therapydapform-page'), needs: 'session' },
  therapydapformai: { load: () => import('./notes/therapydapformai-page'), needs: 'session' },
  therapysoapform: { load: () => import('./notes/therapysoapform-page'), needs: 'session' },
  therapysoapformai: { load: () => import('./notes/therapysoapformai-page'), needs: 'session' },
  speechentry: { load: () => import('./speech/speechentry-page'), needs: 'session' },
} as const satisfies Record<string, ProductPageDeclaration>;

export type ProductPage = keyof typeof PRODUCT_PAGE_DECLARATIONS;

/** The declared pages, in declaration order. */
export const PRODUCT_PAGES = Object.keys(PRODUCT_PAGE_DECLARATIONS) as ProductPage[];

/**
 * The pages that open on their own, with no record named in their address, in declaration order
 * (the header search lists them so).
 */
export const STANDALONE_PAGES = PRODUCT_PAGES.filter(
  (page) => (PRODUCT_PAGE_DECLARATIONS[page] as ProductPageDeclaration).needs === undefined,
);

export function isProductPage(value: unknown): value is ProductPage {
  return typeof value === 'string' && Object.hasOwn(PRODUCT_PAGE_DECLARATIONS, value);
}

/** A page's title for the address `search` (`?patientId=…`): its own use's, or the page's. */
export function titleKeyOf(page: ProductPage, search = ''): MessageKey {
  const titleFor = (PRODUCT_PAGE_DECLARATIONS[page] as ProductPageDeclaration).titleFor;
  return titleFor?.(new URLSearchParams(search)) ?? `pages.${page}.title`;
}

/** A page's menu entry, if it has one. */
export function menuEntryOf(page: ProductPage): ProductPageDeclaration['menu'] {
  return (PRODUCT_PAGE_DECLARATIONS[page] as ProductPageDeclaration).menu;
}
