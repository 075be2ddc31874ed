import { Box } from '@mui/material';
import { useEffect, useState } from 'react';

const POSITIONS = [
  { top: '8%', left: '6%' },
  { top: '70%', left: '55%' },
  { top: '35%', left: '30%' },
  { top: '78%', left: '8%' },
  { top: '12%', left: '60%' },
];

/**
 * The viewer's name or e-mail over a player, moving every few seconds (beyond fixed anchors) so a screen
 * recording still names who made it. It takes no pointer events: the player stays usable.
 */
export function MovingWatermark({ text, intervalMs = 4000 }: { text: string; intervalMs?: number }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((current) => (current + 1) % POSITIONS.length), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return (
    <Box
      aria-hidden
      data-testid="watermark"
      sx={{
        position: 'absolute',
        ...POSITIONS[index],
        transition: 'top 1.5s ease, left 1.5s ease',
        pointerEvents: 'none',
        userSelect: 'none',
        color: 'rgba(255,255,255,0.55)',
        textShadow: '0 0 3px rgba(0,0,0,0.7)',
        fontSize: 14,
        fontWeight: 600,
        zIndex: 2,
        whiteSpace: 'nowrap',
      }}
    >
      {text}
    </Box>
  );
}
