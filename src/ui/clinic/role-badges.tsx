import { Badge, HStack } from '@chakra-ui/react';
import type { MemberRole } from '../../../common/contracts/clinic.contract';
import { useT } from '../i18n/i18n-context';

const ROLE_PALETTE: Record<MemberRole, string> = {
  owner: 'purple',
  clinician: 'blue',
  staff: 'teal',
};

/** A member's (or an invitation's) roles, one badge each, in the contract's order. */
export function RoleBadges({ roles }: { roles: readonly MemberRole[] }) {
  const t = useT();
  const ordered = (['owner', 'clinician', 'staff'] as const).filter((role) => roles.includes(role));
  return (
    <HStack gap="1" wrap="wrap">
      {ordered.map((role) => (
        <Badge key={role} colorPalette={ROLE_PALETTE[role]}>
          {t(`clinic.roles.${role}`)}
        </Badge>
      ))}
    </HStack>
  );
}

/** The roles as words, for a sentence: "Clinician, Front desk". */
export function useRoleList() {
  const t = useT();
  return (roles: readonly MemberRole[]) =>
    roles.map((role) => t(`clinic.roles.${role}`)).join(', ');
}
