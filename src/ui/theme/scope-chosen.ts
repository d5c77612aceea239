/**
 * A two-choice scope switch (the patient list's caseload / whole clinic, the day's mine / the
 * clinic's): the chosen scope filled with the palette's solid colour, its label in the
 * contrasting colour and heavier: the grey track's faint shadowed white did not mark it (WCAG
 * 2.2 non-text contrast asks 3:1; blue.600 on the muted grey track is about 5:1, the white label
 * on it 5.7:1). Pass as `css` of a `SegmentGroup.Root` with `colorPalette="blue"`.
 */
export const SCOPE_CHOSEN = {
  '--segment-indicator-bg': 'colors.colorPalette.solid',
  '& [data-part=item][data-state=checked]': {
    color: 'colorPalette.contrast',
    fontWeight: 'semibold',
  },
  '& [data-part=item][data-state=checked][data-ssr]': { bg: 'colorPalette.solid' },
} as const;
