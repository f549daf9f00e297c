/**
 * XState, loaded on first use. The compiled and generated engines never need it, and a `cardlaw
 * judge` call runs on the compiled runtime (src/core/statechart/engine.ts, `JUDGE_ENGINE`), so
 * loading the package (CommonJS, about 25–30 ms with Node's module wrapper; issue 10) is left to
 * the code that builds an XState machine or actor: the reference engine, diagrams, the suite's
 * tracer. `require` resolves the same package instance as `import 'xstate'` does (its ES module
 * entry re-exports the CommonJS build), so machines and actors from either mix.
 */
import { createRequire } from 'node:module';

type XState = typeof import('xstate');
let lib: XState | undefined;

export function xstate(): XState {
  return (lib ??= createRequire(import.meta.url)('xstate') as XState);
}
