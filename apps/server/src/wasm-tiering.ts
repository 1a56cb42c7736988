import { setFlagsFromString } from 'node:v8';

/**
 * V8 flags that keep WebAssembly on its baseline compiler (Liftoff). With tiering on, V8 recompiles
 * embedded PostgreSQL's hot functions with its optimising compiler a second after they first run,
 * which takes about 500 MB of compiler memory for a few seconds and leaves more code resident; the
 * catalogue's queries spend their time in JavaScript, not in PostgreSQL, and are as fast without it
 * (measurements in docs/decisions/033-embedded-memory.md). Both flags are needed when set at run
 * time: their implications are only applied to flags given on the command line.
 */
export const BASELINE_WASM_FLAGS: readonly string[] = [
  '--no-wasm-tier-up',
  '--no-wasm-dynamic-tiering',
];

/**
 * Sets BASELINE_WASM_FLAGS, before embedded PostgreSQL's module is compiled. The
 * server calls it at start (server.ts); tests, the CLI and the first start's child keep V8's optimising
 * tier, which is faster for their heavier PostgreSQL work (migrations, imports, seeding).
 */
export function keepWasmOnBaselineCompiler(): void {
  for (const flag of BASELINE_WASM_FLAGS) setFlagsFromString(flag);
}
