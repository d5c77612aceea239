import { useLayoutEffect } from 'react';
import { retirePrerender } from '../../platform/session/prerendered-sign-in';

/**
 * Removes the prerendered sign-in page in the commit that shows the app's first page, whichever it
 * is. It comes after the pages in the tree, so its effect runs after theirs: the sign-in page has
 * read what was typed into the prerendered form by then.
 */
export function RetirePrerender() {
  useLayoutEffect(() => retirePrerender(), []);
  return null;
}
