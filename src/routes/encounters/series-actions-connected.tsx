import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import { seriesApi, seriesRefusalOf } from '../../api/series/series.api';
import {
  clinicDateOf,
  positionIn,
  restOf,
  SERIES_IDLE,
  seriesActionReducer,
  type SeriesConflict,
} from '../../machines/encounters/series-actions';
import { statusOf } from '../../machines/session/auth.rules';
import { SeriesActionsCard } from '../../ui/encounters/series-actions-card';

/** The server's reason for a refusal it explains (a 4xx), or null. */
function detailOf(error: unknown): string | null {
  const status = statusOf(error);
  return error instanceof Error && status !== undefined && status >= 400 && status < 500
    ? error.message
    : null;
}

/** The conflicts of a 409 `series-conflicts`, or null for any other failure. */
function conflictsOf(error: unknown): SeriesConflict[] | null {
  const refusal = seriesRefusalOf(error);
  if (refusal?.code !== 'series-conflicts') return null;
  return refusal.conflicts.map((c) => ({
    date: c.date,
    with: c.with,
    startsAt: c.session.startsAt,
    endsAt: c.session.endsAt,
  }));
}

/**
 * The series of a session that is an occurrence of one: read with the change gate (who may not
 * change it sees no card), its actions run through the series API from this session's clinic date
 * on; each answer refreshes the series and every session view.
 */
export function SeriesActionsConnected(props: {
  session: Encounter & { seriesId: string };
  timeZone: string;
  mayChange: boolean;
}) {
  const { session, timeZone } = props;
  const id = session.seriesId;
  const queries = useQueryClient();
  const detail = useQuery({
    queryKey: ['sessions', 'series', id],
    queryFn: () => seriesApi.get(id),
  });
  const [state, send] = useReducer(seriesActionReducer, SERIES_IDLE);
  const fromDate = clinicDateOf(session, timeZone);

  useEffect(() => {
    const settle = () => void queries.invalidateQueries({ queryKey: ['sessions'] });
    const fail = (error: unknown) => {
      const conflicts = conflictsOf(error);
      send(
        conflicts ? { type: 'conflicts', conflicts } : { type: 'failed', detail: detailOf(error) },
      );
    };
    if (state.phase === 'previewing') {
      seriesApi
        .previewFollowing(id, { fromDate, ...state.move })
        .then((answer) =>
          send({ type: 'previewed', sessions: answer.encounters, outside: answer.outside }),
        )
        .catch(fail);
    } else if (state.phase === 'moving') {
      seriesApi
        .moveFollowing(id, {
          fromDate,
          ...state.move,
          ...(state.outside.length > 0 && { confirmOutsideAvailability: true }),
        })
        .then((moved) => {
          send({ type: 'done', count: moved.length });
          settle();
        })
        .catch(fail);
    } else if (state.phase === 'cancelling') {
      seriesApi
        .cancelRest(id, { fromDate, reason: state.reason })
        .then((cancelled) => {
          send({ type: 'done', count: cancelled.length });
          settle();
        })
        .catch(fail);
    }
    // Each request runs once, when its phase begins.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.phase]);

  if (!detail.data) return null;
  const position = positionIn(detail.data.encounters, session.id);
  if (!position) return null;
  return (
    <SeriesActionsCard
      position={position}
      frequency={detail.data.series.frequency}
      rest={restOf(detail.data.encounters, fromDate, timeZone)}
      mayChange={props.mayChange}
      timeZone={timeZone}
      state={state}
      send={send}
    />
  );
}
