import { SegmentGroup } from '@chakra-ui/react';
import { useT } from '../i18n/i18n-context';
import { segmentGroupSlotRecipe } from '../theme/recipes';
import { SCOPE_CHOSEN } from '../theme/scope-chosen';

/** Whose day the dashboard shows: the clinician's own, or the whole clinic's. */
export type DayScope = 'mine' | 'clinic';

export interface DayScopeSwitchProps {
  scope: DayScope;
  onScope: (scope: DayScope) => void;
}

/**
 * The two-choice switch of a member who is both clinician and front desk or owner, drawn as the
 * patient list's caseload / whole clinic switch.
 */
export function DayScopeSwitch({ scope, onScope }: DayScopeSwitchProps) {
  const t = useT();
  return (
    <SegmentGroup.Root
      recipe={segmentGroupSlotRecipe}
      aria-label={t('sessions.dayScope.label')}
      value={scope}
      onValueChange={(details) => onScope(details.value as DayScope)}
      colorPalette="blue"
      css={SCOPE_CHOSEN}
      alignSelf="start"
    >
      <SegmentGroup.Items
        items={[
          { value: 'mine', label: t('sessions.dayScope.mine') },
          { value: 'clinic', label: t('sessions.dayScope.clinic') },
        ]}
      />
    </SegmentGroup.Root>
  );
}
