import { Checkbox, CheckboxGroup, Fieldset, HStack } from '@chakra-ui/react';
import { MEMBER_ROLES, type MemberRole } from '../../../common/contracts/clinic.contract';
import { useT } from '../i18n/i18n-context';

export interface RoleCheckboxesProps {
  value: readonly MemberRole[];
  onChange: (roles: MemberRole[]) => void;
  /** The message shown (and announced) under the group, e.g. "Choose at least one role." */
  error?: string;
  disabled?: boolean;
}

/** The roles a member holds, one checkbox each, grouped under one legend. */
export function RoleCheckboxes({ value, onChange, error, disabled }: RoleCheckboxesProps) {
  const t = useT();
  return (
    <Fieldset.Root invalid={error !== undefined} disabled={disabled}>
      <Fieldset.Legend>{t('clinic.roles.label')}</Fieldset.Legend>
      <CheckboxGroup
        name="roles"
        value={[...value]}
        onValueChange={(next) => onChange(MEMBER_ROLES.filter((role) => next.includes(role)))}
      >
        <HStack gap="5" wrap="wrap">
          {MEMBER_ROLES.map((role) => (
            <Checkbox.Root key={role} value={role}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t(`clinic.roles.${role}`)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </HStack>
      </CheckboxGroup>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
