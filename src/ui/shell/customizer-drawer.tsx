import { CloseButton, Drawer } from '@chakra-ui/react';
import { drawerSlotRecipe } from '../theme/recipes';
import { OverlayPortal } from '../theme/overlay-portal';
import { useT } from '../i18n/i18n-context';
import { CustomizerPanel, type CustomizerPanelProps } from './customizer-panel';

export interface CustomizerDrawerProps extends CustomizerPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The customizer as a side drawer at the inline end (the left in right-to-left). */
export function CustomizerDrawer({ open, onOpenChange, ...panel }: CustomizerDrawerProps) {
  const t = useT();
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="end"
    >
      <OverlayPortal>
        <Drawer.Backdrop />
        <Drawer.Positioner data-no-print="">
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('customizer.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <CustomizerPanel {...panel} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('customizer.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </OverlayPortal>
    </Drawer.Root>
  );
}
