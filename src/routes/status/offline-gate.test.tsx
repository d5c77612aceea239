import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { describe, expect, it, vi } from 'vitest';
import { system } from '../../ui/theme/system';
import { PRERENDER } from '../../config/constants';
import { OfflineGate } from './offline-gate';

function setConnection(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function renderGate(active = true) {
  return render(
    <ChakraProvider value={system}>
      <OfflineGate active={active}>
        <label>
          Note
          <input />
        </label>
      </OfflineGate>
    </ChakraProvider>,
  );
}

describe('OfflineGate', () => {
  it('hides a prerendered sign-in form not yet taken over while offline, and keeps what was typed', () => {
    const prerendered = document.createElement('div');
    prerendered.id = PRERENDER.rootId;
    prerendered.innerHTML = '<input name="email" value="typed early">';
    document.body.prepend(prerendered);
    renderGate();
    setConnection(false);
    expect(prerendered).not.toBeVisible();
    setConnection(true);
    expect(prerendered).toBeVisible();
    expect(prerendered.querySelector('input')).toHaveValue('typed early');
    prerendered.remove();
  });

  it('shows the page while online', () => {
    renderGate();
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'You are offline' })).not.toBeInTheDocument();
  });

  it('replaces the page with the offline notice when the browser goes offline', () => {
    renderGate();
    setConnection(false);
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('What you have typed is kept');
    expect(screen.queryByRole('textbox', { name: 'Note' })).not.toBeInTheDocument();
  });

  it('brings the page back, with what was typed, when the connection returns', async () => {
    renderGate();
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'session at 10:00');
    setConnection(false);
    setConnection(true);
    expect(screen.queryByRole('heading', { name: 'You are offline' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('session at 10:00');
  });

  it('leaves the notice to the layout where the gate is inactive', () => {
    renderGate(false);
    setConnection(false);
    expect(screen.queryByRole('heading', { name: 'You are offline' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeInTheDocument();
  });
});
