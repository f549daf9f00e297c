import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // vitest's default (CPUs − 1) runs one file at a time on a two-core machine: the suite then
    // took 468 s wall; two workers took 247 s. Many files wait on child processes (the CLI,
    // the worker pool) rather than compute, so one worker per core keeps both busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
