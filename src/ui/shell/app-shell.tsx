import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n-context';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

export interface AppShellProps {
  /** The vertical sidebar (or off-canvas drawer); absent in the horizontal layout. */
  sidebar?: ReactNode;
  header: ReactNode;
  /** The menu row under the header in the horizontal layout. */
  topNav?: ReactNode;
  breadcrumbs?: ReactNode;
  /** Content width limited and centred. */
  boxed?: boolean;
  /** The whole interface in dark colours ('dark' layout type). */
  dark?: boolean;
  /** Shown over the content region while it stays mounted (e.g. the offline notice). */
  overlay?: ReactNode;
  children: ReactNode;
}

/** The main layout frame: skip link, sidebar, header, optional top menu, breadcrumbs, content. */
export function AppShell({
  sidebar,
  header,
  topNav,
  breadcrumbs,
  boxed = false,
  dark = false,
  overlay,
  children,
}: AppShellProps) {
  const t = useT();
  return (
    <Box className={dark ? 'dark' : undefined} bg="bg.subtle" color="fg" minH="100dvh">
      <SkipLink />
      <Box
        display="flex"
        minH="100dvh"
        maxW={boxed ? '6xl' : undefined}
        mx={boxed ? 'auto' : undefined}
        boxShadow={boxed ? 'md' : undefined}
        data-boxed={boxed || undefined}
      >
        {sidebar}
        <Box flex="1" minW="0" display="flex" flexDirection="column">
          {header}
          {topNav}
          <Box
            as="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            aria-label={t('shell.mainLandmark')}
            flex="1"
            p={{ base: '4', md: '6' }}
            _focus={{ outline: 'none' }}
          >
            {breadcrumbs}
            {overlay}
            <Box hidden={overlay ? true : undefined}>{children}</Box>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
