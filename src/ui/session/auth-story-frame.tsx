import type { Decorator } from '@storybook/react-vite';
import type { MessageKey } from '../../i18n/i18n';
import { useT } from '../i18n/i18n-context';
import { AuthCard } from './auth-card';

function Frame({ titleKey, children }: { titleKey: MessageKey; children: React.ReactNode }) {
  const t = useT();
  return <AuthCard title={t(titleKey)}>{children}</AuthCard>;
}

/** Stories show a form where pages put it: in the centred card, under a translated title. */
export const inAuthCard =
  (titleKey: MessageKey): Decorator =>
  (Story) => (
    <Frame titleKey={titleKey}>
      <Story />
    </Frame>
  );
