import {
  CALENDAR_FEED_PATHS,
  calendarFeedCreatedResponse,
  calendarFeedStatusResponse,
  type CalendarFeedCreated,
  type CalendarFeedStatus,
} from '../../../common/contracts/calendar-feed.contract';
import { httpClient, type HttpClient } from '../http/http-client';

/** The signed-in clinician's own calendar feed; every answer is validated by the contract. */
export function createCalendarFeedApi(http: HttpClient) {
  return {
    status: async (): Promise<CalendarFeedStatus> =>
      (await http.request('get', CALENDAR_FEED_PATHS.mine, calendarFeedStatusResponse)).feed,
    /** A new address, shown once; the previous one stops working. */
    create: async (): Promise<CalendarFeedCreated> =>
      (await http.request('post', CALENDAR_FEED_PATHS.mine, calendarFeedCreatedResponse)).feed,
    revoke: (): Promise<void> => http.send('delete', CALENDAR_FEED_PATHS.mine),
  };
}

export const calendarFeedApi = createCalendarFeedApi(httpClient);
