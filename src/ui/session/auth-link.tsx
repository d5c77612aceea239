import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@chakra-ui/react';
import { focusMainContent } from '../shell/skip-link';
import { useLinkIntentHandlers } from './link-intent-context';

export interface AuthLinkProps {
  href: string;
  /** Client-side navigation; without it the link is an ordinary page load. */
  onNavigate?: (href: string) => void;
  children: ReactNode;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link that leaves the page hands focus to the main content before the page goes, where the main
 * layout puts it once the new page shows (`panel-shell.tsx`). Left on the link, focus would go with
 * the old page's elements, and the browser would bring all their styles up to date only to remove
 * them (issue 35: ≈ 100 ms of the day → chart click at 4× CPU). A link within the page keeps it.
 */
function focusContentBeforeLeaving(href: string) {
  if (new URL(href, window.location.href).pathname === window.location.pathname) return;
  focusMainContent({ preventScroll: true });
}

/**
 * A real link (open in a new tab still works) that lets the page route a plain click itself, and
 * tells the main layout when the reader is about to follow it (hover or focus), so a chart or a
 * session can load ahead.
 */
export function AuthLink({ href, onNavigate, children }: AuthLinkProps) {
  const intentHandlers = useLinkIntentHandlers(href);
  return (
    <Link
      href={href}
      {...intentHandlers}
      variant="underline"
      colorPalette="blue"
      onClick={(event) => {
        if (!onNavigate || !isPlainClick(event)) return;
        event.preventDefault();
        focusContentBeforeLeaving(href);
        onNavigate(href);
      }}
    >
      {children}
    </Link>
  );
}
