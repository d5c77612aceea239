import '../../i18n/english/clinic';
import { Heading, Stack } from '@chakra-ui/react';
import { mayDo } from '../../../common/contracts/clinic.contract';
import { useT } from '../../ui/i18n/i18n-context';
import { useMemberRoles } from '../session/auth-context';
import { pageTitle } from '../shell/panel-menu';
import { ClinicAiSettingsSection } from './clinic-ai-settings-section';
import { ClinicProfileSection } from './clinic-profile-section';
import { CrisisLinesSection } from './crisis-lines-section';
import { ConsentTextsSection, ShareNotesSettingSection } from '../shares/consent-texts-section';
import { useClinicProfile } from './clinic-queries';
import { InvitationsSection } from './invitations-section';
import { MembersSection } from './members-section';
import { MrnSystemSection } from './mrn-system-section';
import { ReminderSettingsSection } from './reminder-settings-section';
import { TwoFactorRuleSection } from './two-factor-rule-section';
import { PortalPolicySection } from './portal-policy-section';
import { ClinicHoursSection } from './availability-section';
import { RoleGrantsSection } from './role-grants-section';
import { SmartAppsSection } from './smart-apps-section';

/**
 * `organization`: clinical roles members gave themselves (break-glass, requests waiting for a
 * second owner), the clinic's profile, its AI and recordings settings, its session reminders,
 * its opening hours and holidays, members and invitations, the MRN system other systems see, the
 * SMART apps (owners only); owners
 * edit, others read.
 */
export default function OrganizationPage() {
  const t = useT();
  const canManage = mayDo(useMemberRoles(), 'manageClinic');
  const profile = useClinicProfile();
  return (
    <Stack gap="8">
      <Heading as="h1" size="2xl">
        {pageTitle('organization', t)}
      </Heading>
      <RoleGrantsSection timeZone={profile.data?.timeZone ?? 'UTC'} />
      <ClinicProfileSection canManage={canManage} />
      <ClinicAiSettingsSection canManage={canManage} />
      <ReminderSettingsSection canManage={canManage} />
      <TwoFactorRuleSection canManage={canManage} />
      <PortalPolicySection canManage={canManage} />
      <CrisisLinesSection canManage={canManage} />
      <ConsentTextsSection canManage={canManage} />
      <ShareNotesSettingSection canManage={canManage} />
      <ClinicHoursSection canManage={canManage} />
      <MembersSection canManage={canManage} />
      {canManage && <InvitationsSection timeZone={profile.data?.timeZone ?? 'UTC'} />}
      <MrnSystemSection canManage={canManage} />
      {canManage && <SmartAppsSection />}
    </Stack>
  );
}
