import { Portal } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OVERLAY_ROOT_ID } from '../../config/constants';
import { OverlayPortal } from './overlay-portal';

/** The event types React started listening for on <body> while `ui` rendered. */
function bodyListenersAddedBy(ui: React.ReactNode): string[] {
  const addListener = vi.spyOn(document.body, 'addEventListener');
  render(ui);
  return addListener.mock.calls.map(([type]) => type);
}

describe('OverlayPortal', () => {
  it('renders its content in the overlay root beside the app, not in <body> itself', () => {
    render(
      <OverlayPortal>
        <p>Overlay content</p>
      </OverlayPortal>,
    );
    const overlayRoot = document.getElementById(OVERLAY_ROOT_ID);
    expect(overlayRoot?.parentElement).toBe(document.body);
    expect(overlayRoot).toContainElement(screen.getByText('Overlay content'));
  });

  it('leaves <body> without React event listeners, so pointer moves elsewhere skip React', () => {
    const added = bodyListenersAddedBy(
      <OverlayPortal>
        <p>Overlay content</p>
      </OverlayPortal>,
    );
    expect(added).toEqual([]);
  });

  it("exists because Chakra's own Portal makes React listen for mousemove on <body>", () => {
    const added = bodyListenersAddedBy(
      <Portal>
        <p>Body portal content</p>
      </Portal>,
    );
    expect(added).toContain('mousemove');
  });

  it('renders in place when disabled', () => {
    const { container } = render(
      <OverlayPortal disabled>
        <p>Inline content</p>
      </OverlayPortal>,
    );
    expect(container).toContainElement(screen.getByText('Inline content'));
  });
});
