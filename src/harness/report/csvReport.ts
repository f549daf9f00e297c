/**
 * The report of a simulation run, built from a merged tally: the CSV files (csv-stringify,
 * UTF-8, header row; every column is documented in reports/README.md) and run.json. Pure: the
 * same tally, spec and metadata give the same bytes, whatever produced the tally.
 *
 * @public
 */
import { stringify } from 'csv-stringify/sync';
import type { Gap } from '../../core/regulation/types.ts';
import { formatDealId } from '../../core/sim/ids.ts';
import type { InvariantInfo, SimSpec } from '../../core/sim/types.ts';
import { compareStrings, sortedKeys, type FormatTally, type HitStat, type Tally } from '../../core/report/tally.ts';
import { compareIds, fixed, share, wilson } from './csvStats.ts';

export interface ReportContext {
  readonly spec: SimSpec;
  /** the spec as canonical JSON (src/harness/sim/spec.ts specToJson) */
  readonly specJson: Record<string, unknown>;
  readonly readings: Readonly<Record<string, string>>;
  readonly gaps: readonly Gap[];
  readonly invariants: readonly InvariantInfo[];
  readonly clauseGloss: (id: string) => string;
  /**
   * the machine's transition ids in compiled-table order (transitions.csv rows), or null when the
   * ruleset's simulator does not run a statechart (Preferans: no transitions.csv)
   */
  readonly transitionIds?: readonly string[] | null;
  readonly versions: Readonly<Record<string, string>>;
  /** how the run was executed; the only part of the report that may differ between equal runs */
  readonly execution: Readonly<Record<string, unknown>>;
}

export const REPORT_FILES = ['paths.csv', 'clauses.csv', 'gaps.csv', 'invariants.csv', 'outcomes.csv', 'transitions.csv', 'run.json'] as const;

/**
 * The per-party columns, at the end of paths.csv, clauses.csv and gaps.csv (added after the
 * others, so a reader by position still finds the older columns where they were): parties with
 * at least one such deal, their share of the format's parties and its Wilson interval.
 */
export const PARTY_COLUMNS = ['parties', 'party_share', 'party_share_low95', 'party_share_high95'];
export const PATHS_COLUMNS = ['format', 'path', 'count', 'share', 'share_low95', 'share_high95', 'declarer_deals', 'mean_effect', 'min_effect', 'max_effect', 'example_seed', ...PARTY_COLUMNS];
export const CLAUSES_COLUMNS = ['format', 'clause', 'hits', 'deals', 'share', 'example_seed', 'gloss', 'share_low95', 'share_high95', ...PARTY_COLUMNS];
export const GAPS_COLUMNS = ['format', 'kind', 'gap', 'reading', 'detail', 'deals', 'share', 'example_seed', 'title', 'share_low95', 'share_high95', ...PARTY_COLUMNS];
export const INVARIANTS_COLUMNS = ['format', 'invariant', 'per', 'checks', 'applicable', 'violations', 'first_failing_seed', 'first_message', 'description'];
export const TRANSITIONS_COLUMNS = ['format', 'transition', 'fires', 'deals'];
export const OUTCOMES_COLUMNS = ['format', 'level', 'outcome', 'count', 'share', 'share_low95', 'share_high95', 'example_seed'];

/**
 * With a UTF-8 byte-order mark: a spreadsheet opening the file by double-click (Excel on Windows)
 * otherwise decodes it in the local code page and garbles the Cyrillic («Б»). cardlaw's own
 * readers (src/harness/coverage/simReport.ts) skip it.
 */
const csv = (columns: string[], rows: (string | number)[][]): string => stringify(rows, { header: true, columns, eof: true, bom: true });

/** Wilson 95% bounds of `k / n`, printed as the share columns are. */
function interval(k: number, n: number): [string, string] {
  const [lo, hi] = wilson(k, n);
  return [fixed(lo, 6), fixed(hi, 6)];
}

/** The PARTY_COLUMNS values: `parties` of the format's `total` parties. */
const partyCells = (parties: number, total: number): (string | number)[] => [parties, share(parties, total), ...interval(parties, total)];

function formatsOf(ctx: ReportContext, tally: Tally): FormatTally[] {
  // the spec's formats first, in its order; then anything else the tally holds
  const names = [...ctx.spec.formats.filter((f) => tally.formats.has(f)), ...sortedKeys(tally.formats).filter((f) => !ctx.spec.formats.includes(f))];
  return names.map((f) => tally.formats.get(f)!);
}

function pathsCsv(fts: FormatTally[]): string {
  const rows: (string | number)[][] = [];
  for (const ft of fts) {
    const keys = [...ft.paths.keys()].sort((a, b) => ft.paths.get(b)!.count - ft.paths.get(a)!.count || compareStrings(a, b));
    for (const path of keys) {
      const p = ft.paths.get(path)!;
      const [lo, hi] = wilson(p.count, ft.deals);
      const d = p.declarerDeals;
      rows.push([
        ft.format,
        path,
        p.count,
        share(p.count, ft.deals),
        fixed(lo, 6),
        fixed(hi, 6),
        d,
        d > 0 ? fixed(p.sumEffect / d, 2) : '',
        d > 0 ? p.minEffect : '',
        d > 0 ? p.maxEffect : '',
        formatDealId(ft.format, p.example),
        ...partyCells(p.parties, ft.parties),
      ]);
    }
  }
  return csv(PATHS_COLUMNS, rows);
}

function clausesCsv(fts: FormatTally[], ctx: ReportContext): string {
  const rows: (string | number)[][] = [];
  for (const ft of fts) {
    for (const id of [...ft.clauses.keys()].sort(compareIds)) {
      const c = ft.clauses.get(id)!;
      rows.push([ft.format, id, c.hits, c.deals, share(c.deals, ft.deals), formatDealId(ft.format, c.example), ctx.clauseGloss(id), ...interval(c.deals, ft.deals), ...partyCells(c.parties, ft.parties)]);
    }
  }
  return csv(CLAUSES_COLUMNS, rows);
}

function gapsCsv(fts: FormatTally[], ctx: ReportContext): string {
  const title = new Map(ctx.gaps.map((g) => [g.id, g.title]));
  const titleOf = (gaps: string) => gaps.split('/').map((g) => title.get(g) ?? '').filter(Boolean).join(' / ');
  const rows: (string | number)[][] = [];
  for (const ft of fts) {
    const tail = (h: HitStat) => [...interval(h.deals, ft.deals), ...partyCells(h.parties, ft.parties)];
    const consulted = [...ft.consulted.keys()].map((k) => k.split('=') as [string, string]).sort((a, b) => compareIds(a[0], b[0]) || compareStrings(a[1], b[1]));
    for (const [gap, reading] of consulted) {
      const h = ft.consulted.get(`${gap}=${reading}`)!;
      rows.push([ft.format, 'consulted', gap, reading, '', h.deals, share(h.deals, ft.deals), formatDealId(ft.format, h.example), titleOf(gap), ...tail(h)]);
    }
    const silences = [...ft.silences.keys()].sort((a, b) => compareIds(a, b));
    for (const key of silences) {
      const [gap, kind, clauses] = key.split('|');
      const h = ft.silences.get(key)!;
      rows.push([ft.format, kind, gap, ctx.readings[gap] ?? '', `candidate clauses: ${clauses}`, h.deals, share(h.deals, ft.deals), formatDealId(ft.format, h.example), titleOf(gap), ...tail(h)]);
    }
    for (const key of [...ft.findings.keys()].sort(compareStrings)) {
      const m = /^(.*) \((.*)\)$/.exec(key);
      const gap = m ? m[2] : '';
      const h = ft.findings.get(key)!;
      const reading = gap
        .split('/')
        .map((g) => ctx.readings[g] ?? '')
        .join('/');
      rows.push([ft.format, 'finding', gap, reading, m ? m[1] : key, h.deals, share(h.deals, ft.deals), formatDealId(ft.format, h.example), titleOf(gap), ...tail(h)]);
    }
  }
  return csv(GAPS_COLUMNS, rows);
}

function invariantsCsv(fts: FormatTally[], ctx: ReportContext): string {
  const rows: (string | number)[][] = [];
  for (const ft of fts) {
    for (const inv of ctx.invariants) {
      const s = ft.invariants.get(inv.id) ?? { checks: 0, applicable: 0, violations: 0, firstFailing: -1, firstMessage: '' };
      rows.push([ft.format, inv.id, inv.per, s.checks, s.applicable, s.violations, formatDealId(ft.format, s.firstFailing), s.firstMessage, inv.description]);
    }
  }
  return csv(INVARIANTS_COLUMNS, rows);
}

function outcomesCsv(fts: FormatTally[]): string {
  const rows: (string | number)[][] = [];
  for (const ft of fts) {
    const emit = (level: string, m: FormatTally['outcomes'], n: number) => {
      const keys = [...m.keys()].sort((a, b) => m.get(b)!.hits - m.get(a)!.hits || compareStrings(a, b));
      for (const k of keys) {
        const h = m.get(k)!;
        const [lo, hi] = wilson(h.hits, n);
        rows.push([ft.format, level, k, h.hits, share(h.hits, n), fixed(lo, 6), fixed(hi, 6), formatDealId(ft.format, h.example)]);
      }
    };
    emit('deal', ft.outcomes, ft.deals);
    emit('party', ft.partyEnds, ft.parties);
  }
  return csv(OUTCOMES_COLUMNS, rows);
}

/**
 * One row per machine transition and format, zeros included, in table order; null (no file) when
 * the simulator has no machine or a format's tally counted no transitions (the XState engine).
 */
function transitionsCsv(fts: FormatTally[], ctx: ReportContext): string | null {
  const ids = ctx.transitionIds;
  if (!ids || ids.length === 0 || fts.length === 0 || fts.some((ft) => ft.transitions.size === 0)) return null;
  const rows: (string | number)[][] = [];
  for (const ft of fts) {
    for (const id of ids) {
      const t = ft.transitions.get(id);
      rows.push([ft.format, id, t ? t.fires : 0, t ? t.deals : 0]);
    }
  }
  return csv(TRANSITIONS_COLUMNS, rows);
}

function runJson(fts: FormatTally[], ctx: ReportContext): string {
  const formats: Record<string, unknown> = {};
  let deals = 0;
  let parties = 0;
  for (const ft of fts) {
    deals += ft.deals;
    parties += ft.parties;
    const irregularities: Record<string, unknown> = {};
    for (const k of sortedKeys(ft.irregularities)) irregularities[k] = ft.irregularities.get(k);
    formats[ft.format] = {
      parties: ft.parties,
      deals: ft.deals,
      dealsPerParty: { mean: Number(fixed(ft.parties > 0 ? ft.deals / ft.parties : 0, 3)), min: Number.isFinite(ft.dealsPerPartyMin) ? ft.dealsPerPartyMin : null, max: ft.dealsPerPartyMax },
      irregularities,
      invariantViolations: [...ft.invariants.values()].reduce((a, s) => a + s.violations, 0),
    };
  }
  const readings: Record<string, string> = {};
  for (const g of ctx.gaps) if (ctx.readings[g.id] !== undefined) readings[g.id] = ctx.readings[g.id];
  const out = {
    spec: ctx.specJson,
    seed: ctx.spec.seed,
    readings,
    versions: ctx.versions,
    results: { parties, deals, formats },
    execution: ctx.execution,
  };
  return JSON.stringify(out, null, 2) + '\n';
}

/** Every file of the report, by name (transitions.csv only for a statechart simulator's run). */
export function buildReport(tally: Tally, ctx: ReportContext): Record<string, string> {
  const fts = formatsOf(ctx, tally);
  const transitions = transitionsCsv(fts, ctx);
  return {
    'paths.csv': pathsCsv(fts),
    'clauses.csv': clausesCsv(fts, ctx),
    'gaps.csv': gapsCsv(fts, ctx),
    'invariants.csv': invariantsCsv(fts, ctx),
    'outcomes.csv': outcomesCsv(fts),
    ...(transitions === null ? {} : { 'transitions.csv': transitions }),
    'run.json': runJson(fts, ctx),
  };
}
