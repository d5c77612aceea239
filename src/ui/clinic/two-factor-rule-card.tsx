import { useT } from '../i18n/i18n-context';
import { ClinicSwitchCard, type ClinicSwitchCardProps } from './clinic-switch-card';

export type TwoFactorRuleCardProps = ClinicSwitchCardProps;

/**
 * The owner's rule "two-factor sign-in for every member" (issue 36; PATCH /clinic
 * `twoFactorRequired`), with what it does to members who have none yet.
 */
export function TwoFactorRuleCard(props: TwoFactorRuleCardProps) {
  const t = useT();
  return (
    <ClinicSwitchCard
      {...props}
      setting="twoFactorRequired"
      words={{
        title: t('clinic.twoFactor.title'),
        intro: t('clinic.twoFactor.intro'),
        save: t('clinic.twoFactor.save'),
        saving: t('clinic.twoFactor.saving'),
        saved: t('clinic.twoFactor.saved'),
        label: t('clinic.twoFactor.require'),
        help: t('clinic.twoFactor.help'),
        on: t('clinic.twoFactor.isRequired'),
        off: t('clinic.twoFactor.isOptional'),
      }}
    />
  );
}
