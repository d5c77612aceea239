import { assign, fromPromise, setup } from 'xstate';
import type {
  PatientListQuery,
  PatientListResponse,
  PatientStatus,
} from '../../../common/contracts/patients.contract';
import { UI_TIMING } from '../../config/constants';
import {
  listContextOf,
  listQuery,
  type PatientListContext,
  type PatientListInput,
  type PatientScope,
} from './patient-list-query';

export type { PatientListContext, PatientListInput, PatientScope };

export type PatientListEvent =
  | { type: 'search.typed'; q: string }
  | { type: 'filter.status'; status: PatientStatus | null }
  | { type: 'filter.scope'; scope: PatientScope }
  | { type: 'list.more' }
  | { type: 'list.retry' }
  /** A patient was registered or changed elsewhere: load the first page again. */
  | { type: 'list.refresh' };

/**
 * The patient list (CLINICAL.md §3 `patient`): searched and paged on the server. Typing waits
 * for a pause before it asks; a newer search replaces an older one still in flight (its answer
 * is dropped with the actor); "more" appends the next page.
 */
export const patientListMachine = setup({
  types: {
    context: {} as PatientListContext,
    events: {} as PatientListEvent,
    input: {} as PatientListInput,
  },
  actors: {
    fetchPage: fromPromise<PatientListResponse, Partial<PatientListQuery>>(() =>
      Promise.reject(new Error('fetchPage is not provided')),
    ),
  },
  delays: { SEARCH_PAUSE: UI_TIMING.searchPauseMs },
  actions: {
    assignQuery: assign({
      q: ({ context, event }) => (event.type === 'search.typed' ? event.q : context.q),
    }),
    assignStatus: assign({
      status: ({ context, event }) =>
        event.type === 'filter.status' ? event.status : context.status,
    }),
    assignScope: assign({
      scope: ({ context, event }) => (event.type === 'filter.scope' ? event.scope : context.scope),
    }),
    showFirstPage: assign((_, page: PatientListResponse) => ({
      patients: page.patients,
      nextCursor: page.nextCursor ?? null,
      failed: false,
    })),
    appendPage: assign(({ context }, page: PatientListResponse) => ({
      patients: [...context.patients, ...page.patients],
      nextCursor: page.nextCursor ?? null,
      failed: false,
    })),
    markFailed: assign({ failed: true }),
  },
  guards: {
    hasMore: ({ context }) => context.nextCursor !== null,
    startsAnswered: ({ context }) => context.startsAnswered,
  },
}).createMachine({
  id: 'patientList',
  context: ({ input }) => listContextOf(input),
  initial: 'starting',
  on: {
    'search.typed': { target: '.typing', actions: 'assignQuery' },
    'filter.status': { target: '.loading', actions: 'assignStatus' },
    'filter.scope': { target: '.loading', actions: 'assignScope' },
    'list.refresh': '.loading',
  },
  states: {
    /** Given its first page (`firstPage`), the list is ready at once; otherwise it asks. */
    starting: {
      always: [{ guard: 'startsAnswered', target: 'ready' }, { target: 'loading' }],
    },
    /** The user is typing: ask once they pause. */
    typing: { after: { SEARCH_PAUSE: 'loading' } },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => listQuery(context, null),
        onDone: {
          target: 'ready',
          actions: { type: 'showFirstPage', params: ({ event }) => event.output },
        },
        onError: { target: 'failed', actions: 'markFailed' },
      },
    },
    ready: { on: { 'list.more': { guard: 'hasMore', target: 'loadingMore' } } },
    loadingMore: {
      tags: ['busy'],
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => listQuery(context, context.nextCursor),
        onDone: {
          target: 'ready',
          actions: { type: 'appendPage', params: ({ event }) => event.output },
        },
        onError: { target: 'failed', actions: 'markFailed' },
      },
    },
    failed: { on: { 'list.retry': 'loading' } },
  },
});
