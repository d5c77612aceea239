import { Tabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '../theme/recipes';
import { useT } from '../i18n/i18n-context';
import { SignInForm, type SignInFormProps } from './sign-in-form';
import { SignUpForm, type SignUpFormProps } from './sign-up-form';

export type AuthTab = 'sign-in' | 'sign-up';

export interface AuthTabsProps {
  /** The open tab when the page controls it; else it starts on `defaultTab`. */
  tab?: AuthTab;
  defaultTab?: AuthTab;
  onTabChange?: (tab: AuthTab) => void;
  signIn: SignInFormProps;
  signUp: SignUpFormProps;
}

const isAuthTab = (value: string): value is AuthTab => value === 'sign-in' || value === 'sign-up';

/** Sign-in and sign-up on one page (/auth/tabs-auth); arrow keys follow the direction from LocaleProvider. */
export function AuthTabs(props: AuthTabsProps) {
  const { tab, defaultTab = 'sign-in', onTabChange, signIn, signUp } = props;
  const t = useT();
  return (
    <Tabs.Root
      recipe={tabsSlotRecipe}
      value={tab}
      defaultValue={tab === undefined ? defaultTab : undefined}
      onValueChange={({ value }) => isAuthTab(value) && onTabChange?.(value)}
      variant="line"
      fitted
    >
      <Tabs.List aria-label={t('auth.tabs.label')}>
        <Tabs.Trigger value="sign-in">{t('auth.tabs.signIn')}</Tabs.Trigger>
        <Tabs.Trigger value="sign-up">{t('auth.tabs.signUp')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="sign-in" pt="6">
        <SignInForm {...signIn} signUpHref={undefined} />
      </Tabs.Content>
      <Tabs.Content value="sign-up" pt="6">
        <SignUpForm {...signUp} signInHref={undefined} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
