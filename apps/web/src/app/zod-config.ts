import { z } from 'zod';

// The Content-Security-Policy allows no eval: zod must not probe for it with `new Function` (a caught
// probe is still reported as a violation) and validates without generated code. Imported first by
// main.tsx, because zod decides when a schema is built, i.e. when the contract module loads.
z.config({ jitless: true });
