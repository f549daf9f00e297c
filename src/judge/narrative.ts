import type { Clause } from '../regulation/types.ts';
import type { DebertzRuling } from './debertz/judge.ts';

/**
 * A narrative a referee can read: what happened, which clauses applied (quoted), which readings
 * of the text decided it, and the protocol entries.
 */
export function narrateDebertz(r: DebertzRuling, clauses: readonly Clause[]): string {
  const byId = new Map(clauses.map((c) => [c.id, c]));
  const side = (s: number) => (r.format === '2x2' ? `team ${s} (seats ${s} and ${s + 2})` : `seat ${s}`);
  const lines: string[] = [];
  lines.push(`Debertz ${r.format}${r.title ? ` — ${r.title}` : ''}`);
  lines.push(
    r.declarer === null
      ? 'No one ordered the game.'
      : `${r.special ? 'Special deal after a deferred bayd; the' : 'The'} declarer is seat ${r.declarer}${r.trump ? `, trump ${r.trump}` : ''}.`,
  );
  if (r.whileDealing) {
    const cause = r.trail.includes('DEB-6.2.1.8.b') ? 'the referee recorded a signal' : r.trail.includes('DEB-6.2.1.8.d') ? 'a player exposed his cards' : 'a player offended';
    lines.push(`The deal was stopped while the cards were being dealt, before it was complete: ${cause} (cards received so far: ${r.handSizes.join(', ')}).`);
  }
  lines.push(`Outcome: ${OUTCOME_TEXT[r.outcome] ?? r.outcome}.`);
  if (r.tricks.some((t) => t > 0)) lines.push(`Tricks per seat: ${r.tricks.join(', ')}; card points per seat: ${r.points.cardPoints.join(', ')}; combinations declared: ${r.points.meldsDeclared.join(', ')}.`);
  if (r.trail.length > 0) {
    lines.push('', 'Clauses applied, in order:');
    for (const id of r.trail) {
      const c = byId.get(id);
      lines.push(`  ${id}: ${c ? c.gloss : '(unknown clause)'}`);
      if (c) lines.push(`      «${c.text}»`);
    }
  }
  const consulted = Object.entries(r.readings);
  if (consulted.length > 0) {
    lines.push('', 'Where the text is silent or ambiguous, these readings decided:');
    for (const [gap, reading] of consulted) lines.push(`  ${gap} → ${reading}`);
  }
  for (const s of r.silences) lines.push('', `No clause gives an answer here (${s.gap}); candidate clauses: ${s.clauses.join(', ')}.`);
  for (const f of r.findings) lines.push('', `Finding: ${f}`);
  lines.push('', 'Match protocol:');
  if (r.protocol.length === 0) lines.push('  (nothing entered)');
  for (const e of r.protocol) {
    const what = e.kind === 'Б' ? '«Б»' : e.kind === 'penalty' ? `penalty ${e.amount}` : e.kind === 'pot-void' ? `deferred points voided ${e.amount}` : e.kind === 'pot-credit' ? `deferred points +${e.amount}` : `credited ${e.amount}`;
    lines.push(`  ${side(e.side)}: ${what}${e.clause ? ` (${e.clause})` : ''}`);
  }
  const a = r.ledger.after;
  lines.push('', `Party score after the deal: ${a.scores.map((v, s) => `${side(s)} ${v}`).join('; ')}.`);
  lines.push(`«Б» marks: ${a.marks.join(', ')}.${a.pot > 0 ? ` Deferred points open: ${a.pot} (declarer seat ${a.potDeclarer}).` : ''}`);
  if (a.partyOver) lines.push(`The party is over; ${a.winner === null ? 'no winner' : `${side(a.winner)} wins`}.`);
  return lines.join('\n');
}

const OUTCOME_TEXT: Record<string, string> = {
  made: 'the declarer scored the necessary points; each side records its own',
  bayd: 'bayd — the declarer failed to score the necessary points',
  'referee-bayd': 'bayd declared by the referee',
  deferred: 'deferred bayd — equal points; the declarer’s points wait for the special deal',
  redeal: 'the deal is dealt again',
  'pre-order-bayd': 'bayd declared before anyone had ordered; the deal is dealt again',
  deberc: 'a deberc ends the party',
};
