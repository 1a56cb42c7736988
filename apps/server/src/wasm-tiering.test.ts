import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * In a process of its own (the flags are process-wide and would slow this worker's other tests):
 * sets the flags twice (V8 refuses neither), then compiles and runs a WebAssembly module on the
 * baseline compiler alone.
 */
const SET_AND_RUN = `
const tiering = require('./src/wasm-tiering.ts');
tiering.keepWasmOnBaselineCompiler();
tiering.keepWasmOnBaselineCompiler();
// (module (func (export "answer") (result i32) i32.const 42))
const bytes = new Uint8Array([0,97,115,109,1,0,0,0,1,5,1,96,0,1,127,3,2,1,0,7,10,1,6,97,110,115,119,101,114,0,0,10,6,1,4,0,65,42,11]);
const { answer } = new WebAssembly.Instance(new WebAssembly.Module(bytes)).exports;
console.log(JSON.stringify({ answer: answer() }));
`;

describe('WebAssembly tiering in the server', () => {
  it('sets the baseline-compiler flags, and WebAssembly still runs', () => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', '-e', SET_AND_RUN], {
      encoding: 'utf8',
    });
    expect(JSON.parse(output.trim())).toEqual({ answer: 42 });
  });
});
