import { Button, Fieldset, RadioGroup, Stack, Switch, Text } from '@chakra-ui/react';
import { RotateCcw } from 'lucide-react';
import {
  LAYOUT_TYPES,
  type HeaderColor,
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
  'layoutType' | 'headerBackColor' | CustomizerToggle
>;

export interface CustomizerPanelProps {
  values: CustomizerValues;
  onLayoutTypeChange: (choice: LayoutTypeChoice) => void;
  onHeaderColorChange: (color: HeaderColor) => void;
  onToggle: (setting: CustomizerToggle) => void;
}

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

/** Layout type, header colour and layout switches; every change is reported at once. */
export function CustomizerPanel({
  values,
  onLayoutTypeChange,
  onHeaderColorChange,
  onToggle,
}: CustomizerPanelProps) {
  const t = useT();
  return (
    <Stack gap="6">
      <Text color="fg.muted" textStyle="sm">
        {t('customizer.description')}
      </Text>

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
