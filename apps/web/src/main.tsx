import './app/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/lib/i18n';
import { App } from './app/app';

const root = createRoot(document.getElementById('root')!);
// A transition renders in slices that leave the phone's main thread free between them (Lighthouse's blocking time).
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
