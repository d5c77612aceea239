import { EmptyState, Heading, Stack, Text } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import { useT } from '../i18n/i18n-context';

export interface PagePlaceholderProps {
  title: string;
  description: string;
}

/** A product page whose contents the spec does not show: its name, its purpose, and no fake data. */
export function PagePlaceholder({ title, description }: PagePlaceholderProps) {
  const t = useT();
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="lg" bg="bg">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <Inbox aria-hidden="true" />
          </EmptyState.Indicator>
          <EmptyState.Title as="h2">{t('pages.emptyState')}</EmptyState.Title>
          <EmptyState.Description>
            <Text as="span">{description}</Text>
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    </Stack>
  );
}
