import { onDemand } from '../../ui/on-demand/on-demand';

/**
 * The dashboard's day view module (`practitionerdashboard-day.tsx`), fetched when the day is shown
 * (or, on a tab's first load of the day, with the page's first reads): the week, the front desk's
 * first view, does without it (issue 32, decisions.md c32-day-on-demand).
 */
export const dashboardDay = onDemand(() => import('./practitionerdashboard-day'));
