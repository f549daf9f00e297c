import type { Clause } from '../../../core/regulation/types.ts';
import type { SheetEntry } from '../mechanics/sheet.ts';
import { parseContract, contractName } from '../mechanics/contracts.ts';
import type { PreferansRuling } from './judge.ts';
import { PREFERANS_GAPS, PREFERANS_RULESET_READINGS } from '../regulation/gaps.ts';
import { wrap } from '../../../core/text/wrap.ts';

const GAP_BY_ID = new Map([...PREFERANS_RULESET_READINGS, ...PREFERANS_GAPS].map((g) => [g.id, g]));

/**
 * A narrative a referee can read: what happened, which clauses applied (quoted), which readings
 * decided where the text is silent, every sheet entry written and why, and the sheet after.
 */
export function narratePreferans(r: PreferansRuling, clauses: readonly Clause[]): string {
  const byId = new Map(clauses.map((c) => [c.id, c]));
  const lines: string[] = [];
  lines.push(`Preferans, ${VARIANT[r.variant] ?? r.variant}, ${r.players} players${r.title ? ` — ${r.title}` : ''}`);
  lines.push(`Governing text: ${RULES[r.rules] ?? r.rules} (PREF-RULES ${r.rules}).`);
  lines.push(`Dealer: seat ${r.dealer}. Cards dealt: ${r.handSizes.map((n, s) => `seat ${s} ${n}`).join(', ')}; talon ${r.talonSize}.`);
  if (r.declarer !== null) {
    const c = r.contract ? parseContract(r.contract) : undefined;
    lines.push(`Declarer: seat ${r.declarer}${c !== undefined ? `, contract ${contractName(c)}` : ', no contract named'}.`);
  }
  lines.push(`Outcome: ${OUTCOME[r.outcome] ?? r.outcome}.`);
  if (r.tricks.some((t) => t > 0)) lines.push(`Tricks per seat (real tricks; penalty tricks are written apart): ${r.tricks.join(', ')}.`);
  if (r.liable !== null) lines.push(`Liable for the wrong count: seat ${r.liable} (the dealer).`);
  if (r.trickRecord.length > 0) {
    lines.push('', 'Tricks, as they stand:');
    for (const t of r.trickRecord) {
      const talon = t.talon ? `talon ${t.talon}; ` : '';
      const won = t.winner === null ? 'counts for nobody (PREF-G23)' : `seat ${t.winner} takes it${t.noSuit ? ' (nobody played the named suit: PREF-C20)' : ''}`;
      lines.push(`  ${String(t.trick).padStart(2)}. ${talon}${t.cards.map((c) => `seat ${c.seat} ${c.card}`).join(', ')} — ${won}`);
    }
  }
  // cards left in the hands after play began: dead cards a ruling or a short hand left unplayed
  if (r.trickRecord.length > 0 && r.unplayed.some((h) => h.length > 0)) {
    lines.push(`Cards never played: ${r.unplayed.map((h, seat) => (h.length > 0 ? `seat ${seat} ${h.join(' ')}` : '')).filter(Boolean).join('; ')}.`);
  }
  for (const v of r.revokes) {
    const status = v.status === 'claimed' ? 'claimed (CODE 3.9.16.2)' : v.status === 'corrected' ? 'corrected at once (CODE 3.9.16.1)' : 'never claimed';
    lines.push(`Revoke: seat ${v.seat} played ${v.card} in trick ${v.trick} though able to ${v.kind === 'revoke' ? 'follow suit' : 'trump'}; ${status}.`);
  }
  if (r.trail.length > 0) {
    lines.push('', 'Clauses applied, in order:');
    for (const id of r.trail) {
      const c = byId.get(id);
      lines.push(...wrap(`${id}: ${c ? c.gloss : '(a scoring clause of the Code)'}`, '  ', '      '));
      if (c && c.text !== c.gloss) lines.push(...wrap(`«${c.text}»`, '      ', '       '));
    }
  }
  const consulted = Object.entries(r.readings);
  if (consulted.length > 0) {
    lines.push('', 'Where the text is silent or ambiguous, these readings decided:');
    // each reading with its meaning, as the registry states it (cardlaw gaps --ruleset preferans)
    for (const [gap, reading] of consulted) {
      const meaning = GAP_BY_ID.get(gap)?.readings.find((x) => x.id === reading)?.summary;
      lines.push(...wrap(`${gap} → ${reading}${meaning ? `: ${meaning}` : ''}`, '  ', '      '));
    }
  }
  for (const s of r.silences) {
    const what = s.kind === 'no-amount' ? 'A clause applies but states no amount' : s.kind === 'clauses-conflict' ? 'Two clauses conflict' : 'No clause gives an answer here';
    lines.push('', `${what} (${s.gap}; candidate clauses: ${s.clauses.join(', ')}). ${s.note}`);
  }
  for (const f of r.findings) lines.push('', `Finding: ${f}`);
  lines.push('', 'Sheet entries written:');
  if (r.entries.length === 0) lines.push('  (nothing written)');
  for (const e of r.entries) lines.push(`  ${entryText(e)}`);
  const a = r.sheet.after;
  lines.push('', 'Sheet after the deal:');
  lines.push(`  pool: ${a.pool.map((v, s) => `seat ${s} ${v}`).join('; ')}`);
  lines.push(`  mountain: ${a.mountain.map((v, s) => `seat ${s} ${v}`).join('; ')}`);
  a.whists.forEach((row, s) => {
    const on = row.map((v, j) => (j !== s && v !== 0 ? `${v} on seat ${j}` : '')).filter(Boolean);
    if (on.length > 0) lines.push(`  whists of seat ${s}: ${on.join(', ')}`);
  });
  lines.push(`  all-pass run: ${a.allPassRun}; next dealer: seat ${a.dealer}${r.outcome === 'redeal' ? ' (the same dealer deals again, CODE 3.2.2)' : ''}.`);
  if (a.gameOver && r.settlement) lines.push('', `The game is over. Settlement in whists: ${r.settlement.map((v, s) => `seat ${s} ${round(v)}`).join('; ')}.`);
  return lines.join('\n');
}

function entryText(e: SheetEntry): string {
  const why = `${REASON[e.reason] ?? e.reason} (${e.clause})`;
  if (e.kind === 'whist') return `seat ${e.seat} writes ${round(e.amount)} whists on seat ${e.on} — ${why}`;
  return `seat ${e.seat}: ${round(e.amount)} ${e.kind === 'pool' ? 'into the pool' : 'into the mountain'} — ${why}`;
}

const round = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(2));

const VARIANT: Record<string, string> = { sochi: 'Sochi', leningrad: 'Leningrad', rostov: 'Rostov' };
const RULES: Record<string, string> = {
  club: "the club's current rules on a wrong number of cards",
  'club-old': "the older text of the club's rules",
  code: 'the Preferans Code 1996',
};

const OUTCOME: Record<string, string> = {
  redeal: 'the deal is declared invalid and dealt again by the same dealer',
  'deal-passes': 'the deal passes to the next dealer after the dealer’s repeated error',
  made: 'the contract is made',
  failed: 'the contract fails',
  unwhisted: 'both defenders passed: the contract counts as made without play',
  'half-whist': 'a half-whist stood: the contract counts as made without play',
  'misere-made': 'the misère is made',
  'misere-failed': 'the misère fails',
  'all-pass': 'an all-pass, scored',
  stopped: 'the deal stopped on the ruling and was written as it stood',
  pending: 'no ruling',
};

const REASON: Record<string, string> = {
  'contract-made': 'the contract made',
  unwhisted: 'the contract unwhisted',
  'half-whist': 'half-whist',
  undertricks: 'undertricks',
  consolation: 'consolation',
  'defender-tricks': 'whists for the defenders’ tricks',
  'gentleman-share': 'gentleman’s share',
  'defence-shortfall': 'the defence fell short of its quota',
  'misere-made': 'the misère made',
  'misere-tricks': 'tricks taken on misère',
  'all-pass-tricks': 'all-pass tricks',
  'all-pass-zero': 'no trick on the all-pass',
  'all-pass-whists': 'all-pass whists',
  help: 'help given',
  'help-received': 'help received',
  'surplus-off-mountain': 'surplus written off the mountain',
  'wrong-count-fine': 'fine for a wrong number of cards',
  'penalty-consolation': 'consolation on penalty undertricks',
  'lost-profit': 'lost profit',
  'talon-fine': 'peeking at the talon',
  'dealer-remiz': 'the dealer’s repeated error',
  damages: 'damages',
};
