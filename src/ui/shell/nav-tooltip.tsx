import { Tooltip } from '@chakra-ui/react';
import { tooltipSlotRecipe } from '../theme/recipes';
import type { ReactElement } from 'react';
import { OverlayPortal } from '../theme/overlay-portal';

/** A collapsed menu link's label, shown beside it on hover and focus (its name stays the label). */
export function NavTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Root recipe={tooltipSlotRecipe} positioning={{ placement: 'right' }} openDelay={200}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <OverlayPortal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </OverlayPortal>
    </Tooltip.Root>
  );
}
