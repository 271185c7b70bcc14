/**
 * zod 4 compiles object parsers with `new Function` unless told not to, and it probes for
 * that ability when a schema is *built*, not only when it parses. The shop's CSP allows no
 * eval, so the probe logs a CSP violation (a console error) on every page that loads the
 * shared schemas (forms, the guest cart). Setting `jitless` through zod's global config
 * object, before any schema module runs, skips both the probe and the compiler.
 *
 * This runs first in the entry and imports nothing, so no module can build a schema before it
 * (lib/zod-messages.ts, which imports the shared package, comes second). The entry does not
 * load zod: importing zod here to call
 * `z.config({ jitless: true })` would put zod back into the first view, and a call placed
 * in the lazy modules that use zod could run after the bundler has already evaluated the
 * schema chunk. zod reads and shares `globalThis.__zod_globalConfig` (zod/v4/core), so
 * filling it in beforehand is what `z.config` would do; zod-jitless.test.ts checks that
 * the installed zod still honours it.
 */
type ZodGlobalConfig = { jitless?: boolean };
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: ZodGlobalConfig };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;
