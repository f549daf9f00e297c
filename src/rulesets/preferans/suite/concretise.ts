/**
 * From an abstract Preferans path to real deals. The path's first wrong-count discovery says how
 * the cards were misdealt (./deal.ts: a seeded shuffle, a card really taken out of a hand); then
 * each machine event of the path becomes scenario events, asking the judge itself at each step
 * where the deal stands (`probePreferans`: whose turn, the legal calls, contracts, whist options
 * and cards): the calls that end the bidding with the path's declarer, the contract and discard,
 * the whist calls that give the path's whist outcome, cards played (a seeded choice among the
 * legal ones; a wrong card where the path has a revoke), the discovery, the choice, the
 * irregularity. Each seed gives one candidate; the generator keeps the first whose judged run
 * takes the path's transitions — nothing here decides that.
 *
 * @internal
 */
import { cardsOf } from '../../../core/cards/mask.ts';
import { formatCard } from '../../../core/cards/notation.ts';
import { createRng, deriveSeed, type Rng } from '../../../core/cards/rng.ts';
import { contractCode, MISERE, parseContract, type ContractId } from '../mechanics/contracts.ts';
import { judgePreferans, probePreferans, type Probe, type TableView } from '../judge/judge.ts';
import { parsePreferansScenario } from '../scenario.ts';
import { InputError } from '../../../core/regulation/readings.ts';
import type { PreferansEvent } from '../machine/events.ts';
import type { ConcretiseRequest, Json } from '../../../core/suite/types.ts';
import { FREE_EVENTS, wrongCountOf, type WrongCount } from './abstraction.ts';
import { catalogueOf, transitionIdsOf } from '../../../core/statechart/catalogue.ts';
import { tableOf } from '../../../core/statechart/engine.ts';
import { preferansMachine } from '../machine/definition.ts';
import { signature, trailSetOf } from '../../../core/suite/candidates.ts';
import { dealWith } from './deal.ts';
import { impossibleTransition } from './limits.ts';
import { playersOf } from './tables.ts';

/** Seeds tried per path at most; the generator's budget usually stops far earlier. */
const SEEDS = 40;
/** The same failure on this many deals in a row: the path's shape fails, not the cards. */
const SAME_FAILURES = 5;
/** The stream of the suite's deals (any fixed number: it only has to stay the same). */
const SUITE_STREAM = 0x5e17e;

type Ev = PreferansEvent;

/**
 * The cards of a path whose revoke is claimed in the last trick, with no wrong count found: the
 * second hand dealt 11 and the third 9, and nobody notices. With ten cards each every player
 * holds one card in the last trick and none can revoke there; the 11-card hand still holds two
 * (the short hand plays nothing to it: PREF-G23).
 */
const LONG_UNNOTICED: WrongCount = { by: 1, counts: [10, 11, 9], found: 'hand' };

/** The path claims a revoke in the last trick. */
const lastTrickRevoke = (events: readonly Ev[]) => events.some((e) => e.type === 'IRREGULARITY' && e.kind === 'revoke' && e.trick >= 9);

/**
 * The candidate scenarios of an abstract path, in seed order. `trace` (diagnostics) receives, for
 * the first seeds, why each deal did not follow the path, or `followed`.
 */
export function preferansCandidates(req: ConcretiseRequest<Ev>, trace?: { seeds: number; out: string[] }): Iterable<Json> | { impossible: string } {
  for (const t of req.path.transitions) {
    const why = impossibleTransition(t);
    if (why) return { impossible: why };
  }
  const events = req.path.events;
  const players = playersOf(req.ledger.ledger);
  const first = events.find((e): e is Extract<Ev, { type: 'COUNT_DISCOVERED' }> => e.type === 'COUNT_DISCOVERED');
  const wrong = first ? wrongCountOf(players, first) : lastTrickRevoke(events) ? LONG_UNNOTICED : undefined;
  if (first && !wrong) return { impossible: `the discovery ${JSON.stringify(first)} is none of the abstraction's wrong-count configurations` };
  const shape = impossibleShape(events);
  if (shape) return { impossible: shape };
  const base: Json = {
    ruleset: 'preferans',
    title: '',
    variant: req.format,
    ...(players === 4 ? { players: 4 } : {}),
    ...(Object.keys(req.overrides).length ? { readings: { ...req.overrides } } : {}),
    ...(req.ledger.ledger.sheet ? { sheet: req.ledger.ledger.sheet } : {}),
  };
  const want = { signature: signature(catalogueOf(preferansMachine), req.path.transitions, FREE_EVENTS), trail: trailSetOf(req.path.trail) };
  const build = (seed: number): Json | string => {
    const rng = createRng(deriveSeed(SUITE_STREAM, seed));
    const cards = dealWith(players, wrong, rng);
    const scenario: Json = { ...base, hands: cards.hands, talon: cards.talon };
    for (const k of ['floor', 'floorFaceUp', 'otherDeck', 'lost'] as const) if (cards[k].length) scenario[k] = cards[k];
    const built = new Walker(scenario, events, rng).walk();
    // a reading probe's path names no transitions: any deal the walk builds is offered
    if (typeof built === 'string' || req.path.transitions.length === 0) return built;
    return followed(built, want) ?? built;
  };
  if (trace) for (let seed = 1; seed <= trace.seeds; seed++) trace.out.push(((x) => (typeof x === 'string' ? x : 'followed'))(build(seed)));
  return (function* (): Generator<Json, string> {
    // a deal that does not follow the path is not offered; when the same failure repeats on
    // every deal, the path's shape is what fails (the judge refuses it whatever the cards): stop
    let last = '';
    let streak = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const built = build(seed);
      const failure = typeof built === 'string' ? built : null;
      if (failure === null) {
        streak = 0;
        yield built as Json;
        continue;
      }
      streak = failure === last ? streak + 1 : 1;
      last = failure;
      if (streak >= SAME_FAILURES) return `the same on ${streak} deals in a row: ${failure}`;
    }
    return `none of ${SEEDS} deals did; the last: ${last}`;
  })();
}

const PLAY_KINDS = new Set(['revoke', 'revoke-corrected', 'lead-out-of-turn', 'out-of-turn-late', 'looked-at-trick', 'looked-at-discard']);

/** Why no deal can follow a path of this shape, whatever the cards, or null. */
function impossibleShape(events: readonly Ev[]): string | null {
  let played = true;
  let allPass = false;
  let over = false;
  let led = false;
  for (const e of events) {
    if (e.type === 'WHIST') played = e.outcome === 'played';
    if (e.type === 'ALL_PASSED') allPass = true;
    if (e.type === 'LED') (led = true), (over = false);
    if (e.type === 'PLAY_COMPLETE') over = true;
    if (e.type !== 'IRREGULARITY' || !PLAY_KINDS.has(e.kind)) continue;
    if (!played) return 'a play irregularity in a game that was not played (not whisted, or a half-whist): there is no play to offend in, and the judge refuses it';
    if ((e.kind === 'revoke' || e.kind === 'revoke-corrected') && !led && allPass) return "a revoke before the all-pass's first card: no card has been played, so there is no wrong card to claim or correct";
    if (e.kind === 'revoke' && e.trick >= 9 && !over) return 'a revoke in the last trick while it is played: no card is played after it, so the claim comes once play is over';
    if (e.kind === 'lead-out-of-turn' && over) return 'a lead out of turn once play is over: the judge sees a lead out of turn in a card played out of turn, and no card is played after the last trick';
    if (e.kind === 'lead-out-of-turn' && !led && allPass) return "a lead out of turn as an all-pass's first lead: the judge records the first lead (LED) before it rules on a lead out of turn, so the machine has already left allPass.beforeLead";
  }
  return null;
}

/** Why the judged deal (the compiled engine: fast) does not follow the path, or null when it does. */
function followed(scenario: Json, want: { signature: string; trail: string }): string | null {
  const ids = transitionIdsOf(tableOf(preferansMachine));
  const taken: string[] = [];
  let ruling;
  try {
    ruling = judgePreferans(parsePreferansScenario(scenario), undefined, { engine: 'compiled', onTransition: (i) => taken.push(ids[i]) });
  } catch (e) {
    if (e instanceof InputError) return `rejected: ${blank(e.message)}`;
    throw e;
  }
  const got = signature(catalogueOf(preferansMachine), taken, FREE_EVENTS);
  if (got !== want.signature) return `took ${got}`;
  if (trailSetOf(ruling.trail) !== want.trail) return `applied ${ruling.trail.join(',')}`;
  return null;
}

/** A failure message without the deal's particulars (cards, seats, indices), so that equal failures compare equal. */
const blank = (m: string) => m.replace(/\b[0-9TJQKA][SCDH♠♣♦♥]\b/g, 'C').replace(/\d+/g, 'N');

/** Thrown inside a walk when this deal cannot follow the path (another seed may). */
class Miss extends Error {}

class Walker {
  private readonly events: Json[] = [];
  /** the seat that must make a wrong card for a later revoke claim, until he has */
  private faultSeat = -1;
  /** the trick (0-based) from which he makes it: the last one for a revoke in the last trick */
  private faultTrick = 0;
  private readonly misere: boolean;

  constructor(
    private readonly base: Json,
    private readonly path: readonly Ev[],
    private readonly rng: Rng,
  ) {
    this.misere = path.some((e) => e.type === 'CONTRACT' && e.contract === MISERE);
    const claim = path.find((e) => e.type === 'IRREGULARITY' && e.kind === 'revoke');
    if (claim && claim.type === 'IRREGULARITY') (this.faultSeat = claim.seat), (this.faultTrick = Math.min(claim.trick, 9));
  }

  /** The scenario, or why this deal cannot follow the path. */
  walk(): Json | string {
    let k = 0;
    try {
      for (; k < this.path.length; k++) this.step(this.path[k], k);
      return { ...this.base, events: this.events };
    } catch (e) {
      if (e instanceof Miss) return `event ${k}: ${e.message}`;
      if (e instanceof InputError) return `event ${k}: ${blank(e.message)}`;
      throw e;
    }
  }

  // ── asking the judge ──

  private scenario(): Json {
    return { ...this.base, events: this.events };
  }

  /** Where the deal stands, and the machine events the judge has sent so far. */
  private look(): { p: Probe; sent: Ev[] } {
    const record = { start: null, events: [] as Ev[] };
    const p = probePreferans(parsePreferansScenario(this.scenario()), { engine: 'compiled', record });
    return { p, sent: record.events };
  }

  /** The cards each seat holds now (the judge's table view after the last event). */
  private hands(): number[] {
    let view: TableView | null = null;
    try {
      judgePreferans(parsePreferansScenario(this.scenario()), (v) => (view = v), { engine: 'compiled' });
    } catch (e) {
      if (!(e instanceof InputError)) throw e; // "the scenario ends before the deal is over": expected
    }
    if (!view) throw new Miss(`no table view`);
    return (view as TableView).hands;
  }

  private count(sent: readonly Ev[], type: Ev['type']): number {
    return sent.filter((e) => e.type === type).length;
  }

  private pick<T>(xs: readonly T[]): T {
    return xs[this.rng.int(0, xs.length - 1)];
  }

  // ── play ──

  /** Plays one card (a wrong one when a revoke is planned and possible); false when nobody is to play. */
  private playOne(): boolean {
    const { p, sent } = this.look();
    if (p.seat < 0 || p.legal.length === 0) return false;
    if (p.seat === this.faultSeat && p.exposed.length === 0 && this.count(sent, 'TRICK') >= this.faultTrick) {
      const legal = new Set(p.legal);
      const wrong = cardsOf(this.hands()[p.seat]).filter((c) => !legal.has(c));
      if (wrong.length > 0) {
        this.faultSeat = -1;
        this.events.push({ seat: p.seat, play: formatCard(this.pick(wrong)) });
        return true;
      }
    }
    const pool = p.exposed.length > 0 ? p.exposed : p.legal;
    this.events.push({ seat: p.seat, play: formatCard(this.pick(pool)) });
    return true;
  }

  private playUntil(done: (sent: Ev[]) => boolean): void {
    for (let n = 0; n < 60; n++) {
      if (done(this.look().sent)) return;
      if (!this.playOne()) throw new Miss(`play ended before the path’s next event`);
    }
    throw new Miss(`play did not reach the path’s next event`);
  }

  private playOut(): void {
    for (let n = 0; n < 60; n++) if (!this.playOne()) return;
  }

  private countBefore(k: number, type: Ev['type']): number {
    return this.path.slice(0, k + 1).filter((e) => e.type === type).length;
  }

  // ── one abstract event ──

  private step(e: Ev, k: number): void {
    switch (e.type) {
      case 'MISDEAL':
        this.events.push(e.kind === 'talon-pair' ? { misdeal: e.kind, pair: e.pair } : { misdeal: e.kind });
        return;
      case 'DEALT':
        return; // the judge deals
      case 'CALL': {
        const { p } = this.look();
        if (p.state !== 'auction' || p.seat !== e.seat) throw new Miss(`seat ${p.seat} is to call in ${p.state}`);
        const call = e.call === 'bid' ? (this.misere ? 'MIS' : contractCode(e.contract as ContractId)) : e.call;
        if (!p.calls.includes(call)) throw new Miss(`${call} is not a legal call`);
        this.events.push({ seat: e.seat, call });
        return;
      }
      case 'AUCTION_WON':
      case 'ALL_PASSED':
        return this.closeAuction(e.type === 'AUCTION_WON' ? e.declarer : -1);
      case 'CONTRACT':
        return this.nameContract(e.contract, e.discard);
      case 'WHIST':
        return this.whist(e);
      case 'LED':
        return this.playUntil((sent) => this.count(sent, 'LED') >= this.countBefore(k, 'LED'));
      case 'TRICK':
        return this.playUntil((sent) => this.count(sent, 'TRICK') >= this.countBefore(k, 'TRICK'));
      case 'PLAY_COMPLETE':
        return this.playOut();
      case 'COUNT_DISCOVERED':
        this.events.push({ discover: { by: e.by } });
        return;
      case 'CHOICE': {
        const { p } = this.look();
        if (p.state !== 'tenCard') throw new Miss(`no redeal choice is open (now: ${p.state})`);
        this.events.push({ choice: { redeal: e.demands.some(Boolean) ? p.choosers.slice() : [] } });
        return;
      }
      case 'IRREGULARITY':
        return this.irregularity(e);
      case 'SCORE': {
        if (this.look().p.state !== 'played') throw new Miss(`the result is written once play is over (now: ${this.look().p.state})`);
        this.events.push({ score: true });
        return;
      }
    }
  }

  /** The bidding ends: the seat that is to win bids the lowest bid he may (misère if the path names it), the others pass. */
  private closeAuction(declarer: number): void {
    for (let n = 0; n < 16; n++) {
      const { p } = this.look();
      if (p.state !== 'auction') break;
      if (p.seat < 0) throw new Miss(`nobody is to call`);
      let call = 'pass';
      if (p.seat === declarer) {
        const bids = p.calls.filter((c) => c !== 'pass' && c !== 'here' && c !== 'MIS').sort((a, b) => parseContract(a)! - parseContract(b)!);
        call = this.misere && p.calls.includes('MIS') ? 'MIS' : (bids[0] ?? 'pass');
      }
      if (!p.calls.includes(call)) throw new Miss(`${call} is not a legal call`);
      this.events.push({ seat: p.seat, call });
    }
    const { p } = this.look();
    if (declarer >= 0 ? p.state !== 'talon' || p.declarer !== declarer : !p.state.startsWith('allPass')) throw new Miss(`the bidding did not end as the path does (now: ${p.state}, declarer ${p.declarer})`);
  }

  private nameContract(contract: number, discard: number): void {
    const { p } = this.look();
    if (p.state !== 'talon') throw new Miss(`no contract to name (now: ${p.state})`);
    let code = contract === MISERE ? 'MIS' : contractCode(contract as ContractId);
    if (!p.contracts.includes(code)) {
      if (contract === MISERE) throw new Miss('misère may not be named');
      code = p.contracts.find((c) => c !== 'MIS') ?? '';
      if (!code) throw new Miss(`no contract may be named`);
    }
    const hand = p.talonHand.slice();
    const put: string[] = [];
    for (let n = 0; n < discard; n++) put.push(formatCard(hand.splice(this.rng.int(0, hand.length - 1), 1)[0]));
    this.events.push({ seat: p.declarer, discard: put, contract: code });
  }

  /** The whist calls (searched in the judge's order of options) that give the path's whist outcome. */
  private whist(e: Extract<Ev, { type: 'WHIST' }>): void {
    const same = (w: Ev | undefined) =>
      w !== undefined &&
      w.type === 'WHIST' &&
      w.outcome === e.outcome &&
      [...w.whisters].sort().join() === [...e.whisters].sort().join() &&
      w.halfWhister >= 0 === e.halfWhister >= 0 &&
      w.open === e.open;
    const search = (depth: number): boolean => {
      const { p, sent } = this.look();
      if (p.state !== 'whisting') return same([...sent].reverse().find((x) => x.type === 'WHIST'));
      if (depth > 6 || p.seat < 0) return false;
      for (const option of p.whists) {
        this.events.push({ seat: p.seat, whist: option });
        if (search(depth + 1)) return true;
        this.events.pop();
      }
      return false;
    };
    if (!search(0)) throw new Miss(`no whist calls give ${e.outcome}`);
  }

  private irregularity(e: Extract<Ev, { type: 'IRREGULARITY' }>): void {
    switch (e.kind) {
      case 'talon-seen':
      case 'talon-peeked':
      case 'out-of-turn-late':
      case 'looked-at-trick':
      case 'looked-at-discard':
        this.events.push({ irregularity: e.kind, seat: e.seat });
        return;
      case 'talon-taken':
        // the dealer draws the talon back blind from the taker's twelve cards: here, the same two
        this.events.push({ irregularity: e.kind, seat: e.seat, drawn: (this.base.talon as string[]).slice() });
        return;
      case 'talon-exposed':
        this.events.push({ irregularity: e.kind, seat: e.seat, damages: e.damages.slice() });
        return;
      case 'revoke':
        // the wrong card (planned since the deal began) in a trick now complete, then the claim
        this.playUntil(() => this.faultSeat < 0);
        this.completeTrick();
        this.events.push({ irregularity: 'revoke', seat: e.seat });
        return;
      case 'revoke-corrected':
        this.faultSeat = e.seat;
        this.playUntil(() => this.faultSeat < 0);
        this.events.push({ irregularity: 'revoke-corrected', seat: e.seat });
        return;
      case 'lead-out-of-turn':
        return this.leadOutOfTurn(e.seat, e.trick);
    }
  }

  private completeTrick(): void {
    const before = this.count(this.look().sent, 'TRICK');
    const { p } = this.look();
    if (p.seat < 0) return; // play is over: the trick is complete
    this.playUntil((sent) => this.count(sent, 'TRICK') > before || this.look().p.seat < 0);
  }

  /** A seat leads when another is to lead (after nine tricks for the last trick). */
  private leadOutOfTurn(seat: number, trick: number): void {
    if (trick >= 9) this.playUntil((sent) => this.count(sent, 'TRICK') >= 9);
    // the offender may be the one to lead: play on, a trick at a time, until another seat leads
    // (tricks are the ordinary course of play; the last trick is kept for CODE-3.9.21)
    for (let n = 0; trick < 9 && n < 8 && this.look().p.seat === seat; n++) {
      const before = this.count(this.look().sent, 'TRICK');
      if (before >= 8) break;
      this.playUntil((sent) => this.count(sent, 'TRICK') > before);
    }
    const { p } = this.look();
    if (p.seat < 0) throw new Miss('play is over: nobody can lead');
    if (p.seat === seat) throw new Miss(`the seat to lead out of turn is the leader`);
    const held = cardsOf(this.hands()[seat]);
    if (held.length === 0) throw new Miss(`the seat to lead out of turn holds no card`);
    this.events.push({ seat, play: formatCard(this.pick(held)) });
  }
}
