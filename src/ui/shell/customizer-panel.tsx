import { useId } from 'react';
import { Button, Fieldset, RadioGroup, Stack, Switch, Text } from '@chakra-ui/react';
import { switchSlotRecipe } from '../theme/recipes';
import { RotateCcw } from 'lucide-react';
import {
  LAYOUTS,
  LAYOUT_TYPES,
  type HeaderColor,
  type Layout,
  type LayoutSettings,
  type LayoutType,
  type LayoutTypeChoice,
} from '../../config/layout-settings';
import type { MessageKey } from '../../i18n/i18n';
import { useT } from '../i18n/i18n-context';
import { HeaderColorPicker } from './header-color-picker';

/** The on/off settings of the customizer. */
export type CustomizerToggle = 'rtlLayout' | 'headerFixedLayout' | 'navFixedLayout' | 'boxLayout';

export type CustomizerValues = Pick<
  LayoutSettings,
  'layout' | 'layoutType' | 'headerBackColor' | CustomizerToggle
>;

export interface CustomizerPanelProps {
  values: CustomizerValues;
  onLayoutChange: (layout: Layout) => void;
  onLayoutTypeChange: (choice: LayoutTypeChoice) => void;
  onHeaderColorChange: (color: HeaderColor) => void;
  onToggle: (setting: CustomizerToggle) => void;
}

const LAYOUT_LABELS: Record<Layout, MessageKey> = {
  vertical: 'customizer.layout.vertical',
  horizontal: 'customizer.layout.horizontal',
};

const LAYOUT_TYPE_LABELS: Record<LayoutType, MessageKey> = {
  'menu-dark': 'customizer.layoutType.menuDark',
  'menu-light': 'customizer.layoutType.menuLight',
  dark: 'customizer.layoutType.dark',
};

const TOGGLE_LABELS: Record<CustomizerToggle, MessageKey> = {
  rtlLayout: 'customizer.options.rtl',
  headerFixedLayout: 'customizer.options.fixedHeader',
  navFixedLayout: 'customizer.options.fixedSidebar',
  boxLayout: 'customizer.options.boxLayout',
};

const TOGGLES = Object.keys(TOGGLE_LABELS) as CustomizerToggle[];

const isLayoutType = (value: string | null): value is LayoutType =>
  (LAYOUT_TYPES as readonly (string | null)[]).includes(value);

const isLayout = (value: string | null): value is Layout =>
  (LAYOUTS as readonly (string | null)[]).includes(value);

/** Menu layout, layout type, header colour and layout switches; every change is reported at once. */
export function CustomizerPanel({
  values,
  onLayoutChange,
  onLayoutTypeChange,
  onHeaderColorChange,
  onToggle,
}: CustomizerPanelProps) {
  const t = useT();
  const hintId = useId();
  return (
    <Stack gap="6">
      <Text color="fg.muted" textStyle="sm">
        {t('customizer.description')}
      </Text>

      <RadioGroup.Root
        size="sm"
        value={values.layout}
        onValueChange={(details) => {
          if (isLayout(details.value)) onLayoutChange(details.value);
        }}
        aria-describedby={hintId}
      >
        <RadioGroup.Label fontWeight="semibold" mb="2">
          {t('customizer.layout.legend')}
        </RadioGroup.Label>
        <Stack gap="2">
          {LAYOUTS.map((layout) => (
            <RadioGroup.Item key={layout} value={layout}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t(LAYOUT_LABELS[layout])}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
        <Text id={hintId} color="fg.muted" textStyle="xs" mt="2">
          {t('customizer.layout.narrowHint')}
        </Text>
      </RadioGroup.Root>

      <Stack gap="3">
        <RadioGroup.Root
          size="sm"
          value={values.layoutType}
          onValueChange={(details) => {
            if (isLayoutType(details.value)) onLayoutTypeChange(details.value);
          }}
        >
          <RadioGroup.Label fontWeight="semibold" mb="2">
            {t('customizer.layoutType.legend')}
          </RadioGroup.Label>
          <Stack gap="2">
            {LAYOUT_TYPES.map((type) => (
              <RadioGroup.Item key={type} value={type}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(LAYOUT_TYPE_LABELS[type])}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        <Button
          size="sm"
          variant="outline"
          alignSelf="start"
          onClick={() => onLayoutTypeChange('reset')}
        >
          <RotateCcw aria-hidden="true" />
          {t('customizer.layoutType.reset')}
        </Button>
      </Stack>

      <HeaderColorPicker value={values.headerBackColor} onChange={onHeaderColorChange} />

      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">{t('customizer.options.legend')}</Fieldset.Legend>
        <Fieldset.Content gap="3">
          {TOGGLES.map((setting) => (
            <Switch.Root
              recipe={switchSlotRecipe}
              key={setting}
              checked={values[setting]}
              onCheckedChange={() => onToggle(setting)}
              justifyContent="space-between"
            >
              <Switch.Label>{t(TOGGLE_LABELS[setting])}</Switch.Label>
              <Switch.HiddenInput />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
            </Switch.Root>
          ))}
        </Fieldset.Content>
      </Fieldset.Root>
    </Stack>
  );
}
