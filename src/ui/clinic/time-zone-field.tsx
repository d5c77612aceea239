import { Field, Input } from '@chakra-ui/react';
import { memo, useId } from 'react';
import { useT } from '../i18n/i18n-context';
import type { BoundField } from '../session/use-auth-form';

/** Every IANA zone this browser knows, for the list (an older browser offers the typed value only). */
export function knownTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? [];
}

export interface TimeZoneFieldProps extends BoundField {
  zones: readonly string[];
}

/**
 * The clinic's time zone: a text box whose suggestions are the known zones (type "Buch" to find
 * Europe/Bucharest), so the long list is searchable with the keyboard and a screen reader.
 */
export function TimeZoneField({ zones, ...field }: TimeZoneFieldProps) {
  const t = useT();
  const id = useId();
  const listId = `${id}-zones`;
  const helperId = `${id}-helper`;
  const errorId = `${id}-error`;
  return (
    <Field.Root
      id={id}
      ids={{ errorText: errorId, helperText: helperId }}
      invalid={!!field.error}
      required
    >
      <Field.Label>
        {t('clinic.profile.timeZone')}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        ref={field.inputRef}
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        list={listId}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={[field.error && errorId, helperId].filter(Boolean).join(' ')}
      />
      <ZoneOptions id={listId} zones={zones} />
      {field.error && <Field.ErrorText>{t(field.error)}</Field.ErrorText>}
      <Field.HelperText>{t('clinic.profile.timeZoneHelp')}</Field.HelperText>
    </Field.Root>
  );
}

/** Some 400 options: drawn once, not again on every keystroke. */
const ZoneOptions = memo(function ZoneOptions(props: { id: string; zones: readonly string[] }) {
  return (
    <datalist id={props.id}>
      {props.zones.map((zone) => (
        <option key={zone} value={zone} />
      ))}
    </datalist>
  );
});
