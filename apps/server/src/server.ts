import { keepWasmOnBaselineCompiler } from './wasm-tiering';
import { keepYoungGenerationSmall } from './young-generation';

// Before the server's modules load: loading them is what grows the young generation.
keepYoungGenerationSmall();
keepWasmOnBaselineCompiler();
await import('./start-server');
