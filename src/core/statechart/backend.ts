/**
 * The two implementations of the compiled (non-XState) engine over one table: the interpreter
 * (`runtime.ts`, `'table'`) and the generated code (`generatedRuntime.ts`, `'generated'`). Both
 * have the same interface; `'auto'` takes the generated code when a checked-in module matches the
 * table's structure and the interpreter otherwise (a test build of a machine, a stale module).
 */
import type { CompiledTable } from './compile.ts';
import type { MachineEvent } from './definition.ts';
import { createGeneratedRuntime, hasGeneratedCode, type GeneratedRuntime } from './generatedRuntime.ts';
import { createRuntime, type Runtime, type RuntimeOptions } from './runtime.ts';

export type Backend = 'table' | 'generated' | 'auto';

/** What the runtime of either backend offers (the interface of `createRuntime`'s result). */
export type HotRuntime<C, E extends MachineEvent> = Runtime<C, E> | GeneratedRuntime<C, E>;

export function resolveBackend(backend: Backend, table: CompiledTable<any, any>): 'table' | 'generated' {
  if (backend !== 'auto') return backend;
  return hasGeneratedCode(table) ? 'generated' : 'table';
}

export function createBackendRuntime<C, E extends MachineEvent>(backend: Backend, table: CompiledTable<C, E>, context: C, options?: RuntimeOptions): HotRuntime<C, E> {
  return resolveBackend(backend, table) === 'generated' ? createGeneratedRuntime(table, context, options) : createRuntime(table, context, options);
}
