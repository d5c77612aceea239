/**
 * A two-choice scope switch (the patient list's caseload / whole clinic, the day's mine / the
 * clinic's, the calendar's views): the chosen scope filled with the palette's solid colour, its
 * label in the contrasting colour and heavier: the grey track's faint shadowed white did not mark
 * it (WCAG 2.2 non-text contrast asks 3:1; blue.600 on the muted grey track is about 5:1, the
 * white label on it 5.7:1). Pass as `css` of a `SegmentGroup.Root` with `colorPalette="blue"`.
 *
 * The chosen item is filled itself, with no `SegmentGroup.Indicator`: the indicator is placed by
 * measuring the chosen item once the switch has mounted, which made the browser lay out the whole
 * new page inside the render's task and then render the switch again with the measure; the
 * patient list's rows and the week reached the screen only after both (issue 35,
 * docs/performance.md). What is lost is the fill's slide from one choice to the next.
 */
export const SCOPE_CHOSEN = {
  // The recipe's own rule for the chosen item before the switch mounts has `[data-ssr]`.
  '& [data-part=item][data-state=checked], & [data-part=item][data-state=checked][data-ssr]': {
    bg: 'colorPalette.solid',
    color: 'colorPalette.contrast',
    fontWeight: 'semibold',
    shadow: 'sm',
  },
} as const;
