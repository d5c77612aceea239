import { CALENDAR_PATHS } from '../../../common/constants/calendar.constants';
import type { CalendarRequest } from '../../../common/contracts/calendar.contract';
import { searchOf } from '../http/query-string';

/**
 * The calendar read's address for a query: the API's and the one a tab's first load sends from
 * the entry (first-reads.ts), so the page's read finds that answer under the same address.
 */
export const calendarRangePath = (query: CalendarRequest) =>
  `${CALENDAR_PATHS.range}${searchOf({
    from: query.from,
    weekOf: query.weekOf,
    days: query.days,
    clinicianId: query.clinicianId,
  })}`;
