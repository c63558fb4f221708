// zod 4 probes `new Function("")` on the first object parse to decide whether to compile parsers.
// Under our CSP (script-src 'self', no 'unsafe-eval') the probe is refused, and Chromium records a
// CSP issue that costs every form page its Lighthouse best-practices points. `jitless`
// skips the probe. zod keeps its settings on this global object, so setting it here costs no
// bytes of zod in the first load, and works whichever module runs first.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
