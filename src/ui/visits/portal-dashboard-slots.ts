import type { ReactNode } from 'react';

/**
 * The patient dashboard's places for the other parts of issue 36, in the order shown: the
 * questionnaires to answer (c36-forms), the consents to sign and the documents shared
 * (c36-consents). A page fills a slot with its content; an unfilled slot shows its heading and
 * "Nothing here for now", so the dashboard's shape does not depend on which parts are merged.
 */
export const PORTAL_DASHBOARD_SLOTS = ['questionnaires', 'consents', 'documents'] as const;
export type PortalDashboardSlot = (typeof PORTAL_DASHBOARD_SLOTS)[number];
export type PortalDashboardSlotContent = Partial<Record<PortalDashboardSlot, ReactNode>>;
