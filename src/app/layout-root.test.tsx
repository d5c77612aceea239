import { ChakraProvider, useLocaleContext } from '@chakra-ui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../config/constants';
import { LAYOUT_DEFAULTS } from '../config/layout-settings';
import type { Messages } from '../i18n/i18n';
import en from '../i18n/messages/en';
import fr from '../i18n/messages/fr';
import { selectSidebarMode } from '../machines/shell/layout.selectors';
import { ConnectedCustomizer } from '../routes/shell/customizer-connected';
import { useLayoutSelector, useLayoutSend } from '../routes/shell/layout-context';
import { useT } from '../ui/i18n/i18n-context';
import { system } from '../ui/theme/system';
import { LayoutRoot, type LayoutRootProps } from './layout-root';

function Probe() {
  const t = useT();
  const { dir } = useLocaleContext();
  const sidebar = useLayoutSelector(selectSidebarMode);
  const send = useLayoutSend();
  return (
    <>
      <p data-testid="title">{t('customizer.title')}</p>
      <p data-testid="component-dir">{dir}</p>
      <p data-testid="sidebar">{sidebar}</p>
      <button onClick={() => send({ type: 'layout.setLocale', locale: 'fr' })}>Français</button>
    </>
  );
}

function renderRoot(props: Partial<LayoutRootProps> = {}, customizerOpen = false) {
  return render(
    <ChakraProvider value={system}>
      <LayoutRoot {...props}>
        <Probe />
        <ConnectedCustomizer open={customizerOpen} onOpenChange={() => {}} />
      </LayoutRoot>
    </ChakraProvider>,
  );
}

const saved = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.layout) ?? 'null');
const html = document.documentElement;

describe('layout root', () => {
  afterEach(() => {
    html.removeAttribute('dir');
    html.removeAttribute('lang');
    html.classList.remove('dark');
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  });

  it('starts left-to-right in English with nothing saved', () => {
    renderRoot();
    expect(html).toHaveAttribute('dir', 'ltr');
    expect(html).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('component-dir')).toHaveTextContent('ltr');
  });

  it('starts from a saved right-to-left layout, flipping the page and its components', () => {
    localStorage.setItem(STORAGE_KEYS.layout, JSON.stringify({ rtlLayout: true }));
    renderRoot();
    expect(html).toHaveAttribute('dir', 'rtl');
    expect(screen.getByTestId('component-dir')).toHaveTextContent('rtl');
  });

  it('starts from the defaults when the saved value is not JSON', () => {
    localStorage.setItem(STORAGE_KEYS.layout, '{oops');
    renderRoot();
    expect(html).toHaveAttribute('dir', 'ltr');
  });

  it('saves a header colour chosen in the customizer, and a new start restores it', async () => {
    const user = userEvent.setup();
    const first = renderRoot({}, true);
    await user.click(await screen.findByText('Green'));
    expect(saved()).toEqual({ ...LAYOUT_DEFAULTS, headerBackColor: 'green' });
    first.unmount();
    renderRoot({}, true);
    expect(await screen.findByRole('radio', { name: 'Green' })).toBeChecked();
  });

  it('flips the page right-to-left from the customizer switch and saves it', async () => {
    const user = userEvent.setup();
    renderRoot({}, true);
    await user.click(await screen.findByRole('checkbox', { name: 'Right-to-left' }));
    expect(html).toHaveAttribute('dir', 'rtl');
    expect(screen.getByTestId('component-dir')).toHaveTextContent('rtl');
    expect(saved().rtlLayout).toBe(true);
  });

  it('darkens the whole page for the dark layout type', async () => {
    const user = userEvent.setup();
    renderRoot({}, true);
    await user.click(await screen.findByText('Dark theme'));
    expect(html).toHaveClass('dark');
    expect(saved()).toMatchObject({ layoutType: 'dark', headerBackColor: 'dark' });
  });

  it('keeps the current language until the new one has loaded, then switches', async () => {
    const user = userEvent.setup();
    let resolve: (messages: Messages) => void = () => {};
    const load = vi.fn(() => new Promise<Messages>((done) => (resolve = done)));
    renderRoot({ load });
    await user.click(screen.getByRole('button', { name: 'Français' }));
    expect(load).toHaveBeenCalledWith('fr');
    expect(screen.getByTestId('title')).toHaveTextContent(en.customizer.title);
    expect(html).toHaveAttribute('lang', 'en');
    await act(async () => resolve(fr));
    expect(screen.getByTestId('title')).toHaveTextContent(fr.customizer.title);
    expect(html).toHaveAttribute('lang', 'fr');
    expect(saved().i18n).toBe('fr');
  });

  it('keeps the current language when the new one cannot be loaded', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    renderRoot({ load });
    await user.click(screen.getByRole('button', { name: 'Français' }));
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByTestId('title')).toHaveTextContent(en.customizer.title);
  });

  it('starts in a saved language only once its messages are there', async () => {
    localStorage.setItem(STORAGE_KEYS.layout, JSON.stringify({ i18n: 'fr' }));
    renderRoot({ load: () => Promise.resolve(fr) });
    expect(screen.queryByTestId('title')).not.toBeInTheDocument();
    expect(await screen.findByTestId('title')).toHaveTextContent(fr.customizer.title);
  });

  it('applies a right-to-left layout saved by another tab', () => {
    renderRoot();
    const elsewhere = JSON.stringify({ ...LAYOUT_DEFAULTS, rtlLayout: true });
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: STORAGE_KEYS.layout, newValue: elsewhere }),
      );
    });
    expect(html).toHaveAttribute('dir', 'rtl');
  });

  it('follows the window width into the responsive rules', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
    renderRoot();
    expect(screen.getByTestId('sidebar')).toHaveTextContent('expanded');
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1000 });
    act(() => window.dispatchEvent(new Event('resize')));
    expect(screen.getByTestId('sidebar')).toHaveTextContent('collapsed');
  });
});
