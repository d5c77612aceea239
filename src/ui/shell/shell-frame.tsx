import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppShell } from './app-shell';
import type { NavGroup } from './nav-types';
import { Sidebar } from './sidebar';

export interface ShellFrameProps {
  groups: readonly NavGroup[];
  /** The header's colour (the stored one; the build renders the default). */
  headerColor: string;
  /** What the content region starts with: the page's breadcrumbs and heading. */
  children: ReactNode;
}

const followLink = () => {};

/**
 * The main layout as it first paints, before the app has loaded (issue 13): the expanded
 * sidebar, the header bar on its colour without its widgets (and not yet a banner landmark), and
 * the page's breadcrumbs and heading. The build prerenders it; nothing in it needs the app — its
 * links are plain links.
 */
export function ShellFrame({ groups, headerColor, children }: ShellFrameProps) {
  return (
    <AppShell
      sidebar={<Sidebar groups={groups} mode="expanded" onNavigate={followLink} />}
      header={
        // Not a <header>: the banner landmark is the app's, which comes with its widgets.
        <Box
          data-frame-header=""
          data-no-print=""
          position="sticky"
          top="0"
          zIndex="sticky"
          height="header"
          bg={headerColor}
        />
      }
    >
      {children}
    </AppShell>
  );
}
