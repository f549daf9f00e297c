// The compiled runtimes every equivalence property runs against XState: the table interpreter
// (runtime.ts) and the generated code (generatedRuntime.ts). Explicit, never 'auto': a missing or
// stale generated module must fail the property, not fall back to the interpreter.
export const BACKENDS = ['table', 'generated'] as const;
