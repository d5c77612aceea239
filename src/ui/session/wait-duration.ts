import type { Locale } from '../../i18n/i18n';

const MINUTE_S = 60;

/**
 * A server-requested wait in the reader's words: seconds under a minute, else whole minutes
 * rounded up (never promise less than the server asked), e.g. "45 seconds", "2 minutes", "2分钟".
 */
export function formatWait(locale: Locale, seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const [value, unit] =
    whole < MINUTE_S ? [whole, 'second'] : [Math.ceil(whole / MINUTE_S), 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
