import { assign } from 'xstate';
import { authSetup } from './auth.setup';
import { userFromOutput, errorFromEvent } from './auth.params';

// Auth start (spec §4, DESIGN §2): the stored token set, the older layer's serviceToken, an open
// sibling tab's session (decision H15), or signed out.

export const initialising = authSetup.createStateConfig({
  tags: ['loading'],
  initial: 'checkingStoredTokens',
  states: {
    checkingStoredTokens: {
      always: [
        { guard: 'hasStoredTokenSet', target: 'decodingIdToken' },
        { target: 'checkingServiceToken' },
      ],
    },
    decodingIdToken: {
      invoke: {
        id: 'decodeStoredIdToken',
        src: 'decodeStoredIdToken',
        onDone: {
          target: '#auth.signedIn',
          actions: { type: 'assignUser', params: userFromOutput },
        },
        onError: {
          target: 'checkingServiceToken',
          actions: ['clearSession', { type: 'logAuthError', params: errorFromEvent }],
        },
      },
    },
    checkingServiceToken: {
      always: [
        { guard: 'hasLiveServiceToken', target: 'fetchingCurrentUser' },
        { guard: 'siblingsNotAsked', target: 'askingSiblingTabs' },
        { target: '#auth.signedOut' },
      ],
    },
    /** A new tab takes the session of an open sibling tab, else the user signs in. */
    askingSiblingTabs: {
      entry: assign({ siblingsAsked: true }),
      invoke: {
        id: 'sessionFromSiblingTab',
        src: 'sessionFromSiblingTab',
        onDone: [
          { guard: 'siblingSessionTaken', target: 'checkingStoredTokens' },
          { target: '#auth.signedOut' },
        ],
        onError: {
          target: '#auth.signedOut',
          actions: { type: 'logAuthError', params: errorFromEvent },
        },
      },
    },
    fetchingCurrentUser: {
      invoke: {
        id: 'fetchCurrentUser',
        src: 'fetchCurrentUser',
        onDone: {
          target: '#auth.signedIn',
          actions: { type: 'assignUser', params: userFromOutput },
        },
        onError: {
          target: '#auth.signedOut',
          actions: { type: 'logAuthError', params: errorFromEvent },
        },
      },
    },
  },
});
