import { createContext, useContext } from 'react';
import type { LinkIntent } from '../../machines/shell/link-intent';

/**
 * Where the app's links report that the reader is about to follow them (issue 35): the main
 * layout provides it (`link-intent-connected.tsx`); elsewhere (stories, the sign-in pages) there
 * is none and links report nothing.
 */
export const LinkIntentContext = createContext<LinkIntent | null>(null);

/** Pointer and focus handlers that report intents for `href`, or none without a provider. */
export function useLinkIntentHandlers(href: string) {
  const intent = useContext(LinkIntentContext);
  if (!intent) return {};
  return {
    onPointerEnter: () => intent.pointerEnter(href),
    onPointerLeave: () => intent.pointerLeave(href),
    onFocus: () => intent.focus(href),
  };
}
