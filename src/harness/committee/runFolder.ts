/**
 * Reads a cardlaw run folder for the committee report: run.json and whichever CSV files are
 * present. A simulate run holds paths/clauses/gaps/invariants/outcomes(/transitions).csv
 * (src/harness/report/csvReport.ts); a compare run (run.json `"kind": "compare"`) diff.csv and
 * changed-paths.csv; a gap-impact run (`"kind": "gap-impact"`) gap-impact.csv (issue 12). Every
 * section of the report renders from the tables found here, so a missing file is `undefined`,
 * never an error; a file that is present but malformed is an InputError naming file and column,
 * because a half-read table would print wrong numbers on paper.
 *
 * @public
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { InputError } from '../../core/regulation/readings.ts';
import { readJsonInput } from '../../core/io/read.ts';

export type Row = Readonly<Record<string, string>>;
export type RunKind = 'simulate' | 'compare' | 'gap-impact';

/** The columns each table must have (others are read when present); a missing one is refused. */
export const REQUIRED_COLUMNS = {
  'paths.csv': ['format', 'path', 'count', 'share', 'share_low95', 'share_high95', 'example_seed'],
  'clauses.csv': ['format', 'clause', 'deals', 'share', 'share_low95', 'share_high95'],
  'gaps.csv': ['format', 'kind', 'gap', 'reading', 'deals', 'share'],
  'invariants.csv': ['format', 'invariant', 'checks', 'violations'],
  'outcomes.csv': ['format', 'level', 'outcome', 'count', 'share', 'share_low95', 'share_high95'],
  'transitions.csv': ['format', 'transition', 'fires', 'deals'],
  // compare and gap-impact: src/harness/compare/report.ts writes them (columns in reports/README.md)
  'diff.csv': ['format', 'deals', 'changed', 'changed_share', 'changed_low95', 'changed_high95', 'outcome_changed', 'only_points', 'only_marks', 'only_entries', 'point_unit', 'mean_point_swing', 'max_point_swing', 'winner_changed', 'winner_changed_share'],
  'changed-paths.csv': ['format', 'baseline_outcome', 'baseline_path', 'alternative_outcome', 'alternative_path', 'change', 'count', 'share', 'share_low95', 'share_high95', 'example_seed'],
  'gap-impact.csv': ['format', 'rank', 'gap', 'baseline_reading', 'alternative_reading', 'deals', 'reached', 'reached_per_1000', 'decisive', 'decisive_per_1000', 'decisive_ci_low', 'decisive_ci_high'],
} as const;

export type TableName = keyof typeof REQUIRED_COLUMNS;
export const TABLE_NAMES = Object.keys(REQUIRED_COLUMNS) as TableName[];

/** Numeric columns checked when present: a non-number there is a malformed file. */
const NUMERIC = new Set([
  ...['count', 'deals', 'hits', 'share', 'share_low95', 'share_high95', 'checks', 'violations', 'fires', 'parties', 'rank'],
  ...['changed', 'outcome_changed', 'only_points', 'only_marks', 'only_entries', 'winner_changed'].flatMap((c) => [c, `${c}_share`, `${c}_low95`, `${c}_high95`]),
  ...['mean_point_swing', 'max_point_swing', 'path_only', 'changed_same_facts', 'alternative_deals'],
  ...['reached', 'reached_per_1000', 'decisive', 'decisive_per_1000', 'decisive_ci_low', 'decisive_ci_high', 'decisive_share_of_reached', 'decisive_same_facts'],
]);

export interface RunFolder {
  readonly dir: string;
  readonly kind: RunKind;
  readonly ruleset: string;
  readonly name: string;
  readonly run: Readonly<Record<string, unknown>>;
  readonly tables: Partial<Record<TableName, readonly Row[]>>;
}

const KINDS: readonly RunKind[] = ['simulate', 'compare', 'gap-impact'];

/** Reads and checks the folder; throws InputError naming the problem (exit 2, nothing written). */
export function readRunFolder(dir: string): RunFolder {
  if (!existsSync(dir)) throw new InputError(`report: ${dir}: no such folder`);
  if (!statSync(dir).isDirectory()) throw new InputError(`report: ${dir}: not a folder (give a run folder, e.g. reports/<run>)`);
  const runFile = join(dir, 'run.json');
  if (!existsSync(runFile)) throw new InputError(`report: ${dir}: not a cardlaw report (no run.json; see reports/README.md)`);
  const raw = readJsonInput(runFile, 'run description (run.json)').value;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new InputError(`report: ${runFile}: must be a JSON object`);
  const run = raw as Record<string, unknown>;
  const kindRaw = run.kind ?? 'simulate';
  if (typeof kindRaw !== 'string' || !KINDS.includes(kindRaw as RunKind)) throw new InputError(`report: ${runFile}: unknown kind ${JSON.stringify(kindRaw)} (one of: ${KINDS.join(', ')})`);
  const spec = (run.spec ?? {}) as Record<string, unknown>;
  const ruleset = String(spec.ruleset ?? run.ruleset ?? '');
  if (ruleset !== 'debertz' && ruleset !== 'preferans') throw new InputError(`report: ${runFile}: no ruleset (spec.ruleset must be debertz or preferans, got ${JSON.stringify(ruleset)})`);
  const tables: Partial<Record<TableName, readonly Row[]>> = {};
  for (const name of TABLE_NAMES) {
    const file = join(dir, name);
    if (existsSync(file)) tables[name] = readTable(file, REQUIRED_COLUMNS[name]);
  }
  if (Object.keys(tables).length === 0) throw new InputError(`report: ${dir}: not a cardlaw report (run.json but none of ${TABLE_NAMES.join(', ')})`);
  return { dir, kind: kindRaw as RunKind, ruleset, name: String(spec.name ?? run.name ?? dir), run, tables };
}

/** One CSV file as rows keyed by header; refuses ragged rows, missing columns and non-numbers. */
export function readTable(file: string, required: readonly string[]): Row[] {
  let records: string[][];
  try {
    // bom: cardlaw's CSVs start with a byte-order mark for spreadsheets (src/harness/report/csvReport.ts)
    records = parse(readFileSync(file, 'utf8'), { bom: true, record_delimiter: ['\r\n', '\n'], skip_empty_lines: true }) as string[][];
  } catch (e) {
    throw new InputError(`report: ${file}: malformed CSV (${(e as Error).message.split('\n')[0].slice(0, 160)})`);
  }
  const [header, ...body] = records;
  if (!header) throw new InputError(`report: ${file}: empty (no header row)`);
  for (const col of required) if (!header.includes(col)) throw new InputError(`report: ${file}: no column "${col}" (columns: ${header.join(', ')})`);
  return body.map((r, i) => {
    const row = Object.fromEntries(header.map((h, j) => [h, r[j] ?? '']));
    for (const h of header) {
      if (NUMERIC.has(h) && row[h] !== '' && !Number.isFinite(Number(row[h]))) throw new InputError(`report: ${file}: row ${i + 2}, column "${h}": not a number (${JSON.stringify(row[h].slice(0, 40))})`);
    }
    return row;
  });
}

/** The number in a cell; NaN for an empty one (a column the writer leaves blank, e.g. mean_effect). */
export const num = (v: string | undefined): number => (v === undefined || v === '' ? NaN : Number(v));
