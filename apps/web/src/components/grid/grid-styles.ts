import { alpha, type Theme } from '@mui/material';
import { keyframes } from '@mui/material/styles';

// An outline, not a background: the cell's own text colours (red for Absent) keep their contrast throughout.
const changedFlash = (theme: Theme) => keyframes`
  from { box-shadow: inset 0 0 0 3px ${theme.palette.info.main}; }
  to { box-shadow: inset 0 0 0 3px ${alpha(theme.palette.info.main, 0)}; }
`;

/**
 * One rule set for the whole sheet: rows and cells are plain elements with roles and data attributes. A row is
 * at least `minWidth` wide (the columns' own widths), so a narrow screen scrolls the sheet sideways, and the first
 * column (the student) stays pinned at the start edge while it does: a phone never shows a mark beside a name
 * cut to its last letters.
 */
export const gridStyles = (template: string, rowHeight: number, minWidth: number) => (theme: Theme) => ({
  overflow: 'auto',
  position: 'relative' as const,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  '& [role="row"]': { display: 'grid', gridTemplateColumns: template, height: rowHeight, width: '100%', minWidth },
  '& > [role="row"]': { position: 'sticky' as const, top: 0, zIndex: 2, bgcolor: 'background.paper' },
  '& [role="row"] > :first-of-type': {
    position: 'sticky' as const,
    insetInlineStart: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    borderInlineEnd: `1px solid ${theme.palette.divider}`,
  },
  '& [role="rowgroup"] > [role="row"]': { position: 'absolute' as const, top: 0 },
  '& [role="columnheader"], & [role="gridcell"]': {
    px: 1,
    display: 'flex',
    flexDirection: 'column' as const,
    justifyContent: 'center',
    overflow: 'hidden',
    whiteSpace: 'nowrap' as const,
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& [role="columnheader"]': { fontWeight: 600, borderBottomWidth: 2 },
  '& .grid-header-text': { overflow: 'hidden', textOverflow: 'ellipsis' },
  '& [role="gridcell"]': { cursor: 'pointer', outline: 'none' },
  '& [role="gridcell"][data-kind="text"]': { cursor: 'default', alignItems: 'flex-start' },
  '& .grid-cell-text': { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' },
  '& [role="gridcell"][data-tone="success"]': { color: theme.palette.success.dark },
  '& [role="gridcell"][data-tone="error"]': { color: theme.palette.error.dark },
  '& [role="gridcell"][data-tone="warning"]': { color: theme.palette.warning.dark },
  '& [role="gridcell"][data-staged]': { bgcolor: alpha(theme.palette.warning.main, 0.12), fontWeight: 600 },
  // Saved offline, not sent yet: a dashed frame and the caption that says so (not the colour alone).
  '& [role="gridcell"][data-queued]': { fontWeight: 600, outline: `2px dashed ${theme.palette.info.main}`, outlineOffset: -4 },
  '& [role="gridcell"][aria-invalid="true"]': { boxShadow: `inset 0 0 0 1px ${theme.palette.error.main}` },
  '& [role="gridcell"]:focus, & [role="gridcell"]:focus-within': { boxShadow: `inset 0 0 0 2px ${theme.palette.primary.main}` },
  // A cell someone else just changed: a highlight that fades, steady where motion is reduced (with its caption).
  '& [role="gridcell"][data-changed]': {
    animation: `${changedFlash(theme)} 4s ease-out`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none', boxShadow: `inset 0 0 0 2px ${theme.palette.info.main}` },
  },
  '& .grid-cell-changed': { color: 'text.primary', fontSize: '0.7rem', fontWeight: 400, overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .grid-cell-cleared': { fontStyle: 'italic', fontWeight: 400 },
  '& .grid-cell-queued': { color: 'text.secondary', fontSize: '0.7rem', fontWeight: 400, overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .grid-cell-error': { color: 'error.main', fontSize: '0.7rem', fontWeight: 400, whiteSpace: 'normal' as const },
});
