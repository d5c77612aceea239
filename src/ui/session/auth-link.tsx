import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@chakra-ui/react';

export interface AuthLinkProps {
  href: string;
  /** Client-side navigation; without it the link is an ordinary page load. */
  onNavigate?: (href: string) => void;
  children: ReactNode;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A real link (open in a new tab still works) that lets the page route a plain click itself. */
export function AuthLink({ href, onNavigate, children }: AuthLinkProps) {
  return (
    <Link
      href={href}
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
