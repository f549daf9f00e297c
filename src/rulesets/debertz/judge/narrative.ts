import type { Clause, Gap } from '../../../core/regulation/types.ts';
import { DEBERTZ_GAPS } from '../regulation/gaps.ts';
import type { DebertzRuling } from './judge.ts';
import { wrap } from '../../../core/text/wrap.ts';

/**
 * A narrative a referee can read: what happened (the cause, each trick, the cards never played),
 * the totals the outcome compared, which clauses applied (quoted), which readings of the text
 * decided it (each with its meaning), and the protocol entries. Every rule that moved a number is
 * in the trail or the readings, and so here; long lines are wrapped at 78 columns.
 */
export function narrateDebertz(r: DebertzRuling, clauses: readonly Clause[], gaps: readonly Gap[] = DEBERTZ_GAPS): string {
  const byId = new Map(clauses.map((c) => [c.id, c]));
  const gapById = new Map(gaps.map((g) => [g.id, g]));
  const side = (s: number) => (r.format === '2x2' ? `team ${s} (seats ${s} and ${s + 2})` : `seat ${s}`);
  const lines: string[] = [];
  const say = (text: string, indent = '', hanging = indent) => lines.push(...wrap(text, indent, hanging));
  say(`Debertz ${r.format}${r.title ? ` — ${r.title}` : ''}`, '', '  ');
  lines.push(
    r.declarer === null
      ? 'No one ordered the game.'
      : `${r.special ? 'Special deal after a deferred bayd; the' : 'The'} declarer is seat ${r.declarer}${r.trump ? `, trump ${r.trump}` : ''}.`,
  );
  if (r.whileDealing) {
    say(`The deal was stopped while the cards were being dealt, before it was complete: seat ${r.cause.seat} ${OFFENCE_TEXT[r.cause.offence ?? ''] ?? 'offended'} (cards received so far: ${r.handSizes.join(', ')}).`);
  }
  // READING DEB-G47 (as the machine consulted it): a made deal under «Победителю всё»
  const outcome = r.outcome === 'made' && r.readings['DEB-G47'] === 'winner-takes-all' ? MADE_WINNER_TAKES_ALL : (OUTCOME_TEXT[r.outcome] ?? r.outcome);
  say(`Outcome: ${outcome}.`);
  say(`Cause: ${causeText(r)}.`);
  narratePlay(r, say, lines);
  if (r.trail.length > 0) {
    lines.push('', 'Clauses applied, in order:');
    for (const id of r.trail) {
      const c = byId.get(id);
      say(`${id}: ${c ? c.gloss : '(unknown clause)'}`, '  ', '      ');
      if (c) say(`«${c.text}»`, '      ', '       ');
    }
  }
  const consulted = Object.entries(r.readings);
  if (consulted.length > 0) {
    lines.push('', 'Where the text is silent or ambiguous, these readings decided:');
    for (const [gap, reading] of consulted) {
      const meaning = gapById.get(gap)?.readings.find((x) => x.id === reading)?.summary;
      say(`${gap} → ${reading}${meaning ? `: ${meaning}` : ''}`, '  ', '      ');
    }
  }
  for (const s of r.silences) lines.push('', ...wrap(`No clause gives an answer here (${s.gap}); candidate clauses: ${s.clauses.join(', ')}.`));
  for (const f of r.findings) lines.push('', ...wrap(`Finding: ${f}`, '', '  '));
  lines.push('', 'Match protocol:');
  if (r.protocol.length === 0) lines.push('  (nothing entered)');
  for (const e of r.protocol) {
    const what = e.kind === 'Б' ? '«Б»' : e.kind === 'penalty' ? `penalty ${e.amount}` : e.kind === 'pot-void' ? `deferred points voided ${e.amount}` : e.kind === 'pot-credit' ? `deferred points +${e.amount}` : `credited ${e.amount}`;
    lines.push(`  ${side(e.side)}: ${what}${e.clause ? ` (${e.clause})` : ''}`);
  }
  const a = r.ledger.after;
  lines.push('', 'Score changes (penalties with the protocol’s sign):');
  r.scoreChange.forEach((c, s) => say(`${side(s)}: credited ${c.credited}, deferred points ${c.potCredited}, penalties ${c.penalties} → ${signed(c.net)}`, '  ', '    '));
  lines.push('');
  say(`Party score after the deal: ${a.scores.map((v, s) => `${side(s)} ${v}`).join('; ')}.`);
  say(`«Б» marks: ${a.marks.join(', ')}.${a.pot > 0 ? ` Deferred points open: ${a.pot} (declarer seat ${a.potDeclarer}).` : ''}`);
  if (a.partyOver) lines.push(`The party is over; ${a.winner === null ? 'no winner' : `${side(a.winner)} wins`}.`);
  return lines.join('\n');

  function causeText(x: DebertzRuling): string {
    const c = x.cause;
    const clause = c.clause ? ` (${c.clause})` : '';
    if (c.kind === 'offence') return `seat ${c.seat} ${OFFENCE_TEXT[c.offence ?? ''] ?? c.offence}${clause}`;
    return `${CAUSE_TEXT[c.kind]}${clause}`;
  }

  /** The tricks, the cards never played, the combinations withheld and the totals compared. */
  function narratePlay(x: DebertzRuling, sayLine: typeof say, out: string[]) {
    const p = x.play;
    if (!p) return;
    if (p.tricks.length > 0) {
      out.push('', 'Tricks (leader first; → winner, card points):');
      for (const t of p.tricks) {
        const cards = t.cards.map((c) => `${c.card} (${c.seat})`).join(', ');
        // the number is part of the indent: wrap() drops leading spaces of the text
        sayLine(`${cards} → seat ${t.winner}, ${t.points}${t.bonus ? ` + ${t.bonus} for the last trick` : ''}`, `  ${String(t.n).padStart(2)}. `, '      ');
      }
    }
    if (p.unfinished.length > 0) sayLine(`Left unfinished on the table: ${p.unfinished.map((c) => `${c.card} (${c.seat})`).join(', ')}.`, '  ', '    ');
    const left = p.unplayed.flatMap((cards, seat) => (cards.length ? [`seat ${seat} ${cards.join(' ')}`] : []));
    if (left.length > 0) {
      const fate = p.unplayedCredited > 0 ? `credited to the offender's opponents with ${p.unplayedCredited} points (DEB-G22 all-cards)` : p.end === 'declarer-out' ? 'dead: the declarer ran out (DEB-G42), scored by nobody' : 'never played, scored by nobody';
      sayLine(`Cards never played (${p.unplayedPoints} card points): ${left.join('; ')} — ${fate}.`, '  ', '    ');
    }
    sayLine(p.lastTrick === null ? 'No one took the last trick: the play was stopped.' : `Seat ${p.lastTrick} took the last trick (+10).`, '  ', '    ');
    x.combinations.withheld.forEach((w, seat) => {
      if (w > 0) sayLine(`Seat ${seat} declared ${w} in combinations, not credited: his side took no trick (DEB-6.2.3.2).`, '  ', '    ');
    });
    out.push('', 'Totals compared (cards + last trick + combinations + deferred = total):');
    x.totals.forEach((t, s) => out.push(`  ${side(s)}: ${t.cards} + ${t.lastTrick} + ${t.combinations} + ${t.deferred} = ${t.total}`));
  }
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

const OUTCOME_TEXT: Record<string, string> = {
  made: 'the declarer scored the necessary points; each side records its own',
  bayd: 'bayd — the declarer failed to score the necessary points',
  'referee-bayd': 'bayd declared by the referee',
  deferred: 'deferred bayd — equal points; the declarer’s points wait for the special deal',
  redeal: 'the deal is dealt again',
  'pre-order-bayd': 'bayd declared before anyone had ordered; the deal is dealt again',
  deberc: 'a deberc ends the party',
};

const MADE_WINNER_TAKES_ALL = 'the declarer scored the necessary points; his side takes the points of the whole deal (DEB-G47)';

const CAUSE_TEXT: Record<string, string> = {
  points: 'the declarer’s points compared with the opponents’',
  'equal-points': 'equal points',
  'referee-exposed-card': 'the referee exposed a card while dealing',
  'all-passed': 'everyone passed',
  deberc: 'a deberc declared at the first lead',
};

/** What the offender did, after "seat N" (for a signal, N is the seat whose side profits). */
const OFFENCE_TEXT: Record<string, string> = {
  outOfTurn: 'acted out of turn',
  signal: 'profited from a signal the referee recorded',
  failedFirstTrumpBeat: 'failed to beat the first trump',
  exposedCards: 'exposed his cards',
  revoke: 'revoked',
};
