/**
 * The Content-Security-Policy allows no eval: zod must not probe for it with `new Function` (a caught
 * probe is still reported as a violation) and validates without generated code. Imported first by
 * main.tsx, because zod decides when a schema is built, i.e. when the contract module loads.
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig` and adopts an object already there, so the
 * setting is made without importing zod: the sign-in chunk stays free of it (zod-config.test.ts checks
 * that zod reads it).
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// The same object, never a new one: a zod loaded earlier keeps the one it adopted.
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
