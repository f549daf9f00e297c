import type { Regulation } from '../../core/regulation/types.ts';

/** Plain-text listings of a ruleset's clauses and gaps for committee members. */
export function formatClauses(r: Regulation): string {
  const out: string[] = [`${r.title}: ${r.clauses.length} clauses`, ''];
  for (const c of r.clauses) {
    out.push(`${c.id}${c.heading ? `  [${c.heading}]` : ''}`);
    out.push(`  ${c.text}`);
    out.push(`  — ${c.gloss}`);
    out.push('');
  }
  return out.join('\n');
}

export function formatGaps(r: Regulation): string {
  const counts = { switch: 0, fixed: 0, 'not-modelled': 0 };
  for (const g of r.gaps) counts[g.status]++;
  const out: string[] = [`${r.title}: ${r.gaps.length} gaps (${counts.switch} switches, ${counts.fixed} fixed, ${counts['not-modelled']} not modelled)`, ''];
  for (const g of r.gaps) {
    out.push(`${g.id}  ${g.title}  [${g.status}]${g.clauses.length ? `  (${g.clauses.join(', ')})` : ''}`);
    out.push(`  ${g.question}`);
    for (const rd of g.readings) out.push(`  ${rd.id === g.default ? '*' : ' '} ${rd.id}: ${rd.summary}`);
    out.push(`  note: ${g.note}`);
    out.push('');
  }
  return out.join('\n');
}
