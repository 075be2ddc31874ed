import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '@/lib/language';

/** Emotion flips every left/right style in Arabic (stylis-plugin-rtl); one cache per direction. */
const caches = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

export function DirectionCache({ direction, children }: { direction: Direction; children: ReactNode }) {
  return <CacheProvider value={caches[direction]}>{children}</CacheProvider>;
}
