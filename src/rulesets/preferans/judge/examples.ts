/**
 * The Preferans examples under examples/preferans/: one or more scripted deals for each
 * discovery point of the digest's table (§5.3, D0–D15), and the play irregularities a version-2
 * scenario names (a revoke's card, a look's trick), built with build.ts so every play is a legal
 * card. Regenerate with `npx tsx src/rulesets/preferans/judge/examples.ts`.
 *
 * Two deals are used (3 players, seat 0 deals; the first hand is seat 1, then 2, then 0):
 * - GAME: seat 1 holds every spade and ♣AK, so with spades trumps he takes every trick;
 * - ALL_PASS: low cards for seat 1, a mixed hand for seat 2, the high clubs for seat 0.
 * Wrong counts are made by moving one card out of a hand.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { buildPreferansScenario, type BuildSpec, type ScriptItem } from './build.ts';
import { preferansScenarioToV2 } from '../scenarioVersion.ts';

export const GAME = {
  0: ['7H', '8H', '9H', 'TH', 'JH', 'QH', 'KH', 'AH', '7D', '8D'],
  1: ['7S', '8S', '9S', 'TS', 'JS', 'QS', 'KS', 'AS', 'AC', 'KC'],
  2: ['9D', 'TD', 'JD', 'QD', 'KD', 'AD', '9C', 'TC', 'JC', 'QC'],
  talon: ['7C', '8C'],
};

export const ALL_PASS = {
  0: ['KH', 'AH', 'QD', 'KD', 'AD', '8C', '9C', 'TC', 'JC', 'QC'],
  1: ['7S', '8S', '9S', 'TS', 'JS', '7H', '8H', '9H', '7D', '8D'],
  2: ['QS', 'KS', 'AS', 'TH', 'JH', 'QH', '9D', 'TD', 'JD', '7C'],
  talon: ['KC', 'AC'],
};

/**
 * A deal where the declarer (seat 1, six top spades and four losers) takes exactly six tricks
 * whatever the order, and seat 2 holds two low spades (so he can revoke): for play irregularities.
 */
export const SIX_TRICKS = {
  0: ['TH', '9H', 'QD', 'JD', 'TD', '9D', '8D', 'QC', 'JC', 'TC'],
  1: ['AS', 'KS', 'QS', 'JS', 'TS', '9S', '7H', '8H', '7D', '7C'],
  2: ['AH', 'KH', 'QH', 'JH', 'AD', 'KD', '8S', '7S', 'AC', 'KC'],
  talon: ['9C', '8C'],
};

/**
 * SIX_TRICKS bid and whisted: seat 1 names 6♠ (discarding the talon); seat 2 whists and seat 0
 * passes, seat 2 then playing `closed` or `open`, or (`both`) both defenders whist.
 */
export function sixSpades(whist: 'closed' | 'open' | 'both'): ScriptItem[] {
  const defence: ScriptItem[] = whist === 'both' ? [{ seat: 2, whist: 'whist' }, { seat: 0, whist: 'whist' }] : [{ seat: 2, whist: 'whist' }, { seat: 0, whist: 'pass' }, { seat: 2, whist }];
  return [{ seat: 1, call: '6S' }, { seat: 2, call: 'pass' }, { seat: 0, call: 'pass' }, { seat: 1, discard: ['9C', '8C'], contract: '6S' }, ...defence];
}

/** Play on SIX_TRICKS' 6♠: seat 2 revokes twice, ♥A on ♠A and ♥K on ♠K, holding ♠8 ♠7. */
export const TWO_REVOKES: ScriptItem[] = [
  { seat: 1, play: 'AS' }, { seat: 2, play: 'AH' }, { seat: 0, play: 'TH' },
  { seat: 1, play: 'KS' }, { seat: 2, play: 'KH' }, { seat: 0, play: '9H' },
];

/** Play on SIX_TRICKS' 6♠: seat 2 takes tricks 1 and 2 (♥A, ♦A), seat 1 trumps trick 3 (♠9 on ♦K). */
export const TWO_TRICKS_THEN_A_RUFF: ScriptItem[] = [
  { seat: 1, play: '7H' }, { seat: 2, play: 'AH' }, { seat: 0, play: '9H' },
  { seat: 2, play: 'AD' }, { seat: 0, play: '8D' }, { seat: 1, play: '7D' },
  { seat: 2, play: 'KD' }, { seat: 0, play: '9D' }, { seat: 1, play: '9S' },
];

/**
 * An all-pass where seat 2 holds every 7, 8 and 9 outside the talon (9♦ 9♥) and can win no trick:
 * seat 0 takes the first (♦, named by the talon's 9♦), seat 1 every other (tricks 1 / 9 / 0). After
 * six tricks seat 2 plays 8♦ on ♣J holding clubs — the revoke of PREF-C24's test and suite probe.
 */
export const ALL_PASS_REVOKE = {
  0: ['TS', 'JS', 'QS', 'KS', 'AS', 'TD', 'JD', 'QD', 'KD', 'AD'],
  1: ['TC', 'JC', 'QC', 'KC', 'AC', 'TH', 'JH', 'QH', 'KH', 'AH'],
  2: ['7S', '8S', '9S', '7C', '8C', '9C', '7D', '8D', '7H', '8H'],
  talon: ['9D', '9H'],
};

/**
 * A misère that fails by one trick: seat 1 (first hand) holds ♦A and must take the second diamond.
 * In the script `misereRevoke` seat 2 plays ♣7 on that trick while holding ♦10 ♦J — the defender's
 * revoke of PREF-C30's test and suite probe; claimed three cards later, play goes back to trick 2.
 */
export const MISERE_ONE_TRICK = {
  0: ['KH', 'AH', 'QD', 'KD', '7D', '8C', '9C', 'TC', 'JC', 'QC'],
  1: ['7S', '8S', '9S', 'TS', 'JS', '7H', '8H', '9H', 'AD', '8D'],
  2: ['QS', 'KS', 'AS', 'TH', 'JH', 'QH', '9D', 'TD', 'JD', '7C'],
  talon: ['KC', 'AC'],
};

/** MISERE_ONE_TRICK played: seat 1's misère, seat 2's revoke in trick 2, claimed (`claim`) or not. */
export function misereRevoke(claim: boolean): ScriptItem[] {
  return [
    { seat: 1, call: 'MIS' }, { seat: 2, call: 'pass' }, { seat: 0, call: 'pass' }, { seat: 1, discard: ['KC', 'AC'], contract: 'MIS' },
    { seat: 1, play: '8D' }, { seat: 2, play: '9D' }, { seat: 0, play: 'QD' },
    { seat: 0, play: '7D' }, { seat: 1, play: 'AD' }, { seat: 2, play: '7C' },
    ...(claim ? [{ autoplay: 3 }, { irregularity: 'revoke', seat: 2 }] : []), { autoplay: 'all' },
  ];
}

type Deal = typeof GAME;
const without = (xs: string[], c: string) => xs.filter((x) => x !== c);

/** The deal's hands with `card` moved from seat `from` to seat `to` (or out of the hands). */
export function moved(d: Deal, card: string, from: number, to: number | null): string[][] {
  const h = [d[0].slice(), d[1].slice(), d[2].slice()];
  h[from] = without(h[from], card);
  if (to !== null) h[to] = [...h[to], card];
  return h;
}

const allPassCalls: ScriptItem[] = [
  { seat: 1, call: 'pass' },
  { seat: 2, call: 'pass' },
  { seat: 0, call: 'pass' },
];

export const EXAMPLES: Record<string, BuildSpec> = {
  'd00-misdeal-first-error': {
    version: 2,
    title: 'D0: ♠Q, dealt to seat 1, turned face up while dealing: the same dealer deals again (CODE 3.2.12, 3.2.15)',
    hands: [GAME[0], GAME[1], GAME[2]],
    talon: GAME.talon,
    script: [{ misdeal: 'exposed-card', card: 'QS' }],
  },
  'd00-misdeal-repeat': {
    title: "D0: the same dealer's second error: the agreed remiz (5) and the deal passes (CODE 3.2.17, fn 13)",
    sheet: { dealerErrors: [1, 0, 0] },
    hands: [GAME[0], GAME[1], GAME[2]],
    talon: GAME.talon,
    script: [{ misdeal: 'exposed-card' }],
  },
  'd01-before-first-call': {
    title: 'D1: seat 2 finds 9 cards before his first call; the card is drawn blind from seat 0 (PCR-1); nobody demands a redeal',
    hands: moved(GAME, 'QC', 2, 0),
    talon: GAME.talon,
    script: [
      { seat: 1, call: '6S' },
      { discover: { by: 2, draw: ['QC'] } },
      { choice: { redeal: [] } },
      { seat: 2, call: 'pass' },
      { seat: 0, call: 'pass' },
      { seat: 1, discard: ['7C', '8C'], contract: '6S' },
      { seat: 2, whist: 'pass' },
      { seat: 0, whist: 'pass' },
    ],
  },
  'd02-passer-before-bidding': {
    title: 'D2: seat 1 has passed and finds 9 cards, no bid made yet: one trick at the all-pass level (2 in the second all-pass of a run); seat 2 demands a redeal (PCR-2.2)',
    sheet: { allPassRun: 1 },
    hands: moved(GAME, 'KC', 1, null),
    floor: ['KC'],
    talon: GAME.talon,
    script: [{ seat: 1, call: 'pass' }, { discover: { by: 1 } }, { choice: { redeal: [2] } }],
  },
  'd03-after-bidding-started': {
    title: 'D3: seat 1 finds 9 cards after the bidding started: «без двух» at the stopped level 6♦ (PCR-2.1); the bidding resumes',
    hands: moved(GAME, 'KC', 1, null),
    floor: ['KC'],
    talon: GAME.talon,
    script: [
      { seat: 1, call: '6S' },
      { seat: 2, call: '6C' },
      { seat: 0, call: 'pass' },
      { seat: 1, call: '6D' },
      { discover: { by: 1 } },
      { choice: { redeal: [] } },
      { seat: 2, call: 'pass' },
      { seat: 1, discard: ['7C', '8C'], contract: '7S' },
      { seat: 2, whist: 'whist' },
      { seat: 0, whist: 'pass' },
      { seat: 2, whist: 'closed' },
      { autoplay: 'all' },
    ],
  },
  'd04-two-wrong-in-bidding': {
    title: 'D4: seats 1 (11 cards) and 2 (9) both bid; «без двух» each at the reached level 6♣; seat 0 lets the hands be made up blind (PCR-2.3)',
    hands: moved(GAME, 'QC', 2, 1),
    talon: GAME.talon,
    script: [
      { seat: 1, call: '6S' },
      { seat: 2, call: '6C' },
      { seat: 0, call: 'pass' },
      { discover: { by: 1, draw: ['QC'] } },
      { choice: { redeal: [] } },
      { seat: 1, call: 'pass' },
      { seat: 2, discard: ['7C', '8C'], contract: '6D' },
      { seat: 0, whist: 'pass' },
      { seat: 1, whist: 'pass' },
    ],
  },
  'd05-contract-wrong-count': {
    title: 'D5: seat 1 names 6♠ holding 11 cards (the talon had one); found in play: «без двух» + actual undertricks (PCR-3)',
    hands: [GAME[0], [...GAME[1], '8C'], GAME[2]],
    talon: ['7C'],
    script: [
      { seat: 1, call: '6S' },
      { seat: 2, call: 'pass' },
      { seat: 0, call: 'pass' },
      { seat: 1, discard: ['7C', '8C'], contract: '6S' },
      { seat: 2, whist: 'whist' },
      { seat: 0, whist: 'pass' },
      { seat: 2, whist: 'closed' },
      { autoplay: 9 },
      { discover: { by: 2 } },
      { autoplay: 'all' },
    ],
  },
  'd06-defenders-wrong-count': {
    title: 'D6: the defenders hold 9 and 11; found after three tricks: made up to ten and replayed open, no whists, «без двух» each (PCR-4)',
    hands: moved(GAME, 'QC', 2, 0),
    talon: GAME.talon,
    script: [
      { seat: 1, call: '6S' },
      { seat: 2, call: 'pass' },
      { seat: 0, call: 'pass' },
      { seat: 1, discard: ['7C', '8C'], contract: '6S' },
      { seat: 2, whist: 'whist' },
      { seat: 0, whist: 'pass' },
      { seat: 2, whist: 'closed' },
      { autoplay: 9 },
      { discover: { by: 2, draw: ['QC'] } },
      { autoplay: 'all' },
    ],
  },
  'd07-allpass-before-lead': {
    title: 'D7: on an all-pass seat 2 finds 9 cards before the first lead; the card is on the floor: play goes on, 2 penalty tricks (PCR-5.1)',
    hands: moved(ALL_PASS, 'JD', 2, null),
    floor: ['JD'],
    talon: ALL_PASS.talon,
    script: [...allPassCalls, { discover: { by: 2 } }, { autoplay: 'all' }],
  },
  'd08-allpass-card-found': {
    title: 'D8: the all-pass is under way; seat 2 finds 9 cards; the card is on the floor, no revoke: play goes on, 2 penalty tricks (PCR-5.2.1)',
    hands: moved(ALL_PASS, 'JD', 2, null),
    floor: ['JD'],
    talon: ALL_PASS.talon,
    script: [...allPassCalls, { autoplay: 9 }, { discover: { by: 2 } }, { autoplay: 'all' }],
  },
  'd08-allpass-revoke': {
    title: 'D8: the missing ♣7 would have made seat 2 follow the talon’s clubs: a revoke; he takes the remaining tricks, 2 penalty tricks, lost profit (PCR-5.2.1)',
    hands: moved(ALL_PASS, '7C', 2, null),
    floor: ['7C'],
    talon: ALL_PASS.talon,
    script: [...allPassCalls, { autoplay: 9 }, { discover: { by: 2 } }],
  },
  'd08-allpass-face-up': {
    title: 'D8: the missing card was found face up: it stays face up in the 9-card hand (PCR-5.2.1)',
    hands: moved(ALL_PASS, 'JD', 2, null),
    floorFaceUp: ['JD'],
    talon: ALL_PASS.talon,
    script: [...allPassCalls, { autoplay: 6 }, { discover: { by: 2 } }, { autoplay: 'all' }],
  },
  'd09-allpass-other-deck': {
    title: 'D9: the all-pass is under way; the missing card is in another deck: redeal, 2 tricks into the mountain (PCR-5.2.2)',
    hands: moved(ALL_PASS, 'JD', 2, null),
    otherDeck: ['JD'],
    talon: ALL_PASS.talon,
    script: [...allPassCalls, { autoplay: 9 }, { discover: { by: 2 } }],
  },
  'd10-allpass-not-found': {
    title: 'D10: the all-pass is under way; the missing card is not found: taken + remaining + 4 tricks, at most 8; lost profit (PCR-5.2.3)',
    hands: moved(ALL_PASS, 'JD', 2, null),
    lost: ['JD'],
    talon: ALL_PASS.talon,
    script: [...allPassCalls, { autoplay: 9 }, { discover: { by: 2 } }],
  },
  'd11-allpass-eleven-nine-before-lead': {
    title: 'D11: on an all-pass seats 2 (9 cards) and 0 (11) are found before the first lead: redeal, 2 tricks each (PCR-6.1)',
    hands: moved(ALL_PASS, 'JD', 2, 0),
    talon: ALL_PASS.talon,
    script: [...allPassCalls, { discover: { by: 0 } }],
  },
  'd12-allpass-eleven-nine-under-way': {
    title: 'D12: the all-pass is under way when 11 and 9 are found: 5 tricks each, the third writes nothing, lost profit if he had no trick (PCR-6.2)',
    hands: moved(ALL_PASS, 'JD', 2, 0),
    talon: ALL_PASS.talon,
    script: [...allPassCalls, { autoplay: 6 }, { discover: { by: 1 } }],
  },
  'd13-after-scoring': {
    title: 'D13: the defenders’ 9 and 11 come to light after the result is written: too late (CODE 3.9.17; PREF-G49 code-3-9-17)',
    hands: moved(GAME, 'QC', 2, 0),
    talon: GAME.talon,
    script: [
      { seat: 1, call: '6S' },
      { seat: 2, call: 'pass' },
      { seat: 0, call: 'pass' },
      { seat: 1, discard: ['7C', '8C'], contract: '6S' },
      { seat: 2, whist: 'whist' },
      { seat: 0, whist: 'pass' },
      { seat: 2, whist: 'closed' },
      { autoplay: 'all' },
      { score: true },
      { discover: { by: 2 } },
    ],
  },
  'd14-misere-wrong-count': {
    title: 'D14: seat 1 plays misère holding 11 cards (the talon had one): «без двух» at the misère price, plus 10 a trick taken (PCR-3; PREF-G31 misere-price)',
    hands: [ALL_PASS[0], [...ALL_PASS[1], 'KC'], ALL_PASS[2]],
    talon: ['AC'],
    script: [
      { seat: 1, call: 'MIS' },
      { seat: 2, call: 'pass' },
      { seat: 0, call: 'pass' },
      { seat: 1, discard: ['KC', 'AC'], contract: 'MIS' },
      { autoplay: 3 },
      { discover: { by: 0 } },
      { autoplay: 'all' },
    ],
  },
  'play-revoke-named': {
    version: 2,
    title: 'Seat 2 revokes twice (♥A on ♠A, ♥K on ♠K, holding ♠8 ♠7); the claim names the first: play is taken back from trick 1 and replayed, the second revoke goes with it (CODE 3.9.16.2)',
    hands: [SIX_TRICKS[0], SIX_TRICKS[1], SIX_TRICKS[2]],
    talon: SIX_TRICKS.talon,
    script: [...sixSpades('closed'), ...TWO_REVOKES, { irregularity: 'revoke', seat: 2, card: 'AH' }, { autoplay: 'all' }],
  },
  'play-looked-at-own-trick': {
    version: 2,
    title: 'Seat 2 looks at trick 2, his own, after seat 1 has taken trick 3: not his last under PREF-C29 latest-quitted, so he loses a trick (CODE 3.9.11.2); allowed under own-last-taken',
    hands: [SIX_TRICKS[0], SIX_TRICKS[1], SIX_TRICKS[2]],
    talon: SIX_TRICKS.talon,
    script: [...sixSpades('closed'), ...TWO_TRICKS_THEN_A_RUFF, { irregularity: 'looked-at-trick', seat: 2, trick: 2 }, { autoplay: 'all' }],
  },
  'd15-wrong-talon': {
    title: 'D15: a one-card talon found when the declarer takes it: no club clause; the Code redeals (PREF-G47 code-fallback)',
    hands: [GAME[0], GAME[1], GAME[2]],
    talon: ['7C'],
    floor: ['8C'],
    script: [{ seat: 1, call: '6S' }, { seat: 2, call: 'pass' }, { seat: 0, call: 'pass' }, { discover: { by: 1 } }],
  },
};

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync('examples/preferans', { recursive: true });
  for (const [name, spec] of Object.entries(EXAMPLES)) {
    writeFileSync(`examples/preferans/${name}.json`, exampleFileText(spec));
  }
  process.stdout.write(`wrote ${Object.keys(EXAMPLES).length} examples to examples/preferans/\n`);
}

/**
 * An example file as written: the scenario in format version 2 (the sheet keyed by seat), naming
 * its schema, with one event per line as the Debertz examples are laid out.
 */
export function exampleFileText(spec: Parameters<typeof buildPreferansScenario>[0]): string {
  return formatScenario(preferansScenarioToV2({ $schema: '../../schemas/preferans-scenario.schema.json', ...buildPreferansScenario(spec) })) + '\n';
}

export function formatScenario(json: Record<string, unknown>): string {
  const { events, ...rest } = json as { events: unknown[] };
  const head = compactObjects(JSON.stringify(rest, null, 2).replace(/\[\s+("[^\]]*?")\s+\]/g, (m) => m.replace(/\s+/g, ' ')));
  const body = (events as unknown[]).map((e) => `    ${JSON.stringify(e)}`).join(',\n');
  return `${head.slice(0, -2)},\n  "events": [\n${body}\n  ]\n}`;
}

/**
 * Objects of plain values (and of such objects) on one line each, from the inside out: a seat's
 * figures on the sheet read as one row (`"1": {"pool": 4, "whists": {"0": 8}}`).
 */
function compactObjects(text: string): string {
  const flat = /\{\n(?:[ ]*"[^"\n]*": (?:[^\n{}[\]]+|\{[^\n{}]*\}),?\n)+[ ]*\}/g;
  let out = text;
  for (let before = ''; before !== out; ) {
    before = out;
    out = out.replace(flat, (m) => JSON.stringify(JSON.parse(m)).replace(/([:,])/g, '$1 ').replace(/: \{/g, ': {'));
  }
  return out;
}
