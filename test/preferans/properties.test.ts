import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { count, type CardMask } from '../../src/core/cards/mask.ts';
import { formatCard } from '../../src/core/cards/notation.ts';
import { createRng, deriveSeed, type Rng } from '../../src/core/cards/rng.ts';
import { shuffledDeck } from '../../src/core/cards/deck.ts';
import { dealCards } from '../../src/rulesets/preferans/mechanics/deal.ts';
import { parseContract } from '../../src/rulesets/preferans/mechanics/contracts.ts';
import { makeVariant, type VariantId } from '../../src/rulesets/preferans/mechanics/variants.ts';
import { settle } from '../../src/rulesets/preferans/mechanics/settlement.ts';
import { scoreAllPass } from '../../src/rulesets/preferans/mechanics/allpass.ts';
import type { PreferansVariant } from '../../src/rulesets/preferans/mechanics/variants.ts';
import { InputError, resolveReadings } from '../../src/core/regulation/readings.ts';
import { judgePreferans, probePreferans, type TableView } from '../../src/rulesets/preferans/judge/judge.ts';
import { parsePreferansScenario } from '../../src/rulesets/preferans/scenario.ts';
import type { Json } from '../../src/rulesets/preferans/judge/build.ts';
import { preferansMachine } from '../../src/rulesets/preferans/machine/definition.ts';
import { initialContext, type PreferansContext } from '../../src/rulesets/preferans/machine/context.ts';
import type { FoundWhere, PlayIrregularity, PreferansEvent } from '../../src/rulesets/preferans/machine/events.ts';
import { allPassEntries } from '../../src/rulesets/preferans/machine/rules.ts';
import { toXStateMachine } from '../../src/core/statechart/toXState.ts';
import { ALL_GAPS } from './facts.ts';

/**
 * fast-check properties of the Preferans judge and machine (STYLE practice 12: the seed is in the
 * describe title and fixed; a failure prints the seed and the generated scenario or event list).
 *
 * 1. Whole random deals through the judge — a shuffled deck, sometimes a wrong count (a card
 *    moved to another hand, to the floor face down or up, into another deck, lost, or out of the
 *    talon), random legal calls, contract, whists and plays, a discovery and irregularities at
 *    random moments, under random readings: after every event the 32 cards are all in hands,
 *    talon, discard, floor, another deck, lost, or on the table, each once; at most 10 tricks are
 *    on the table and at most 10 real tricks are scored; penalty tricks are kept apart.
 * 2. Whole games of random deals through the machine (facts), irregular ones included, in every
 *    variant, with 3 and 4 players, under random readings: after every deal the settlement sums to
 *    zero, is unchanged by a common shift of the mountains (amnesty), and in Sochi and Rostov no
 *    pool exceeds the target.
 * 3. The machine's all-pass write-up equals the mechanics' `scoreAllPass` when there is no penalty.
 */
const SEED = 20260101;

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[rng.int(0, xs.length - 1)];
/**
 * Gaps registered after these properties were written draw their readings from a stream of their
 * own, so the seeds above keep generating the deals they did. (With PREF-C20 in the main stream the
 * deals shift, and seed 911370 writes a discovery without a draw where the missing card is in
 * another deck, which the judge's default draw does not take from: refused, rightly, as short of
 * cards — the generator would have to give the draw.)
 */
const LATER_GAPS = ['PREF-C20', 'PREF-C21', 'PREF-C22', 'PREF-C23', 'PREF-C24', 'PREF-C25', 'PREF-C26', 'PREF-C27', 'PREF-C28', 'PREF-C29', 'PREF-C30', 'PREF-C31', 'PREF-C32'];
const switchGaps = ALL_GAPS.filter((g) => g.status === 'switch' && !LATER_GAPS.includes(g.id));
const laterGaps = ALL_GAPS.filter((g) => LATER_GAPS.includes(g.id));
function randomReadings(rng: Rng, density: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const g of switchGaps) if (rng.int(0, 99) < density) out[g.id] = pick(rng, g.readings).id;
  return out;
}

// ───────────────────────── 1. the judge: cards and tricks at every step ─────────────────────────

type Where = 'hand' | 'floor' | 'floorFaceUp' | 'otherDeck' | 'lost' | 'talon';

/** A random whole deal, built event by event from what the judge offers (probePreferans). */
function randomDeal(seed: number): Json {
  const rng = createRng(deriveSeed(SEED, seed));
  const deck = shuffledDeck(rng);
  const players = rng.int(0, 4) === 0 ? 4 : 3;
  const d = dealCards(deck, 0, players as 3 | 4);
  const hands = d.hands.map((m) => maskCards(m));
  const talon = d.talon.map(formatCard);
  const extra: Record<Where, string[]> = { hand: [], floor: [], floorFaceUp: [], otherDeck: [], lost: [], talon: [] };
  const holders = d.order.slice();
  // a wrong count, two times in three
  if (rng.int(0, 2) > 0) {
    const from = pick(rng, holders);
    const card = hands[from].splice(rng.int(0, hands[from].length - 1), 1)[0];
    const where = pick(rng, ['hand', 'floor', 'floorFaceUp', 'otherDeck', 'lost', 'talon'] as Where[]);
    if (where === 'hand') hands[pick(rng, holders.filter((s) => s !== from))].push(card);
    else if (where === 'talon') talon.push(card);
    else extra[where].push(card);
    if (rng.int(0, 3) === 0) hands[from].push(talon.shift()!); // and sometimes a 1- or 2-card talon
  }
  const later = createRng(deriveSeed(SEED + 1, seed));
  const readings = randomReadings(rng, 30);
  for (const g of laterGaps) if (later.int(0, 99) < 30) readings[g.id] = pick(later, g.readings).id;
  const base: Json = { ruleset: 'preferans', players, readings, hands, talon, floor: extra.floor, floorFaceUp: extra.floorFaceUp, otherDeck: extra.otherDeck, lost: extra.lost, events: [] };
  const events = base.events as Json[];
  let discovered = false;
  for (let step = 0; step < 80; step++) {
    const p = probePreferans(parsePreferansScenario(base));
    const st = p.state;
    // the cards are dealt by the first probe: back in awaitingDeal, the result is written
    if (st === 'awaitingDeal' || st === 'over') {
      if (!discovered && rng.int(0, 3) === 0) events.push({ discover: { by: pick(rng, holders) } });
      break;
    }
    // a discovery at a random moment (once), an irregularity now and then
    if (!discovered && rng.int(0, 11) === 0 && st !== 'whisting' && st !== 'tenCard') {
      discovered = true;
      events.push({ discover: { by: pick(rng, holders) } });
      continue;
    }
    if ((st === 'play' || st === 'allPass.playing') && rng.int(0, 14) === 0) {
      events.push({ irregularity: pick(rng, ['looked-at-trick', 'out-of-turn-late'] as PlayIrregularity[]), seat: pick(rng, holders) });
      continue;
    }
    if (st === 'auction' && rng.int(0, 19) === 0) {
      events.push({ irregularity: pick(rng, ['talon-seen', 'talon-peeked'] as PlayIrregularity[]), seat: pick(rng, holders) });
      continue;
    }
    if (st === 'tenCard') events.push({ choice: { redeal: p.choosers.filter(() => rng.int(0, 2) === 0) } });
    else if (st === 'auction') {
      const calls = p.calls;
      const call = calls.includes('pass') && rng.int(0, 1) === 0 ? 'pass' : pick(rng, calls);
      events.push({ seat: p.seat, call });
    } else if (st === 'talon') {
      const n = rng.int(0, 9) === 0 ? pick(rng, [1, 3]) : 2;
      const cards = p.talonHand.slice();
      const discard: string[] = [];
      for (let k = 0; k < n; k++) discard.push(formatCard(cards.splice(rng.int(0, cards.length - 1), 1)[0]));
      events.push({ seat: p.declarer, discard, contract: rng.int(0, 1) === 0 ? p.contracts[0] : pick(rng, p.contracts) });
    } else if (st === 'whisting') events.push({ seat: p.seat, whist: pick(rng, p.whists) });
    else if (st === 'played') events.push({ score: true });
    else if (p.seat >= 0) {
      const pool = p.exposed.length > 0 ? p.exposed : p.legal;
      // a play out of turn now and then: a lead by the wrong seat (CODE 3.9.14)
      events.push({ seat: p.seat, play: formatCard(pick(rng, pool)) });
    } else break;
  }
  return base;
}

function maskCards(m: CardMask): string[] {
  const out: string[] = [];
  for (let c = 0; c < 32; c++) if ((m >>> c) & 1) out.push(formatCard(c));
  return out;
}

function checkView(v: TableView, where: string) {
  let seen = 0;
  let n = 0;
  const put = (cards: number[]) => {
    for (const c of cards) {
      if ((seen >>> c) & 1) throw new Error(`${where}: ${formatCard(c)} is in two places (#pprop-cards-twice)`);
      seen = (seen | (1 << c)) >>> 0;
      n++;
    }
  };
  for (const h of v.hands) put(Array.from({ length: 32 }, (_, c) => c).filter((c) => (h >>> c) & 1));
  put(v.talon);
  put(v.discard);
  put(v.floor);
  put(v.otherDeck);
  put(v.lost);
  put(v.played);
  if (n !== 32) throw new Error(`${where}: ${n} cards accounted for, not 32 (hands ${v.hands.map(count).join('/')}, talon ${v.talon.length}, discard ${v.discard.length}, table ${v.played.length}) (#pprop-32)`);
  if (v.tricksPlayed > 10) throw new Error(`${where}: ${v.tricksPlayed} tricks on the table (#pprop-tricks)`);
  if (v.realTricks.reduce((a, b) => a + b, 0) > 10) throw new Error(`${where}: ${v.realTricks.join('/')} real tricks (#pprop-real)`);
  if (v.penalty.some((x) => x < 0)) throw new Error(`${where}: negative penalty tricks (#pprop-penalty)`);
}

describe(`Preferans judge properties (seed ${SEED})`, () => {
  it('32 cards over hands, talon, discard and tricks at every step; at most 10 real tricks; penalty tricks apart', () => {
    let ruled = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const json = randomDeal(seed);
        const s = parsePreferansScenario(json);
        try {
          const r = judgePreferans(s, (v, e) => checkView(v, `deal seed ${seed}, after ${JSON.stringify(e)}; scenario ${JSON.stringify(json)}`));
          expect(r.tricks.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(10);
          ruled++;
        } catch (e) {
          // a random script may stop short of the end of the deal (80 steps, or a discovery left open)
          if (e instanceof InputError && /ends before the deal is over/.test(e.message)) return;
          throw e;
        }
      }),
      { seed: SEED, numRuns: 60 },
    );
    expect(ruled).toBeGreaterThan(30);
  });
});

// ───────────────────────── 2. whole games through the machine ─────────────────────────

const machine = toXStateMachine(preferansMachine);
const ctxOf = (a: ReturnType<typeof createActor<typeof machine>>) => a.getSnapshot().context as PreferansContext;
const stateOf = (v: unknown) => (typeof v === 'string' ? v : Object.entries(v as Record<string, string>).map(([k, x]) => `${k}.${x}`)[0]);

/** A random fact for the machine in its current state: the ordinary flow, and now and then an irregularity. */
function randomFact(rng: Rng, x: PreferansContext, st: string, players: number): PreferansEvent | undefined {
  const order = x.order.length ? x.order : [1, 2, players === 4 ? 3 : 0];
  const seat = () => pick(rng, order);
  const counts = () => {
    const c = new Array<number>(players).fill(0);
    for (const s of order) c[s] = 10;
    const a = pick(rng, order);
    const b = pick(rng, order.filter((s) => s !== a));
    c[a] = 9;
    if (rng.int(0, 1) === 0) c[b] = 11;
    return c;
  };
  const found = (c: number[]): FoundWhere => (c.some((n) => n > 10) ? 'hand' : pick(rng, ['floor', 'other-deck', 'not-found'] as FoundWhere[]));
  const discover = (): PreferansEvent => {
    const c = counts();
    return { type: 'COUNT_DISCOVERED', by: seat(), counts: c, talon: 2, found: found(c), faceUp: rng.int(0, 3) === 0, revokeTrick: x.trickLog.length > 0 && rng.int(0, 1) === 0 ? 0 : -1 };
  };
  const irr = (kinds: PlayIrregularity[]): PreferansEvent => ({ type: 'IRREGULARITY', kind: pick(rng, kinds), seat: seat(), trick: Math.max(0, x.trickLog.length - 1), damages: new Array(players).fill(rng.int(0, 1) * 6) });
  const rare = rng.int(0, 9) === 0;
  switch (st) {
    case 'awaitingDeal':
      return rng.int(0, 14) === 0 ? { type: 'MISDEAL', kind: pick(rng, ['exposed-card', 'pattern', 'wrong-count', 'talon-pair'] as const), pair: rng.int(1, 16) } : { type: 'DEALT', counts: order.reduce((a, s) => ((a[s] = 10), a), new Array<number>(players).fill(0)), talon: 2 };
    case 'auction': {
      if (rare) return rng.int(0, 1) ? discover() : irr(['talon-seen', 'talon-peeked', 'talon-exposed', 'talon-taken']);
      const roll = rng.int(0, 3);
      if (roll === 0) return { type: 'ALL_PASSED' };
      if (roll === 1) return { type: 'AUCTION_WON', declarer: order[0], bid: parseContract(pick(rng, ['6S', '7H', '8NT', 'MIS']))! };
      return { type: 'CALL', seat: seat(), call: pick(rng, ['pass', 'bid'] as const), contract: parseContract('6S')! };
    }
    case 'tenCard':
      return { type: 'CHOICE', demands: new Array(players).fill(false).map(() => rng.int(0, 1) === 0) };
    case 'talon':
      if (rare) return discover();
      return { type: 'CONTRACT', contract: x.bid >= 0 && rng.int(0, 1) ? x.bid : parseContract(pick(rng, ['6S', '7D', '9NT', 'MIS']))!, discard: rng.int(0, 9) === 0 ? 3 : 2 };
    case 'whisting': {
      const defenders = order.filter((s) => s !== x.declarer);
      if (x.kind === 'misere') return { type: 'WHIST', outcome: 'played', whisters: [], passers: defenders, halfWhister: -1, open: true };
      const w = rng.int(0, 3);
      if (w === 0) return { type: 'WHIST', outcome: 'unwhisted', whisters: [], passers: [], halfWhister: -1, open: false };
      if (w === 1) return { type: 'WHIST', outcome: 'played', whisters: defenders, passers: [], halfWhister: -1, open: false };
      if (w === 2) return { type: 'WHIST', outcome: 'played', whisters: [defenders[0]], passers: [defenders[1]], halfWhister: -1, open: rng.int(0, 1) === 0 };
      return { type: 'WHIST', outcome: 'half-whist', whisters: [], passers: [], halfWhister: defenders[1], open: false };
    }
    case 'play':
    case 'replay':
    case 'allPass.beforeLead':
    case 'allPass.playing': {
      if (rare) return rng.int(0, 1) ? discover() : irr(['revoke', 'revoke-corrected', 'lead-out-of-turn', 'out-of-turn-late', 'looked-at-trick', 'looked-at-discard', 'talon-seen']);
      if (!x.led) return { type: 'LED' };
      if (x.trickLog.length >= 10) return { type: 'PLAY_COMPLETE' };
      const holders = x.kind === 'all-pass' && x.sitter >= 0 && x.trickLog.length < 2 ? [...order, x.sitter] : order;
      return { type: 'TRICK', winner: pick(rng, holders) };
    }
    case 'played':
      return rare ? discover() : { type: 'SCORE' };
    default:
      return undefined;
  }
}

const amnestyShift = (sheet: { players: 3 | 4; pool: readonly number[]; mountain: readonly number[]; whists: readonly (readonly number[])[] }, k: number) => ({ ...sheet, mountain: sheet.mountain.map((m) => m + k) });

describe(`Preferans game properties (seed ${SEED})`, () => {
  it('after any sequence of deals, irregular ones included: the settlement sums to zero and ignores amnesty; in Sochi and Rostov no pool exceeds the target', () => {
    let deals = 0;
    let irregular = 0;
    let finished = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom<VariantId>('sochi', 'leningrad', 'rostov'), fc.constantFrom<3 | 4>(3, 4), (seed, variantId, players) => {
        const rng = createRng(deriveSeed(SEED, 2, seed));
        const variant: PreferansVariant = makeVariant(variantId, { poolTarget: 10 });
        const readings = resolveReadings(ALL_GAPS, randomReadings(rng, 50));
        const actor = createActor(machine, { input: initialContext(players, variant, readings, { dealer: rng.int(0, players - 1) }) }).start();
        const log: PreferansEvent[] = [];
        for (let step = 0; step < 4000 && actor.getSnapshot().status === 'active'; step++) {
          const before = ctxOf(actor).deals;
          const e = randomFact(rng, ctxOf(actor), stateOf(actor.getSnapshot().value), players);
          if (!e) break;
          log.push(e);
          actor.send(e);
          const x = ctxOf(actor);
          if (x.deals === before && !(stateOf(actor.getSnapshot().value) === 'awaitingDeal' && x.lastDealWritten && e.type === 'COUNT_DISCOVERED')) continue;
          if (x.deals > before) {
            deals++;
            if (x.trail.length > 0) irregular++;
          }
          const sheet = { players, pool: x.sheet.pool, mountain: x.sheet.mountain, whists: x.sheet.whists };
          const where = `seed ${seed}, ${variantId}, ${players} players, readings ${JSON.stringify(readings)}, events ${JSON.stringify(log)}`;
          const result = settle(sheet, variant).result;
          if (Math.abs(result.reduce((a, b) => a + b, 0)) > 1e-6) throw new Error(`${where}: settlement ${result.join('/')} does not sum to zero (#pprop-zero)`);
          const shifted = settle(amnestyShift(sheet, 7), variant).result;
          if (shifted.some((v, i) => Math.abs(v - result[i]) > 1e-6)) throw new Error(`${where}: an amnesty shift changes the settlement (#pprop-amnesty)`);
          if (variant.poolClosing === 'help' && x.sheet.pool.some((p) => p > variant.poolTarget)) throw new Error(`${where}: a pool exceeds the target: ${x.sheet.pool.join('/')} (#pprop-pool)`);
        }
        if (actor.getSnapshot().status === 'done') finished++;
      }),
      { seed: SEED, numRuns: 120 },
    );
    console.log(`preferans game properties: ${deals} deals (${irregular} ruled on an irregularity), ${finished} games played to the end`);
    expect(irregular).toBeGreaterThan(50);
    expect(finished).toBeGreaterThan(10);
  });
});

// ───────────────────────── 3. the all-pass write-up agrees with the mechanics ─────────────────────────

describe(`Preferans all-pass write-up (seed ${SEED})`, () => {
  it('with no penalty tricks, the machine writes an all-pass exactly as the mechanics’ scoreAllPass', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<VariantId>('sochi', 'leningrad', 'rostov'),
        fc.constantFrom<3 | 4>(3, 4),
        fc.integer({ min: 0, max: 5 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 10, maxLength: 10 }),
        (variantId, players, run, winners) => {
          const variant = makeVariant(variantId);
          const ctx = initialContext(players, variant, resolveReadings(ALL_GAPS, {}), { sheet: { run } });
          ctx.sitter = players === 4 ? 0 : -1;
          const seats = players === 4 ? [1, 2, 3] : [0, 1, 2];
          const canWin = variant.allPass.talon === 'used' && players === 4 ? [0, 1, 2, 3] : seats;
          const tricks = new Array<number>(players).fill(0);
          winners.forEach((w) => tricks[canWin[w % canWin.length]]++);
          const mine = allPassEntries(ctx, tricks);
          const theirs = scoreAllPass({ players, tricks, sitter: players === 4 ? 0 : undefined, run }, variant);
          const key = (e: { kind: string; seat: number; amount: number; reason: string }) => `${e.kind}:${e.seat}:${(e as { on?: number }).on ?? ''}:${e.amount}:${e.reason}`;
          expect(mine.map(key).sort()).toEqual(theirs.map(key).sort());
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
  });
});
