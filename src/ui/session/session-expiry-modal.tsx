import { useRef, type MouseEvent } from 'react';
import { Button, Dialog, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { OverlayPortal } from '../theme/overlay-portal';
import { IDLE } from '../../../common/constants/session-timing';
import { TRANSITIONS } from '../../config/constants';
import { useT } from '../i18n/i18n-context';
import { announcedCountdown, formatCountdown } from './countdown';

export interface SessionExpiryModalProps {
  open: boolean;
  /** Time left before the automatic logout. */
  remainingMs: number;
  /** The warning-to-logout window the message states (spec: 2 minutes). */
  windowMs?: number;
  onStay: () => void;
  onLogoutNow: () => void;
  /** Renders in place without trapping focus: the auditor's simulator shows it as a preview. */
  inline?: boolean;
}

const SPEC_WINDOW_MS = IDLE.watcher2LogoutMs - IDLE.watcher2WarningMs;
const modalMotion = { animationDuration: `${TRANSITIONS.modalMs}ms` };
const backdropMotion = { animationDuration: `${TRANSITIONS.backdropMs}ms` };

/** A press on the backdrop would move focus to the page behind; it stays on the buttons. */
const keepFocusInside = (event: MouseEvent<HTMLElement>) => {
  if (event.target === event.currentTarget) event.preventDefault();
};

/**
 * Watcher 2's 'Session About to Expire' modal (spec §4). Neither Escape nor the backdrop closes
 * it; only its two buttons act. Focus starts on 'Stay Logged In' and stays inside.
 */
export function SessionExpiryModal({
  open,
  remainingMs,
  windowMs = SPEC_WINDOW_MS,
  onStay,
  onLogoutNow,
  inline = false,
}: SessionExpiryModalProps) {
  const t = useT();
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      modal={!inline}
      trapFocus={!inline}
      initialFocusEl={() => stayRef.current}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <OverlayPortal disabled={inline}>
        {!inline && <Dialog.Backdrop _open={backdropMotion} _closed={backdropMotion} />}
        <Dialog.Positioner onMouseDown={keepFocusInside} position={inline ? 'static' : undefined}>
          <Dialog.Content _open={modalMotion} _closed={modalMotion}>
            <Dialog.Header>
              <Dialog.Title>{t('idle.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Stack gap="3">
                  <Text>{t('idle.message', { minutes: Math.round(windowMs / 60_000) })}</Text>
                  <Text>{t('idle.instruction')}</Text>
                </Stack>
              </Dialog.Description>
              <Text role="timer" mt="4" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {t('idle.remaining', { time: formatCountdown(remainingMs) })}
              </Text>
              <VisuallyHidden aria-live="polite" aria-atomic="true">
                {t('idle.remaining', { time: announcedCountdown(remainingMs) })}
              </VisuallyHidden>
            </Dialog.Body>
            <Dialog.Footer gap="3">
              <Button variant="outline" onClick={onLogoutNow}>
                {t('idle.logoutNow')}
              </Button>
              <Button ref={stayRef} colorPalette="blue" onClick={onStay}>
                {t('idle.stay')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </OverlayPortal>
    </Dialog.Root>
  );
}
