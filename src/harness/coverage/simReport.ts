/**
 * Reads what coverage and heat diagrams need from a simulation report folder (reports/README.md):
 * `run.json` (ruleset, formats, readings in force, totals), `clauses.csv` (clauses applied),
 * `gaps.csv` (readings consulted) and, when the simulator writes it, `transitions.csv`:
 *
 *   format,transition,fires,deals
 *   1x1,awaitingDeal:DEALT:1,275310,275310
 *
 * one row per machine transition and format (zeros included), `transition` being the catalogue
 * id `source:EVENT:position` (src/core/statechart/catalogue.ts `transitionId`), `fires` the times it was
 * taken and `deals` the deal attempts on which it was taken at least once.
 *
 * @public
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../../core/regulation/readings.ts';
import { parse } from 'csv-parse/sync';
import { readJsonInput } from '../../core/io/read.ts';

export interface SimulationReport {
  readonly dir: string;
  readonly ruleset: string;
  readonly formats: readonly string[];
  /** the spec's reading overrides */
  readonly overrides: Readonly<Record<string, string>>;
  /** the full reading table in force */
  readonly readings: Readonly<Record<string, string>>;
  readonly detail: string;
  /** clause ids applied at least once */
  readonly clauses: ReadonlySet<string>;
  /** `gap=reading` tags consulted at least once */
  readonly consulted: ReadonlySet<string>;
  /** fires per transition id, summed over formats; null without transitions.csv */
  readonly transitions: ReadonlyMap<string, number> | null;
  /** fires per format and transition id; null without transitions.csv */
  readonly transitionsByFormat: ReadonlyMap<string, ReadonlyMap<string, number>> | null;
}

export const TRANSITIONS_CSV = 'transitions.csv';

export function isReportDir(dir: string): boolean {
  return existsSync(join(dir, 'run.json')) && existsSync(join(dir, 'clauses.csv'));
}

export function readSimulationReport(dir: string): SimulationReport {
  if (!isReportDir(dir)) throw new InputError(`${dir}: not a simulation report (no run.json and clauses.csv; see reports/README.md)`);
  const run = readJson(join(dir, 'run.json')) as { spec?: { ruleset?: string; format?: string[]; formats?: string[]; readings?: Record<string, string>; parties?: number }; readings?: Record<string, string>; results?: { parties?: number; deals?: number } };
  const spec = run.spec ?? {};
  const ruleset = String(spec.ruleset ?? '');
  const formats = spec.format ?? spec.formats ?? [];
  const clauses = new Set(rowsOf(dir, 'clauses.csv', ['clause', 'deals']).filter((r) => Number(r.deals) > 0).map((r) => r.clause));
  const consulted = new Set(rowsOf(dir, 'gaps.csv', ['kind', 'gap', 'reading']).filter((r) => r.kind === 'consulted').map((r) => `${r.gap}=${r.reading}`));
  let transitions: Map<string, number> | null = null;
  let byFormat: Map<string, Map<string, number>> | null = null;
  if (existsSync(join(dir, TRANSITIONS_CSV))) {
    transitions = new Map();
    byFormat = new Map();
    for (const r of rowsOf(dir, TRANSITIONS_CSV, ['format', 'transition', 'fires'])) {
      const n = Number(r.fires);
      if (!Number.isFinite(n) || n < 0) throw new InputError(`${join(dir, TRANSITIONS_CSV)}: fires must be a count, got ${JSON.stringify(r.fires)} (${r.transition})`);
      transitions.set(r.transition, (transitions.get(r.transition) ?? 0) + n);
      if (!byFormat.has(r.format)) byFormat.set(r.format, new Map());
      byFormat.get(r.format)!.set(r.transition, n);
    }
  }
  const res = run.results ?? {};
  const detail = [res.parties !== undefined ? `${res.parties} parties` : '', res.deals !== undefined ? `${res.deals} deals` : ''].filter(Boolean).join(', ') || 'simulation';
  return { dir, ruleset, formats, overrides: spec.readings ?? {}, readings: run.readings ?? {}, detail, clauses, consulted, transitions, transitionsByFormat: byFormat };
}

function readJson(file: string): unknown {
  return readJsonInput(file, 'report file').value;
}

function rowsOf(dir: string, name: string, need: readonly string[]): Record<string, string>[] {
  const file = join(dir, name);
  if (!existsSync(file)) throw new InputError(`${file}: missing`);
  const [header, ...rows] = parseCsv(readFileSync(file, 'utf8'));
  if (!header) return [];
  for (const col of need) if (!header.includes(col)) throw new InputError(`${file}: no column "${col}" (columns: ${header.join(', ')})`);
  return rows.filter((r) => r.length > 1 || r[0] !== '').map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

/** RFC 4180 CSV (what csv-stringify writes): quoted fields, doubled quotes, CRLF or LF. */
export function parseCsv(text: string): string[][] {
  // bom: the reports start with a UTF-8 byte-order mark (for spreadsheets; src/harness/report/csvReport.ts)
  return parse(text, { bom: true, record_delimiter: ['\r\n', '\n'] }) as string[][];
}
