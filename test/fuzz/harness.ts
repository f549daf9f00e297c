/**
 * The fuzz harness: each surface takes a mutant's text through the same path as the CLI and the
 * outcome is classified — a ruling, a clean refusal (InputError with a short, printable message),
 * a messy refusal (InputError whose message is over MESSAGE_LIMIT characters or carries control
 * characters), a crash (anything else thrown), or accepted nonsense (a ruling for a mutant whose
 * class must be refused). Shared by test/fuzz/fuzz.test.ts (a bounded sample) and scripts/fuzz.ts.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { judge } from '../../src/harness/judge/judge.ts';
import { InputError } from '../../src/core/regulation/readings.ts';
import { parseSpec } from '../../src/harness/sim/spec.ts';
import { parseJsonText } from '../../src/core/io/json.ts';
import { CLASSES, mutate, type Json, type Mutant, type SurfaceRules } from './mutations.ts';

export const ROOT = new URL('../../', import.meta.url).pathname;
export const MESSAGE_LIMIT = 2_000;

export type Outcome = 'ruling' | 'refusal' | 'messy-refusal' | 'crash' | 'accepted-nonsense';
export const OUTCOMES: readonly Outcome[] = ['ruling', 'refusal', 'messy-refusal', 'crash', 'accepted-nonsense'];

export interface Surface {
  readonly id: 'judge' | 'spec';
  readonly files: readonly string[];
  readonly rules: SurfaceRules;
  /** the CLI's path from text to a result; throws InputError for bad input */
  readonly run: (text: string, source: string) => unknown;
}

const jsonFiles = (dir: string) =>
  readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith('.json') && !f.endsWith('.ruling.json')) // golden rulings are answers, not inputs
    .sort()
    .map((f) => `${dir}/${f}`);

export const SURFACES: readonly Surface[] = [
  {
    id: 'judge',
    files: [...jsonFiles('examples/debertz'), ...jsonFiles('examples/preferans')],
    rules: { freeData: ['expect', 'notes'], freeKeys: ['ledger.pots'], fractionsAllowed: [], cardLists: ['hands', 'talon', 'floor', 'floorFaceUp', 'otherDeck', 'lost', 'deck'] },
    // what `cardlaw judge FILE` does with the file's text
    run: (text, source) => judge(parseJsonText(text, source)),
  },
  {
    id: 'spec',
    files: jsonFiles('sims'),
    rules: { freeData: ['description'], fractionsAllowed: ['irregularities', 'policies.params'], cardLists: [] },
    // what `cardlaw simulate SPEC.json` does with the file's text, before any flag
    run: (text, source) => parseSpec(parseJsonText(text, source), 'fuzz'),
  },
];

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

export function classify(run: () => unknown, mustRefuse: boolean): { outcome: Outcome; detail: string } {
  try {
    run();
    return mustRefuse ? { outcome: 'accepted-nonsense', detail: 'ruled on' } : { outcome: 'ruling', detail: '' };
  } catch (e) {
    if (e instanceof InputError) {
      const m = e.message;
      if (m.length > MESSAGE_LIMIT || CONTROL.test(m)) return { outcome: 'messy-refusal', detail: `${m.length} characters: ${JSON.stringify(m.slice(0, 120))}` };
      return { outcome: 'refusal', detail: m };
    }
    return { outcome: 'crash', detail: `${(e as Error)?.name}: ${String((e as Error)?.message).slice(0, 160)}` };
  }
}

export interface Case {
  readonly file: number;
  readonly cls: number;
  readonly a: number;
  readonly b: number;
}

export const caseArbitrary = (surface: Surface, classes: readonly string[] = CLASSES.map((c) => c.id)): fc.Arbitrary<Case> =>
  fc.record({
    file: fc.nat({ max: surface.files.length - 1 }),
    cls: fc.constantFrom(...classes.map((id) => CLASSES.findIndex((c) => c.id === id))),
    a: fc.nat({ max: 1_000_000 }),
    b: fc.nat({ max: 1_000 }),
  });

const docs = new Map<string, Json>();
function docOf(file: string): Json {
  if (!docs.has(file)) docs.set(file, JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Json);
  return docs.get(file)!;
}

export function mutantOf(surface: Surface, c: Case): Mutant | undefined {
  return mutate(docOf(surface.files[c.file]), CLASSES[c.cls].id, c.a, c.b, surface.rules);
}

export interface Result {
  readonly surface: string;
  readonly file: string;
  readonly cls: string;
  readonly at: string;
  readonly outcome: Outcome;
  readonly detail: string;
}

export function runCase(surface: Surface, c: Case): Result | undefined {
  const m = mutantOf(surface, c);
  if (!m) return undefined;
  const file = surface.files[c.file];
  const { outcome, detail } = classify(() => surface.run(m.text, file), m.mustRefuse);
  return { surface: surface.id, file, cls: m.cls, at: m.at, outcome, detail };
}

// ─────────────────────────────── the command line ───────────────────────────────

/**
 * Real invocations: a quick valid command line, mutated. A refusal must be exit 2 with a
 * "cardlaw: …" message and no stack; exit 0 or 1 is a result; anything else is a crash.
 */
export interface CliMutant {
  readonly argv: string[];
  readonly cls: string;
  readonly mustRefuse: boolean;
}

const CLI_BASES = (out: string): string[][] => [
  ['judge', 'examples/debertz/third-b.json', '--text'],
  ['judge', 'examples/preferans/d05-contract-wrong-count.json'],
  ['gaps', '--ruleset', 'preferans'],
  ['clauses', '--ruleset', 'debertz', '--json'],
  ['diagram', '--ruleset', 'debertz', '--mermaid'],
  ['simulate', 'sims/debertz-2x2.json', '--parties', '2', '--workers', '0', '--quiet', '--out', out],
  ['simulate', '--format', '1x1', '--parties', '2', '--seed', '7', '--workers', '0', '--quiet', '--reading', 'DEB-G8=handicap', '--out', out],
  ['simulate', 'sims/preferans-sochi.json', '--parties', '1', '--shard', '1/3', '--workers', '0', '--quiet', '--out', out],
];
/** value flags whose values are checked (never --out: any name is a folder name) */
const CHECKED_VALUE_FLAGS = ['--ruleset', '--parties', '--seed', '--shard', '--workers', '--format', '--reading'];
const BOOLEAN_FLAGS = ['--text', '--json', '--quiet', '--mermaid'];
const BAD_VALUES = ['-5', '', 'yes', '1e400', '-1/3', 'NaN', '9'.repeat(40), '\u001b[2J', '0x10', '2.5'];
export const CLI_CLASSES = ['bad-value', 'missing-value', 'boolean-with-value', 'unknown-flag', 'drop-token'] as const;

export function cliMutant(cls: string, a: number, b: number, out: string): CliMutant | undefined {
  const base = pick(CLI_BASES(out), a);
  const flagsAt = (names: readonly string[]) => base.map((t, i) => (names.includes(t) ? i : -1)).filter((i) => i >= 0);
  switch (cls) {
    case 'bad-value': {
      const at = flagsAt(CHECKED_VALUE_FLAGS);
      if (!at.length) return undefined;
      const i = pick(at, b);
      const argv = [...base];
      argv[i + 1] = pick(BAD_VALUES, b >> 2);
      // --workers takes auto or a count; "0x10" and friends are not counts
      return { argv, cls, mustRefuse: true };
    }
    case 'missing-value': {
      const at = flagsAt(CHECKED_VALUE_FLAGS);
      if (!at.length) return undefined;
      const i = pick(at, b);
      const argv = [...base.slice(0, i), ...base.slice(i + 2), base[i]];
      return { argv, cls, mustRefuse: true };
    }
    case 'boolean-with-value': {
      const at = flagsAt(BOOLEAN_FLAGS);
      if (!at.length) return undefined;
      const argv = [...base];
      argv[pick(at, b)] += pick(['=yes', '=1', '=', '=false'], b >> 1);
      return { argv, cls, mustRefuse: true };
    }
    case 'unknown-flag':
      return { argv: [...base, pick(['--bogus', '--partys', '--Text', '--seed-x=1', '-z'], b)], cls, mustRefuse: true };
    case 'drop-token': {
      // never the flags that keep a simulation small and in the scratch folder
      const keep = new Set(['--parties', '--workers', '--out', '--quiet']);
      const droppable = base.map((t, i) => i).filter((i) => i > 0 && !keep.has(base[i]) && !keep.has(base[i - 1]));
      if (!droppable.length) return undefined;
      const i = pick(droppable, b);
      return { argv: [...base.slice(0, i), ...base.slice(i + 1)], cls, mustRefuse: false };
    }
    default:
      throw new Error(`unknown CLI mutation class ${cls}`);
  }
}

export function runCli(argv: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/cardlaw.js'), ...argv], { cwd: ROOT, encoding: 'utf8', timeout: 60_000, env: { ...process.env, CARDLAW_DEBUG: '' } });
  return { status: r.status, stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
}

export function classifyCli(r: { status: number | null; stderr: string }, mustRefuse: boolean): { outcome: Outcome; detail: string } {
  const stack = /\n\s+at /.test(r.stderr);
  if ((r.status === 0 || r.status === 1) && !stack) return mustRefuse ? { outcome: 'accepted-nonsense', detail: `exit ${r.status}` } : { outcome: 'ruling', detail: '' };
  if (r.status === 2 && !stack && /^cardlaw( [a-z]+)?: \S/.test(r.stderr)) {
    return r.stderr.length > MESSAGE_LIMIT || CONTROL.test(r.stderr) ? { outcome: 'messy-refusal', detail: r.stderr.slice(0, 120) } : { outcome: 'refusal', detail: r.stderr.trim() };
  }
  return { outcome: 'crash', detail: `exit ${r.status}: ${r.stderr.slice(0, 200)}` };
}

export function runCliCase(cls: string, a: number, b: number): Result | undefined {
  const out = mkdtempSync(join(tmpdir(), 'cardlaw-fuzz-'));
  try {
    const m = cliMutant(cls, a, b, join(out, 'report'));
    if (!m) return undefined;
    const { outcome, detail } = classifyCli(runCli(m.argv), m.mustRefuse);
    return { surface: 'cli', file: m.argv[0], cls, at: JSON.stringify(m.argv.map((t) => (t.startsWith(out) ? 'OUT' : t))), outcome, detail };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const pick = <T>(xs: readonly T[], n: number): T => xs[n % xs.length];

// ─────────────────────────────── the table ───────────────────────────────

export type Counts = Map<string, Record<Outcome | 'inputs', number>>;

export function tally(results: readonly Result[], key: (r: Result) => string): Counts {
  const out: Counts = new Map();
  for (const r of results) {
    const k = key(r);
    if (!out.has(k)) out.set(k, { inputs: 0, ruling: 0, refusal: 0, 'messy-refusal': 0, crash: 0, 'accepted-nonsense': 0 });
    const row = out.get(k)!;
    row.inputs++;
    row[r.outcome]++;
  }
  return out;
}

export function table(counts: Counts, first: string): string {
  const cols = ['inputs', 'refusal', 'ruling', 'crash', 'accepted-nonsense', 'messy-refusal'] as const;
  const head = [first, 'inputs', 'clean refusals', 'rulings', 'crashes', 'accepted nonsense', 'messy refusals'];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  for (const [k, row] of counts) lines.push(`| ${k} | ${cols.map((c) => row[c].toLocaleString('en-US')).join(' | ')} |`);
  return lines.join('\n');
}
