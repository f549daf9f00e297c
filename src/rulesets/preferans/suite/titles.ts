/**
 * One-line titles for generated Preferans cases, from the scenario and the ruling: what happened
 * (a misdeal, a wrong count found and by whom, an irregularity), what the regulation did about
 * it, and under which table and readings.
 *
 * @internal
 */
import type { Json, Verdict } from '../../../core/suite/types.ts';

const LEDGER: Record<string, string> = {
  four: '4 players',
  'dealer-warned': 'the dealer warned once',
  closing: 'the pools about to close',
};

function countsText(scenario: Json): string {
  const hands = (scenario.hands as string[][]).map((h) => h.length);
  const talon = (scenario.talon as string[]).length;
  const wrong = hands.map((n, seat) => (n !== 10 && n !== 0 ? `seat ${seat} holds ${n}` : '')).filter(Boolean);
  if (talon !== 2) wrong.push(`the talon holds ${talon}`);
  return wrong.join(', ');
}

function happening(scenario: Json): string {
  const events = scenario.events as Json[];
  const parts: string[] = [];
  // a wrong count nobody finds (a long hand that can revoke in the last trick) is said with what happened
  const unnoticed = events.some((x) => x.discover !== undefined) ? '' : countsText(scenario);
  for (const e of events) {
    if (e.misdeal !== undefined) parts.push(`misdeal (${String(e.misdeal)})`);
    else if (e.call === 'here') parts.push(`seat ${String(e.seat)} holds with «здесь»`);
    else if (e.discover !== undefined) {
      const late = events.some((x) => x.score !== undefined) ? 'after the result is written, ' : '';
      parts.push(`${late}seat ${(e.discover as Json).by} finds a wrong count (${countsText(scenario) || 'a wrong discard'})`);
    } else if (e.irregularity !== undefined) parts.push(`seat ${String(e.seat)}: ${String(e.irregularity)}${unnoticed ? ` (unnoticed: ${unnoticed})` : ''}`);
    else if (e.choice !== undefined) parts.push(((e.choice as Json).redeal as number[]).length ? 'a redeal is demanded' : 'no redeal is demanded');
  }
  return parts.join('; ');
}

export function preferansTitle(c: { readonly format: string; readonly ledger: string; readonly overrides: Readonly<Record<string, string>>; readonly scenario: Json; readonly verdict: Verdict }): string {
  const where = [LEDGER[c.ledger], ...Object.entries(c.overrides).map(([g, r]) => `${g} ${r}`)].filter(Boolean);
  const head = `${c.format}${where.length ? ` [${where.join(', ')}]` : ''}`;
  const what = happening(c.scenario) || 'an ordinary deal';
  if (c.verdict.kind === 'rejected') return `${head}: ${what}: rejected`;
  const r = c.verdict.ruling;
  const trail = (r.trail as string[]) ?? [];
  const contract = r.contract ? ` ${String(r.contract)}` : '';
  return `${head}: ${what}: ${String(r.outcome)}${contract}${trail.length ? ` (${trail.join(', ')})` : ''}`;
}

export function preferansSlug(v: Verdict): string {
  if (v.kind === 'rejected') return 'rejected';
  const trail = (v.ruling.trail as string[]) ?? [];
  const first = trail[0] ? `-${trail[0].toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : '';
  return `${String(v.ruling.outcome)}${first}`;
}
