import {
  Button,
  Field,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  SegmentGroup,
  Wrap,
} from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { CalendarView } from '../../machines/calendar/calendar-place';
import { useT } from '../i18n/i18n-context';
import { nativeSelectSlotRecipe, segmentGroupSlotRecipe } from '../theme/recipes';
import { SCOPE_CHOSEN } from '../theme/scope-chosen';

export interface CalendarToolbarProps {
  view: CalendarView;
  /** The place's date, `YYYY-MM-DD`. */
  date: string;
  onView: (view: CalendarView) => void;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
  onDate: (date: string) => void;
  /** Whose calendar, for the week and the agenda; null when there is no choice to make. */
  whose: { value: string; options: { value: string; label: string }[] } | null;
  onWhose: (value: string) => void;
}

const VIEWS: CalendarView[] = ['day', 'week', 'agenda'];
/** The chevrons point the way time goes: mirrored right-to-left. */
const MIRRORED = { _rtl: { '& svg': { transform: 'scaleX(-1)' } } };

/**
 * The calendar's toolbar: day, week or agenda; previous, today, next; a date (the native picker);
 * and, where the viewer may choose, whose calendar (their own, the whole clinic, a clinician).
 */
export function CalendarToolbar(props: CalendarToolbarProps) {
  const t = useT();
  return (
    <Wrap gap="3" align="end" role="toolbar" aria-label={t('calendar.toolbar.label')}>
      <SegmentGroup.Root
        recipe={segmentGroupSlotRecipe}
        aria-label={t('calendar.toolbar.view')}
        value={props.view}
        onValueChange={(details) => props.onView(details.value as CalendarView)}
        colorPalette="blue"
        css={SCOPE_CHOSEN}
      >
        <SegmentGroup.Items
          items={VIEWS.map((view) => ({ value: view, label: t(`calendar.toolbar.views.${view}`) }))}
        />
      </SegmentGroup.Root>
      <HStack gap="1">
        <IconButton
          variant="outline"
          size="sm"
          css={MIRRORED}
          aria-label={t(`calendar.toolbar.previous.${props.view}`)}
          onClick={() => props.onStep(-1)}
        >
          <ChevronLeft aria-hidden="true" />
        </IconButton>
        <Button variant="outline" size="sm" onClick={props.onToday}>
          {t('calendar.toolbar.today')}
        </Button>
        <IconButton
          variant="outline"
          size="sm"
          css={MIRRORED}
          aria-label={t(`calendar.toolbar.next.${props.view}`)}
          onClick={() => props.onStep(1)}
        >
          <ChevronRight aria-hidden="true" />
        </IconButton>
      </HStack>
      <Field.Root width="auto">
        <Field.Label fontSize="sm">{t('calendar.toolbar.date')}</Field.Label>
        <Input
          type="date"
          size="sm"
          value={props.date}
          onChange={(event) => {
            if (event.target.value) props.onDate(event.target.value);
          }}
        />
      </Field.Root>
      {props.whose && (
        <Field.Root width="auto">
          <Field.Label fontSize="sm">{t('calendar.toolbar.whose')}</Field.Label>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm">
            <NativeSelect.Field
              value={props.whose.value}
              onChange={(event) => props.onWhose(event.target.value)}
            >
              {props.whose.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
    </Wrap>
  );
}
