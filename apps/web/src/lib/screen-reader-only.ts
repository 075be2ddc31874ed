/**
 * The one style of text read by screen readers and not shown: an announcement, or the rest of a control's name.
 * An `sx` of MUI, a `style` of plain React (the student app's light screens) and of the DOM (the sign-in card).
 */
export const SCREEN_READER_ONLY = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
