import { Button, Menu } from '@chakra-ui/react';
import type { NoteSection } from '../../../common/contracts/notes.contract';
import { useI18n } from '../i18n/i18n-context';
import { menuSlotRecipe } from '../theme/recipes';
import { OverlayPortal } from '../theme/overlay-portal';

export interface AiDraftMoveMenuProps {
  /** The sentence, to name the menu for a screen reader. */
  text: string;
  /** Where it is now: left out of the menu. */
  section: NoteSection;
  sections: readonly NoteSection[];
  onMove: (section: NoteSection) => void;
  /** Start open (stories). */
  defaultOpen?: boolean;
}

/** "Move to…": the draft's other sections, for a sentence the drafter filed in the wrong one. */
export function AiDraftMoveMenu(props: AiDraftMoveMenuProps) {
  const { t } = useI18n();
  const others = props.sections.filter((section) => section !== props.section);
  return (
    <Menu.Root
      recipe={menuSlotRecipe}
      defaultOpen={props.defaultOpen}
      onSelect={(details) => {
        const chosen = others.find((section) => section === details.value);
        if (chosen) props.onMove(chosen);
      }}
    >
      <Menu.Trigger asChild>
        <Button
          size="xs"
          variant="outline"
          aria-label={t('notes.ai.review.moveLabel', { text: props.text })}
          flexShrink={0}
        >
          {t('notes.ai.review.moveTo')}
        </Button>
      </Menu.Trigger>
      <OverlayPortal>
        <Menu.Positioner>
          <Menu.Content minW="10rem">
            {others.map((section) => (
              <Menu.Item key={section} value={section}>
                {t(`notes.section.${section}`)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </OverlayPortal>
    </Menu.Root>
  );
}
