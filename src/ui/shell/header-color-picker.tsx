import { ColorSwatch, HStack, RadioGroup, SimpleGrid } from '@chakra-ui/react';
import { colorSwatchRecipe } from '../theme/recipes';
import { HEADER_COLOR_NAMES, HEADER_COLORS, type HeaderColor } from '../../config/layout-settings';
import { useT } from '../i18n/i18n-context';

export interface HeaderColorPickerProps {
  value: HeaderColor;
  onChange: (color: HeaderColor) => void;
}

const isHeaderColor = (value: string | null): value is HeaderColor =>
  value !== null && value in HEADER_COLORS;

/** The twelve header colours as one radio group: arrow keys move, each colour has a written name. */
export function HeaderColorPicker({ value, onChange }: HeaderColorPickerProps) {
  const t = useT();
  return (
    <RadioGroup.Root
      size="sm"
      value={value}
      onValueChange={(details) => {
        if (isHeaderColor(details.value)) onChange(details.value);
      }}
    >
      <RadioGroup.Label fontWeight="semibold" mb="2">
        {t('customizer.headerColor.legend')}
      </RadioGroup.Label>
      <SimpleGrid columns={3} gap="2">
        {HEADER_COLOR_NAMES.map((name) => (
          <RadioGroup.Item key={name} value={name} p="1" borderRadius="md">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <HStack gap="1.5">
              <ColorSwatch
                recipe={colorSwatchRecipe}
                value={HEADER_COLORS[name]}
                size="xs"
                aria-hidden="true"
              />
              <RadioGroup.ItemText>{t(`customizer.colors.${name}`)}</RadioGroup.ItemText>
            </HStack>
          </RadioGroup.Item>
        ))}
      </SimpleGrid>
    </RadioGroup.Root>
  );
}
