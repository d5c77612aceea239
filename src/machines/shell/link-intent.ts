/**
 * Issue 35 (c35-nav): a link the reader is about to follow — the pointer rests on it, or the
 * keyboard focuses it — starts loading what its page needs, so the page shows without a round
 * trip after the click. Pure: no React, no routing; the connected provider
 * (`src/routes/link-intent-connected.tsx`) says what "loading what it needs" is.
 */

/** The product pages whose data a link can fetch ahead, with the record the address names. */
export type IntentTarget =
  | { page: 'patientdashboard'; patientId: string }
  | { page: 'patientviewsession'; encounterId: string };

const PANEL = '/app/panels/hospital/';

/**
 * The page and record a link leads to, or null when it leads anywhere else (another origin,
 * another page, no id). Only the app's own relative addresses are read.
 */
export function intentTargetOf(href: string): IntentTarget | null {
  if (!href.startsWith(PANEL)) return null;
  const [page, query = ''] = href.slice(PANEL.length).split('?', 2);
  const id = new URLSearchParams(query).get('id')?.trim() ?? '';
  if (id === '') return null;
  if (page === 'patientdashboard') return { page, patientId: id };
  if (page === 'patientviewsession') return { page, encounterId: id };
  return null;
}

/** How long the pointer rests on a link before it counts as an intent (a pass over it does not). */
export const HOVER_INTENT_MS = 80;

export interface LinkIntent {
  /** The pointer came onto the link. */
  pointerEnter(href: string): void;
  /** The pointer left it: an intent not yet counted is dropped. */
  pointerLeave(href: string): void;
  /** The keyboard focused it: counted at once. */
  focus(href: string): void;
  /** Drops every intent not yet counted (the page goes away). */
  cancelAll(): void;
}

/**
 * Calls `onIntent(href)` when the pointer has rested on a link for `restMs`, or at once when the
 * link is focused; a pointer that leaves before then calls nothing. Each call is left to
 * `onIntent` to make cheap when repeated (the read cache skips a fresh read).
 */
export function createLinkIntent(
  onIntent: (href: string) => void,
  restMs: number = HOVER_INTENT_MS,
): LinkIntent {
  const resting = new Map<string, ReturnType<typeof setTimeout>>();
  const drop = (href: string) => {
    const timer = resting.get(href);
    if (timer === undefined) return;
    clearTimeout(timer);
    resting.delete(href);
  };
  return {
    pointerEnter(href) {
      if (resting.has(href)) return;
      resting.set(
        href,
        setTimeout(() => {
          resting.delete(href);
          onIntent(href);
        }, restMs),
      );
    },
    pointerLeave: drop,
    focus(href) {
      drop(href);
      onIntent(href);
    },
    cancelAll() {
      for (const href of [...resting.keys()]) drop(href);
    },
  };
}
