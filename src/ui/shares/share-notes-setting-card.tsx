import { ClinicSwitchCard, type ClinicSwitchCardProps } from '../clinic/clinic-switch-card';
import { useT } from '../i18n/i18n-context';

export type ShareNotesSettingCardProps = ClinicSwitchCardProps;

/**
 * Whether clinicians may share a signed note with its patient in the portal (issue 36). Off, no
 * note is ever visible there; on, only a note a clinician shared, read-only.
 */
export function ShareNotesSettingCard(props: ShareNotesSettingCardProps) {
  const t = useT();
  return (
    <ClinicSwitchCard
      {...props}
      setting="shareSignedNotes"
      words={{
        title: t('shares.notesSetting.title'),
        intro: t('shares.notesSetting.intro'),
        save: t('shares.notesSetting.save'),
        saving: t('shares.notesSetting.saving'),
        saved: t('shares.notesSetting.saved'),
        label: t('shares.notesSetting.label'),
        help: t('shares.notesSetting.help'),
        on: t('shares.notesSetting.on'),
        off: t('shares.notesSetting.off'),
      }}
    />
  );
}
