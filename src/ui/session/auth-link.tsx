import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@chakra-ui/react';
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
        onNavigate(href);
      }}
    >
      {children}
    </Link>
  );
}
