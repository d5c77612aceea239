import type { ReactNode } from 'react';
import { Card, Flex, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { HeartPulse } from 'lucide-react';
import { useT } from '../i18n/i18n-context';

export interface AuthCardProps {
  /** 1: a centred card; 2: a split page with a clinic-toned panel at the inline start. */
  variant?: 1 | 2;
  title: string;
  subtitle?: string;
  children: ReactNode;
}

function Brand({ inverted = false }: { inverted?: boolean }) {
  const t = useT();
  return (
    <HStack gap="2" color={inverted ? 'white' : 'teal.700'}>
      <HeartPulse aria-hidden size={28} />
      <Text fontWeight="bold" textStyle="xl">
        {t('common.appName')}
      </Text>
    </HStack>
  );
}

function Title({ title, subtitle }: Pick<AuthCardProps, 'title' | 'subtitle'>) {
  return (
    <Stack gap="1">
      <Heading as="h1" textStyle="2xl">
        {title}
      </Heading>
      {subtitle && <Text color="fg.muted">{subtitle}</Text>}
    </Stack>
  );
}

/** The frame of every public form; the page's only landmark, laid out with logical sides for RTL. */
export function AuthCard({ variant = 1, title, subtitle, children }: AuthCardProps) {
  const t = useT();
  if (variant === 2) {
    return (
      <Grid as="main" minH="100dvh" templateColumns={{ base: '1fr', lg: '5fr 7fr' }}>
        <Flex
          direction="column"
          justify="space-between"
          gap="8"
          bg="teal.800"
          color="white"
          px={{ base: '6', lg: '12' }}
          py={{ base: '6', lg: '16' }}
        >
          <Brand inverted />
          <Stack gap="3" display={{ base: 'none', lg: 'flex' }}>
            <Text textStyle="3xl" fontWeight="semibold">
              {t('auth.brand.sideHeading')}
            </Text>
            <Text textStyle="lg">{t('auth.brand.sideBody')}</Text>
          </Stack>
          <Text textStyle="sm" display={{ base: 'none', lg: 'block' }}>
            {t('auth.brand.tagline')}
          </Text>
        </Flex>
        <Flex align="center" justify="center" px={{ base: '4', md: '12' }} py="10">
          <Stack gap="6" w="full" maxW="md">
            <Title title={title} subtitle={subtitle} />
            {children}
          </Stack>
        </Flex>
      </Grid>
    );
  }
  return (
    <Flex as="main" minH="100dvh" align="center" justify="center" bg="bg.muted" px="4" py="10">
      <Stack gap="6" w="full" maxW="md" align="center">
        <Brand />
        <Card.Root w="full">
          <Card.Header>
            <Title title={title} subtitle={subtitle} />
          </Card.Header>
          <Card.Body>{children}</Card.Body>
        </Card.Root>
        <Text textStyle="sm" color="fg.muted" textAlign="center">
          {t('auth.brand.tagline')}
        </Text>
      </Stack>
    </Flex>
  );
}
