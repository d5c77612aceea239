/**
 * Where content scrolled to, or kept in view, starts: clear of the shell's sticky header (the
 * `sizes.header` token) with a little room. For `scrollMarginTop` on anchors and `top` on sticky
 * asides.
 */
export const BELOW_HEADER = 'calc({sizes.header} + {spacing.4})';
