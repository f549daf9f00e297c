/**
 * The options every command accepts: the tables node:util `parseArgs` reads, one per command, in
 * a module that loads nothing (the error boundary in cli.ts reads them to suggest the nearest
 * option to a misspelt one, without loading the command). test/cli/options.test.ts holds each
 * table and the command's help (help.ts) together: every option here is in the help, and every
 * option the help names is here.
 *
 * `--help`/`-h` is answered by cli.ts for every command before a table is read; simulate, merge
 * and replay also list it for callers that run them without cli.ts.
 */
import type { ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;
const flag = { type: 'boolean' } as const;
const text = { type: 'string' } as const;
const many = { type: 'string', multiple: true } as const;

export const JUDGE_OPTIONS = { text: flag, json: flag, settle: flag, jsonl: flag, engine: text } as const satisfies Options;
export const REGISTRY_OPTIONS = { ruleset: { type: 'string', default: 'debertz' }, json: flag } as const satisfies Options;

export const SIMULATE_OPTIONS = {
  defaults: flag,
  parties: text,
  seed: text,
  format: text,
  name: text,
  reading: many,
  rate: many,
  policies: text,
  bidding: text,
  play: text,
  param: many,
  discovery: text,
  'batch-parties': text,
  'max-deals': text,
  workers: text,
  out: text,
  shard: text,
  audit: text,
  engine: text,
  quiet: flag,
  json: flag,
  force: flag,
  resume: flag,
  'checkpoint-seconds': text,
  'batch-timeout': text,
  help: flag,
} as const satisfies Options;

export const MERGE_OPTIONS = { out: text, quiet: flag, force: flag, json: flag, help: flag } as const satisfies Options;
/** `--reading` names the alternative side of a gap-impact report's deal */
export const REPLAY_OPTIONS = { seed: text, scenario: flag, json: flag, reading: many, help: flag } as const satisfies Options;
export const SUITE_OPTIONS = { ruleset: text, format: text, readings: text, out: text, budget: text, quiet: flag, force: flag, json: flag } as const satisfies Options;
export const CONFORM_OPTIONS = {
  exec: text,
  timeout: text,
  jobs: text,
  ignore: text,
  case: many,
  json: flag,
  junit: text,
  'max-output': text,
  protocol: text,
} as const satisfies Options;
export const COVERAGE_OPTIONS = { json: flag } as const satisfies Options;
export const DIAGRAM_OPTIONS = { ruleset: text, mermaid: flag, dot: flag, svg: flag, heat: text, format: text, suite: text, out: text } as const satisfies Options;
export const SETTLE_OPTIONS = { text: flag, json: flag } as const satisfies Options;

/** Command → the options its parser accepts. */
/** What compare and gap-impact share with simulate: the spec, the run, the output. */
const COMPARISON_OPTIONS = {
  defaults: flag,
  ruleset: text,
  parties: text,
  seed: text,
  format: text,
  name: text,
  rate: many,
  'max-deals': text,
  'batch-parties': text,
  workers: text,
  shard: text,
  out: text,
  force: flag,
  quiet: flag,
  help: flag,
} as const satisfies Options;
export const COMPARE_OPTIONS = { ...COMPARISON_OPTIONS, reading: many, 'base-reading': many } as const satisfies Options;
export const GAP_IMPACT_OPTIONS = { ...COMPARISON_OPTIONS, reading: many } as const satisfies Options;

export const EXPLORE_OPTIONS = {
  ruleset: text,
  format: text,
  readings: text,
  out: text,
  json: flag,
  'compare-sim': text,
  budget: text,
  force: flag,
  quiet: flag,
  'max-states': text,
  workers: text,
} as const satisfies Options;

export const REPORT_OPTIONS = { out: text, md: text, json: flag } as const satisfies Options;

export const COMMAND_OPTIONS: Readonly<Record<string, Options>> = {
  judge: JUDGE_OPTIONS,
  clauses: REGISTRY_OPTIONS,
  gaps: REGISTRY_OPTIONS,
  simulate: SIMULATE_OPTIONS,
  merge: MERGE_OPTIONS,
  replay: REPLAY_OPTIONS,
  suite: SUITE_OPTIONS,
  conform: CONFORM_OPTIONS,
  coverage: COVERAGE_OPTIONS,
  diagram: DIAGRAM_OPTIONS,
  settle: SETTLE_OPTIONS,
  report: REPORT_OPTIONS,
  compare: COMPARE_OPTIONS,
  'gap-impact': GAP_IMPACT_OPTIONS,
  explore: EXPLORE_OPTIONS,
};

/** `--name` of every option a command accepts, `--help` included (the boundary answers it). */
export function optionNames(command: string): string[] {
  const table = Object.hasOwn(COMMAND_OPTIONS, command) ? COMMAND_OPTIONS[command] : {};
  return [...new Set(['help', ...Object.keys(table)])].map((o) => `--${o}`);
}
