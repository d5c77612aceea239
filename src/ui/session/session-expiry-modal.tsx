import { useId, useRef, useState } from 'react';
import { Button, chakra, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { IDLE } from '../../../common/constants/session-timing';
import { useT } from '../i18n/i18n-context';
import { TRANSITIONS } from '../../config/constants';
import { HeldDialog } from '../theme/held-dialog';
import { useExitDelay } from '../theme/use-exit-delay';
import { announcedCountdown, formatCountdown } from './countdown';

export interface SessionExpiryModalProps {
  open: boolean;
  /** Time left before the automatic logout. */
  remainingMs: number;
  /** The warning-to-logout window the message states (spec: 2 minutes). */
  windowMs?: number;
  onStay: () => void;
  onLogoutNow: () => void;
  /** Renders in place, not modal: the auditor's simulator shows it as a preview. */
  inline?: boolean;
}

const SPEC_WINDOW_MS = IDLE.watcher2LogoutMs - IDLE.watcher2WarningMs;

/**
 * Watcher 2's 'Session About to Expire' modal (spec §4). Neither Escape nor the backdrop closes
 * it; only its two buttons act. Focus starts on 'Stay Logged In' and stays inside; once it closes
 * it fades out over the spec's modal transition and the focus goes back to where it was.
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
  const titleId = useId();
  const descriptionId = useId();
  const shown = useExitDelay(open, TRANSITIONS.modalMs);
  // While it fades out it keeps the last time it showed, not the closed session's zero.
  const [shownMs, setShownMs] = useState(remainingMs);
  if (open && remainingMs !== shownMs) setShownMs(remainingMs);
  if (!shown) return null;
  return (
    <HeldDialog
      inline={inline}
      closing={!open}
      initialFocus={stayRef}
      labelledBy={titleId}
      describedBy={descriptionId}
    >
      <Heading as="h2" id={titleId} textStyle="lg" fontWeight="semibold" px="6" pt="6" pb="4">
        {t('idle.title')}
      </Heading>
      <Stack gap="3" px="6" pt="2" id={descriptionId} color="fg.muted">
        <Text>{t('idle.message', { minutes: Math.round(windowMs / 60_000) })}</Text>
        <Text>{t('idle.instruction')}</Text>
      </Stack>
      <Text
        role="timer"
        px="6"
        pt="4"
        pb="6"
        fontWeight="semibold"
        fontVariantNumeric="tabular-nums"
      >
        {t('idle.remaining', { time: formatCountdown(shownMs) })}
      </Text>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {t('idle.remaining', { time: announcedCountdown(shownMs) })}
      </VisuallyHidden>
      <chakra.div display="flex" justifyContent="flex-end" gap="3" px="6" pt="2" pb="4">
        <Button variant="outline" onClick={onLogoutNow}>
          {t('idle.logoutNow')}
        </Button>
        <Button ref={stayRef} colorPalette="blue" onClick={onStay}>
          {t('idle.stay')}
        </Button>
      </chakra.div>
    </HeldDialog>
  );
}
