import type { MouseEvent } from 'react';
import type { Navigate } from './nav-types';

/**
 * Click handler for a real `<a href>` that navigates inside the app; modified clicks
 * (new tab, new window, download) are left to the browser.
 */
export function clientNavigation(href: string, navigate: Navigate) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
}
