import { Box } from '@mui/material';

/** Past this length a clamped text may be cut: the whole of it is its title. */
const TITLE_FROM = 40;

/**
 * A table cell's text, wrapped anywhere (a name of one long word, emoji, Arabic) and clipped after three
 * lines at most 20rem wide, the whole text in its title: a 178-character name keeps Email and Actions on
 * screen, on a desktop and on a phone.
 */
export function CellText({ text }: { text: string }) {
  return (
    <Box
      component="span"
      title={text.length > TITLE_FROM ? text : undefined}
      sx={{
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: 3,
        overflow: 'hidden',
        overflowWrap: 'anywhere',
        maxWidth: '20rem',
      }}
    >
      {text}
    </Box>
  );
}
