/**
 * The summary `cardlaw simulate` prints when a run ends: a table for people, or the same figures
 * as JSON (`--json`) for a script.
 */
import type { SimSpec } from '../../core/sim/types.ts';
import type { Tally } from '../../core/report/tally.ts';

const pct = (k: number, n: number) => (n > 0 ? `${((100 * k) / n).toFixed(1)}%` : '—');

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]))).join('  ')).join('\n') + '\n';
}

/**
 * One row per format: deals, the share of each outcome (the ruleset's own outcomes, most frequent
 * first, so the table reads the same for Debertz and Preferans), the number of distinct penalty
 * paths, invariant violations and the most frequent penalty path.
 */
export function summaryTable(spec: SimSpec, tally: Tally): string {
  const totals = new Map<string, number>();
  for (const f of spec.formats) for (const [k, s] of tally.formats.get(f)?.outcomes ?? []) totals.set(k, (totals.get(k) ?? 0) + s.hits);
  const outcomes = [...totals.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 7).map(([k]) => k);
  const rows = [['format', 'parties', 'deals', ...outcomes, 'paths', 'invariant violations', 'most frequent penalty path']];
  for (const f of spec.formats) {
    const ft = tally.formats.get(f);
    if (!ft) continue;
    const violations = [...ft.invariants.values()].reduce((a, s) => a + s.violations, 0);
    let top = '';
    let topCount = 0;
    for (const [p, s] of ft.paths) if (p !== '(none)' && (s.count > topCount || (s.count === topCount && p < top))) [top, topCount] = [p, s.count];
    rows.push([
      f,
      ft.parties.toLocaleString('en-US'),
      ft.deals.toLocaleString('en-US'),
      ...outcomes.map((o) => pct(ft.outcomes.get(o)?.hits ?? 0, ft.deals)),
      String(ft.paths.size),
      String(violations),
      top ? `${pct(topCount, ft.deals)} ${top}` : '',
    ]);
  }
  return table(rows);
}

/**
 * The summary as data (`--json`): per format the parties, deals, every outcome's deals and share,
 * the number of penalty paths, the violations per invariant and the most frequent path — the
 * table's figures, unrounded, for a script.
 */
export function summaryJson(spec: SimSpec, tally: Tally): Record<string, unknown> {
  const share = (n: number, of: number) => (of === 0 ? 0 : Number((n / of).toFixed(6)));
  return {
    tool: 'cardlaw simulate',
    version: 1,
    name: spec.name,
    ruleset: spec.ruleset,
    seed: spec.seed,
    formats: spec.formats.flatMap((f) => {
      const ft = tally.formats.get(f);
      if (!ft) return [];
      let top = '';
      let topCount = 0;
      for (const [p, st] of ft.paths) if (p !== '(none)' && (st.count > topCount || (st.count === topCount && p < top))) [top, topCount] = [p, st.count];
      return [
        {
          format: f,
          parties: ft.parties,
          deals: ft.deals,
          outcomes: Object.fromEntries([...ft.outcomes].sort((a, b) => b[1].hits - a[1].hits || (a[0] < b[0] ? -1 : 1)).map(([k, o]) => [k, { deals: o.hits, share: share(o.hits, ft.deals) }])),
          paths: ft.paths.size,
          invariantViolations: Object.fromEntries([...ft.invariants].map(([k, v]) => [k, v.violations])),
          topPath: top ? { path: top.split(' > '), deals: topCount, share: share(topCount, ft.deals) } : null,
        },
      ];
    }),
  };
}

