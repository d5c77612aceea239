import type { LayoutEvent } from '../../machines/shell/layout.machine';
import {
  selectChosenLayout,
  selectHeaderColor,
  selectIsBoxLayout,
  selectIsHeaderFixed,
  selectIsNavFixed,
  selectIsRtl,
  selectLayoutType,
} from '../../machines/shell/layout.selectors';
import { useOnDemand } from '../../ui/on-demand/use-on-demand';
import type { CustomizerToggle } from '../../ui/shell/customizer-panel';
import { useLayoutSelector, useLayoutSend } from './layout-context';
import { customizerDrawer } from './shell-overlays';

const TOGGLE_EVENTS: Record<CustomizerToggle, LayoutEvent> = {
  rtlLayout: { type: 'layout.toggleRtl' },
  headerFixedLayout: { type: 'layout.toggleFixedHeader' },
  navFixedLayout: { type: 'layout.toggleFixedNav' },
  boxLayout: { type: 'layout.toggleBox' },
};

export interface ConnectedCustomizerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The menu customizer drawer wired to the layout actor, fetched when first opened. */
export function ConnectedCustomizer({ open, onOpenChange }: ConnectedCustomizerProps) {
  const send = useLayoutSend();
  const layout = useLayoutSelector(selectChosenLayout);
  const layoutType = useLayoutSelector(selectLayoutType);
  const headerBackColor = useLayoutSelector(selectHeaderColor);
  const rtlLayout = useLayoutSelector(selectIsRtl);
  const headerFixedLayout = useLayoutSelector(selectIsHeaderFixed);
  const navFixedLayout = useLayoutSelector(selectIsNavFixed);
  const boxLayout = useLayoutSelector(selectIsBoxLayout);
  const drawer = useOnDemand(customizerDrawer, open, () => onOpenChange(false));
  if (!drawer.module) return null;
  const { CustomizerDrawer } = drawer.module;
  return (
    <CustomizerDrawer
      open={open}
      onOpenChange={onOpenChange}
      values={{
        layout,
        layoutType,
        headerBackColor,
        rtlLayout,
        headerFixedLayout,
        navFixedLayout,
        boxLayout,
      }}
      onLayoutChange={(next) => send({ type: 'layout.change', layout: next })}
      onLayoutTypeChange={(choice) => send({ type: 'layout.setLayoutType', layoutType: choice })}
      onHeaderColorChange={(color) => send({ type: 'layout.setHeaderColor', color })}
      onToggle={(setting) => send(TOGGLE_EVENTS[setting])}
    />
  );
}
