import { lazy, type LazyExoticComponent, type ComponentType } from 'react';
import type { ProductPage } from '../route-table';

/** One lazy chunk per product page (spec §7: page modules are loaded as static assets). */
export const PRODUCT_PAGE_COMPONENTS: Record<ProductPage, LazyExoticComponent<ComponentType>> = {
  organization: lazy(() => import('../clinic/organization-page')),
  practitioner: lazy(() => import('../clinic/practitioner-page')),
  patient: lazy(() => import('../patients/patient-page')),
  patientdashboard: lazy(() => import('../patients/patientdashboard-page')),
  patientviewsession: lazy(() => import('../sessions/patientviewsession-page')),
  practitionerdashboard: lazy(() => import('../sessions/practitionerdashboard-page')),
  searchknowledge: lazy(() => import('../knowledge/searchknowledge-page')),
  searchliterature: lazy(() => import('../knowledge/searchliterature-page')),
  therapyintakeform: lazy(() => import('../intake/therapyintakeform-page')),
  therapydapform: lazy(() => import('../notes/therapydapform-page')),
  therapydapformai: lazy(() => import('../notes/therapydapformai-page')),
  therapysoapform: lazy(() => import('../notes/therapysoapform-page')),
  therapysoapformai: lazy(() => import('../notes/therapysoapformai-page')),
  speechentry: lazy(() => import('../speech/speechentry-page')),
};
