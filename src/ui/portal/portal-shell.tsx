import type { ReactNode } from 'react';
import { Box, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { AppWindow, HeartPulse, LogOut, ShieldCheck } from 'lucide-react';
import { useT } from '../i18n/i18n-context';
import { clientNavigation } from '../shell/nav-link';
import type { Navigate } from '../shell/nav-types';

export interface PortalShellProps {
  /** The patient's clinic, once known. */
  clinicName?: string | undefined;
  /** The signed-in patient's name, once known. */
  patientName?: string | undefined;
  /** Where "Sign out" goes (the app's logout route). */
  signOutHref: string;
  /** The patient's sign-in security page (two-factor). */
  securityHref: string;
  /** The apps the patient allowed to read their records. */
  appsHref: string;
  /** In-app navigation for the shell's links. */
  onNavigate: Navigate;
  /** The portal page. */
  children: ReactNode;
}

/**
 * The patient portal's frame (issue 36), phone first: a banner with the clinic and the patient's
 * name and a sign-out link, a row of the patient's account pages (sign-in security, apps), then
 * one column of content (the page) that stays narrow on wide screens. Logical sides only, so it
 * mirrors in right-to-left. A patient sees no clinic menu.
 */
export function PortalShell({
  clinicName,
  patientName,
  signOutHref,
  securityHref,
  appsHref,
  onNavigate,
  children,
}: PortalShellProps) {
  const t = useT();
  const headerLink = (href: string) => ({
    href,
    onClick: clientNavigation(href, onNavigate),
    color: 'white',
    textStyle: 'sm',
    fontWeight: 'medium',
    minH: '11',
    px: '2',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    _focusVisible: { outline: '2px solid white', outlineOffset: '2px' },
  });
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <Box as="header" bg="teal.800" color="white" px="4" py="3">
        <Flex maxW="2xl" mx="auto" align="center" justify="space-between" gap="3" wrap="wrap">
          <HStack gap="2" minW="0">
            <HeartPulse aria-hidden size={24} />
            <Stack gap="0" minW="0">
              <Text fontWeight="bold" lineClamp={1}>
                {clinicName ?? t('portal.shell.label')}
              </Text>
              {clinicName && (
                <Text textStyle="xs" opacity={0.85}>
                  {t('portal.shell.label')}
                </Text>
              )}
            </Stack>
          </HStack>
          <HStack gap="3">
            {patientName && (
              <Text textStyle="sm" lineClamp={1}>
                {t('portal.shell.signedInAs', { name: patientName })}
              </Text>
            )}
            <Link {...headerLink(signOutHref)}>
              <LogOut aria-hidden size={16} />
              {t('portal.shell.signOut')}
            </Link>
          </HStack>
        </Flex>
        <HStack
          as="nav"
          aria-label={t('portal.shell.account')}
          maxW="2xl"
          mx="auto"
          gap="3"
          wrap="wrap"
        >
          <Link {...headerLink(securityHref)}>
            <ShieldCheck aria-hidden size={16} />
            {t('portal.shell.security')}
          </Link>
          <Link {...headerLink(appsHref)}>
            <AppWindow aria-hidden size={16} />
            {t('portal.shell.apps')}
          </Link>
        </HStack>
      </Box>
      <Box as="main" id="portal-content" flex="1" w="full" maxW="2xl" mx="auto" px="4" py="6">
        {children}
      </Box>
    </Flex>
  );
}
