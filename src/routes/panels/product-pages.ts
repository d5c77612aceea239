import { lazy, type LazyExoticComponent, type ComponentType } from 'react';
import type { ProductPage } from '../route-table';

/** One lazy chunk per product page (spec §7: page modules are loaded as static assets). */
export const PRODUCT_PAGE_COMPONENTS: Record<ProductPage, LazyExoticComponent<ComponentType>> = {
  organization: lazy(() => import('./pages/organization-page')),
  practitioner: lazy(() => import('./pages/practitioner-page')),
  patient: lazy(() => import('./pages/patient-page')),
  patientdashboard: lazy(() => import('./pages/patientdashboard-page')),
  patientviewsession: lazy(() => import('./pages/patientviewsession-page')),
  practitionerdashboard: lazy(() => import('./pages/practitionerdashboard-page')),
  searchknowledge: lazy(() => import('./pages/searchknowledge-page')),
  searchliterature: lazy(() => import('./pages/searchliterature-page')),
  therapyintakeform: lazy(() => import('./pages/therapyintakeform-page')),
  therapydapform: lazy(() => import('./pages/therapydapform-page')),
  therapydapformai: lazy(() => import('./pages/therapydapformai-page')),
  therapysoapform: lazy(() => import('./pages/therapysoapform-page')),
  therapysoapformai: lazy(() => import('./pages/therapysoapformai-page')),
  speechentry: lazy(() => import('./pages/speechentry-page')),
};
