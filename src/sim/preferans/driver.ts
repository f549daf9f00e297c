/**
 * The Preferans deal driver: plays whole games (a pool until it closes, or the deal cap) in four
 * formats — Sochi, Leningrad and Rostov with 3 players, Sochi with 4 (the dealer sits out). Each
 * deal is generated with the mechanics (src/preferans: dealing, auction, talon, whisting; the
 * judge's trick table src/judge/preferans/table.ts for the play) and the policies
 * (src/sim/policies/preferans.ts), written as a judge scenario (docs/scenario-format.md) and
 * ruled by the judge itself (src/judge/preferans/judge.ts), which turns the cards into the
 * machine's fact events. The simulator therefore never re-implements how cards become events,
 * and a replayed deal IS the scenario the judge ruled.
 *
 * Wrong counts: with the spec's rate per kind, the dealt cards are misdealt for real — one card
 * of a hand moved to another hand (9 and 11), into the talon (3), to the floor (face down or up),
 * into another deck, or lost, or a talon card dealt into a hand (11 and a talon of 1) — and the
 * deal is first played as if nobody noticed. The discovery is placed before one of the deal's
 * events (or after the result is written), drawn by `spec.discovery` over every point the judge
 * accepts one (not during the whist decisions); from there the deal goes on as the judge's probe
 * says (a redeal choice, a resumed auction, a replay), the players choosing by the same policies
 * (after a discovery the play is the lowest legal card, as build.ts's autoplay).
 *
 * The other kinds (OTHER_KINDS: D0 misdeals, talon irregularities in the bidding, revokes — claimed
 * later, corrected at once or never claimed —, a lead out of turn, a late out-of-turn claim, looks
 * at old tricks and at the discard) have a schedule and a random stream of their own and happen
 * only on a deal without a wrong count: placed among the points of the generated deal where the
 * kind can happen (a revoke only where the player holds a card breaking the follow/trump rule),
 * written as the scenario event the judge knows, and the deal goes on by the policies as the
 * judge's probe says.
 *
 * Cost: the judge steps the machine on the compiled runtime (`engine: 'xstate'` runs a real
 * actor instead). After an irregularity the deal is continued through one incremental judge
 * session (push an event, probe who acts next), then ruled once more from the finished scenario
 * with the invariant and transition hooks: linear in the deal's events.
 *
 * @internal
 */
import { type Card, NUM_CARDS } from '../../cards/card.ts';
import { shuffledDeck } from '../../cards/deck.ts';
import { cardsOf, count } from '../../cards/mask.ts';
import { formatCard, parseCard } from '../../cards/notation.ts';
import { applyCall, bidCall, HERE, PASS, startAuction, type AuctionRules, type AuctionState } from '../../preferans/auction.ts';
import { contractCode, contractPrice, LOWEST, MISERE, parseContract, trumpOf, type ContractId } from '../../preferans/contracts.ts';
import { dealInto, newDealBuffer } from '../../preferans/deal.ts';
import { defendersOf, handsOf, sitterOf, type PlayerCount } from '../../preferans/seats.ts';
import { settle } from '../../preferans/settlement.ts';
import { LENINGRAD, ROSTOV, SOCHI, whistRulesOf, type PreferansVariant } from '../../preferans/variants.ts';
import { applyWhistCall, startWhist, whistOptions, type WhistCall, type WhistState } from '../../preferans/whist.ts';
import { judgePreferans, openPreferansSession, probePreferans, type PreferansRuling, type PreferansSession, type TableView } from '../../judge/preferans/judge.ts';
import { parsePreferansScenario, type ScenarioEvent } from '../../judge/preferans/scenario.ts';
import { ledSuit, legalNow, newTable, play, playOver, toPlay, type TableState } from '../../judge/preferans/table.ts';
import type { Readings } from '../../regulation/types.ts';
import type { FormatAccumulator } from '../../report/tallyAccumulator.ts';
import { dealPrefix, dealRef, formatDealId, partySeed, Stream, streamOf } from '../ids.ts';
import { transitionIdsOf } from '../../coverage/catalogue.ts';
import type { CompiledTable } from '../../statechart/compile.ts';
import type { MachineDefinition } from '../../statechart/definition.ts';
import { tableOf } from '../../statechart/engine.ts';
import { assertEquivalent, EquivalenceError } from '../../statechart/equivalence.ts';
import { preferansMachine } from '../../../machines/preferans.ts';
import type { PreferansContext } from '../../../machines/preferans.context.ts';
import type { MisdealKind, PlayIrregularity, PreferansEvent } from '../../../machines/preferans.events.ts';
import { IrregularitySchedule } from '../irregularities.ts';
import { chooseCall, chooseContract, choosePlay, chooseWhist, legalContractsAfter, targetContract } from '../policies/preferans.ts';
import { SimRng } from '../simRng.ts';
import type { AuditFailure, EngineOptions, SimSpec } from '../types.ts';
import { PInv, PREFERANS_INVARIANTS } from './invariants.ts';

/** The formats: 3-player Sochi, Leningrad and Rostov, and 4-player Sochi (the dealer sits out, CODE 3.2.10). */
export const PREFERANS_FORMATS = ['sochi', 'leningrad', 'rostov', 'sochi-4'] as const;
const FORMATS: Record<string, { variant: PreferansVariant; players: PlayerCount }> = {
  sochi: { variant: SOCHI, players: 3 },
  leningrad: { variant: LENINGRAD, players: 3 },
  rostov: { variant: ROSTOV, players: 3 },
  'sochi-4': { variant: SOCHI, players: 4 },
};

/** Wrong-count kinds (at most one per deal: the first scheduled), drawn from the deal's irregularities stream. */
export const WRONG_COUNT_KINDS = [
  'wrongCountHand',
  'wrongCountTalon',
  'wrongCountFloor',
  'wrongCountFloorFaceUp',
  'wrongCountOtherDeck',
  'wrongCountLost',
  'longHandShortTalon',
] as const;

/**
 * The other irregularities the machine rules on: D0 misdeals, talon irregularities in the bidding,
 * play irregularities. Drawn from a stream of their own (so a spec without them deals and rules
 * exactly as before they existed); on a deal with a wrong count they are not committed.
 */
export const OTHER_KINDS = [
  'misdealExposedCard',
  'misdealPattern',
  'misdealWrongCount',
  'misdealTalonPair',
  'talonSeen',
  'talonPeeked',
  'talonTaken',
  'talonExposed',
  'revoke',
  'revokeCorrected',
  'revokeUnclaimed',
  'leadOutOfTurn',
  'outOfTurnLate',
  'lookedAtTrick',
  'lookedAtDiscard',
] as const;
type OtherKind = (typeof OTHER_KINDS)[number];

/** Every kind a spec may give a rate for, in the order they are tallied. */
export const PREFERANS_KINDS: readonly string[] = [...WRONG_COUNT_KINDS, ...OTHER_KINDS];

/** The stream of the other kinds' schedule and choices (deck 0, players 1, wrong counts 2, audit 3 are taken). */
const OTHER_STREAM = 5;
/** The other kinds' schedule draws a position in [0, SPAN): its fraction places the irregularity among the deal's points. */
const SPAN = 1 << 20;

type Json = Record<string, unknown>;

interface PartySheet {
  pool: number[];
  mountain: number[];
  whists: number[][];
  run: number;
  dealerErrors: number[];
  deals: number;
  dealer: number;
}

interface Generated {
  events: Json[];
  /** positions (insert before events[p]) inside the whist decisions: [from, to] inclusive, empty when from > to */
  whistFrom: number;
  whistTo: number;
  contract: number;
  /** the calls of the bidding: events[0, calls) */
  calls: number;
  allPass: boolean;
  declarer: number;
  /** the first play event, -1 when the deal was not played */
  playFrom: number;
  /** per play event (events[playFrom + j]), recorded only when a play irregularity has a rate */
  plays: PlayRecord[];
}

interface PlayRecord {
  seat: number;
  /** tricks complete before this card */
  tricks: number;
  /** the card leads a trick (nothing on it yet) */
  lead: boolean;
  /** the card completes its trick */
  last: boolean;
  /** cards of the seat that would break the follow/trump rule here (a revoke) */
  illegal: number;
  /** every seat's cards before this card */
  hands: number[];
}

/** A judge session and the scenario it is ruling, event by event (driver.session). */
interface DealSession {
  readonly judge: PreferansSession;
  /** the scenario without its events */
  readonly base: Json;
  /** the events pushed so far */
  readonly events: Json[];
  /** the contract named, -1 before */
  readonly contract: number;
  /** play events pushed */
  readonly plays: number;
  /** pushes an event the driver wrote (as the scenario gives it) to the judge */
  push(e: Json): void;
}

const cardsIn = (x: unknown): Card[] => (x as string[]).map((c) => parseCard(c)!);

/** A scenario event as the driver writes it, as parsePreferansScenario reads it (the driver writes only valid cards and codes). */
function scenarioEvent(e: Json, index: number, players: number): ScenarioEvent {
  if (e.misdeal !== undefined) return { kind: 'misdeal', misdeal: e.misdeal as MisdealKind, pair: (e.pair as number | undefined) ?? 0, index };
  if (e.score !== undefined) return { kind: 'score', index };
  if (e.discover !== undefined) {
    const d = e.discover as { by: number; draw?: string[] };
    return { kind: 'discover', by: d.by, draw: d.draw === undefined ? undefined : cardsIn(d.draw), index };
  }
  if (e.choice !== undefined) return { kind: 'choice', redeal: (e.choice as { redeal: number[] }).redeal.slice(), index };
  const seat = e.seat as number;
  if (e.irregularity !== undefined) {
    const damages = (e.damages as number[] | undefined)?.slice() ?? new Array<number>(players).fill(0);
    return { kind: 'irregularity', irregularity: e.irregularity as PlayIrregularity, seat, drawn: e.drawn === undefined ? undefined : cardsIn(e.drawn), damages, index };
  }
  if (e.call !== undefined) return { kind: 'call', seat, call: e.call === 'pass' || e.call === 'here' ? e.call : parseContract(e.call as string)!, index };
  if (e.contract !== undefined) return { kind: 'contract', seat, discard: cardsIn(e.discard), contract: parseContract(e.contract as string)!, index };
  if (e.whist !== undefined) return { kind: 'whist', seat, whist: e.whist as WhistCall, index };
  if (e.play !== undefined) return { kind: 'play', seat, card: parseCard(e.play as string)!, index };
  throw new Error(`preferans driver: cannot read event ${JSON.stringify(e)} (#sim-pref-3)`);
}

export interface ReplayTarget {
  deal: number;
  scenario: Json | null;
  trail: string[];
  outcome: string;
  consulted: string[];
  violations: string[];
  findings: string[];
}

export interface PreferansDriverOptions extends EngineOptions {
  readonly replay?: { deal: number };
}

const sameNumbers = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => Math.abs(x - b[i]) < 1e-9);

/** A finding key without the deal's particular cards (the judge names them). */
function findingKey(f: string, wrongCount: boolean): string {
  if (/^seat \d+ played .* no revoke was claimed$/.test(f)) return wrongCount ? 'unclaimed play fault after a wrong count (CODE 3.9.16)' : 'unclaimed revoke (CODE 3.9.16)';
  return f;
}

export class PreferansDriver {
  private readonly variant: PreferansVariant;
  private readonly players: PlayerCount;
  private readonly auctionRules: AuctionRules;
  private readonly shortRule: 'incomplete-void' | 'code-fn15';
  private readonly params: Readonly<Record<string, number>>;
  private readonly schedule: IrregularitySchedule;
  private readonly winFrom = new Int32Array(WRONG_COUNT_KINDS.length);
  private readonly winTo = new Int32Array(WRONG_COUNT_KINDS.length).fill(1);
  /** the other kinds' schedule, from the stream OTHER_STREAM */
  private readonly other: IrregularitySchedule;
  private readonly otherFrom = new Int32Array(OTHER_KINDS.length);
  private readonly otherTo = new Int32Array(OTHER_KINDS.length).fill(SPAN);
  /** some play irregularity has a rate: generate() records the plays */
  private readonly recordPlays: boolean;
  private readonly deck: Card[] = new Array<Card>(NUM_CARDS);
  private readonly buf = newDealBuffer();
  private readonly partyRng = new SimRng();
  private readonly deckRng = new SimRng();
  private readonly rng = new SimRng();
  private readonly irng = new SimRng();
  private readonly orng = new SimRng();
  private readonly replay: ReplayTarget | null;
  private replayActive = false;
  /** how the judge steps the machine: the compiled table (default) or a real XState actor */
  private readonly engine: { readonly engine: 'compiled' | 'xstate'; readonly machine?: MachineDefinition<PreferansContext, PreferansEvent> };
  /** the compiled table (compiled engine only): transitions.csv counts its transitions */
  private readonly table: CompiledTable<PreferansContext, PreferansEvent> | null = null;
  /** one deal in `audit` (by seed) is replayed through an XState actor beside the compiled runtime */
  private readonly audit: number;
  private auditThis = false;
  private auditFailure: AuditFailure | null = null;

  constructor(
    private readonly spec: SimSpec,
    private readonly readings: Readings,
    private readonly format: string,
    private readonly fmtCode: number,
    private readonly acc: FormatAccumulator,
    options: PreferansDriverOptions = {},
  ) {
    const f = FORMATS[format];
    if (!f) throw new Error(`preferans driver: unknown format ${format} (#sim-pref-1)`);
    this.variant = f.variant;
    this.players = f.players;
    // the judge's auction rules (src/judge/preferans/judge.ts, READING PREF-C2)
    const c2 = readings['PREF-C2'];
    this.auctionRules = { here: c2 === 'step-senior' ? 'any-senior' : 'first-hand', steps: c2 === 'any-higher' ? 'any-higher' : 'one-step', nineOverMisere: 'auction-ends' };
    this.shortRule = readings['PREF-G23'] === 'incomplete-void' ? 'incomplete-void' : 'code-fn15';
    this.params = spec.policies.params;
    this.schedule = new IrregularitySchedule(Float64Array.from(WRONG_COUNT_KINDS, (k) => spec.irregularities[k] ?? 0), spec.discovery);
    this.other = new IrregularitySchedule(Float64Array.from(OTHER_KINDS, (k) => spec.irregularities[k] ?? 0), spec.discovery);
    this.recordPlays = OTHER_KINDS.some((k, i) => i >= OTHER_KINDS.indexOf('revoke') && (spec.irregularities[k] ?? 0) > 0);
    this.engine = { engine: options.engine ?? 'compiled', ...(options.machine ? { machine: options.machine } : {}) };
    this.audit = options.audit ?? 0;
    if (this.engine.engine === 'compiled') {
      this.table = tableOf(this.engine.machine ?? preferansMachine);
      acc.countTransitions(transitionIdsOf(this.table));
    }
    this.replay = options.replay ? { deal: options.replay.deal, scenario: null, trail: [], outcome: '', consulted: [], violations: [], findings: [] } : null;
  }

  get replayed(): ReplayTarget | null {
    return this.replay;
  }

  runParty(party: number): AuditFailure | null {
    const players = this.players;
    const prng = this.partyRng.reseed(partySeed(this.spec.seed, this.fmtCode, party));
    const zeros = () => new Array<number>(players).fill(0);
    const sheet: PartySheet = { pool: zeros(), mountain: zeros(), whists: Array.from({ length: players }, zeros), run: 0, dealerErrors: zeros(), deals: 0, dealer: prng.int(0, players - 1) };
    let over = false;
    let deal = 0;
    while (!over && deal < this.spec.maxDealsPerParty) {
      over = this.playDeal(party, deal, sheet);
      if (this.auditFailure) return this.auditFailure;
      deal++;
      if (this.replay && deal > this.replay.deal) return null;
    }
    if (this.replay) return null;
    // CODE 4.2.14: the settlement sums to zero (at the end of the game, or where the cap stopped it)
    const s = settle({ players, pool: sheet.pool, mountain: sheet.mountain, whists: sheet.whists }, this.variant).result;
    const sum = s.reduce((a, b) => a + b, 0);
    const zeroOk = Math.abs(sum) < 1e-6;
    this.acc.check(PInv.ZeroSum, true, zeroOk, zeroOk ? undefined : () => `party ${party}: the settlement ${s.join('/')} sums to ${sum}`);
    this.acc.check(PInv.Terminates, true, over, over ? undefined : () => `party ${party}: the pool is still open after ${deal} deal attempts (pools ${sheet.pool.join('/')})`);
    this.acc.endParty(deal, over ? 'pool-closed' : 'deal-limit');
    return null;
  }

  // ──────────────────────────────── one deal ────────────────────────────────

  private playDeal(party: number, deal: number, sheet: PartySheet): boolean {
    const players = this.players;
    const ref = dealRef(party, deal);
    const acc = this.acc;
    acc.beginDeal(ref);
    this.replayActive = this.replay !== null && this.replay.deal === deal;
    const prefix = dealPrefix(this.spec.seed, this.fmtCode, party, deal);
    shuffledDeck(this.deckRng.reseed(streamOf(prefix, Stream.Deck)), this.deck);
    const rng = this.rng.reseed(streamOf(prefix, Stream.Players));
    const irng = this.irng.reseed(streamOf(prefix, Stream.Irregularities));
    const orng = this.orng.reseed(streamOf(prefix, OTHER_STREAM));
    this.auditThis = this.audit > 0 && streamOf(prefix, Stream.Audit) % this.audit === 0;
    dealInto(this.buf, this.deck, sheet.dealer, players);
    const hands = this.buf.hands.slice(0, players);
    const talon: Card[] = [this.buf.talon[0], this.buf.talon[1]];
    const places = { floor: [] as Card[], floorFaceUp: [] as Card[], otherDeck: [] as Card[], lost: [] as Card[] };

    // the deal's wrong count, if any: the first kind scheduled (the others are not committed)
    this.schedule.draw(irng, this.winFrom, this.winTo);
    this.other.draw(orng, this.otherFrom, this.otherTo);
    let kind = -1;
    for (let k = 0; k < WRONG_COUNT_KINDS.length; k++) if (this.schedule.step[k] >= 0) { kind = k; break; }
    // else the first other kind scheduled
    let okind = -1;
    if (kind < 0) for (let k = 0; k < OTHER_KINDS.length; k++) if (this.other.step[k] >= 0) { okind = k; break; }
    const order = handsOf(sheet.dealer, players);
    if (kind >= 0) {
      this.schedule.commit(kind);
      const short = order[irng.int(0, 2)];
      const cards = cardsOf(hands[short]);
      const name = WRONG_COUNT_KINDS[kind];
      if (name === 'longHandShortTalon') {
        const c = talon.splice(irng.int(0, 1), 1)[0];
        hands[short] = (hands[short] | (1 << c)) >>> 0;
      } else {
        const card = cards[irng.int(0, cards.length - 1)];
        hands[short] = (hands[short] & ~(1 << card)) >>> 0;
        if (name === 'wrongCountHand') {
          const others = order.filter((s) => s !== short);
          const to = others[irng.int(0, 1)];
          hands[to] = (hands[to] | (1 << card)) >>> 0;
        } else if (name === 'wrongCountTalon') talon.push(card);
        else if (name === 'wrongCountFloor') places.floor.push(card);
        else if (name === 'wrongCountFloorFaceUp') places.floorFaceUp.push(card);
        else if (name === 'wrongCountOtherDeck') places.otherDeck.push(card);
        else places.lost.push(card);
      }
    }

    const gen = this.generate(hands, talon, sheet.dealer, rng, okind >= 0 && this.recordPlays);
    const base: Json = {
      ruleset: 'preferans',
      title: `simulated deal ${this.format}:${party}:${deal} (spec ${this.spec.name}, seed ${this.spec.seed})`,
      variant: this.variant.id,
      players,
      readings: { ...this.spec.readings },
      sheet: { pool: sheet.pool.slice(), mountain: sheet.mountain.slice(), whists: sheet.whists.map((r) => r.slice()), allPassRun: sheet.run, dealerErrors: sheet.dealerErrors.slice(), deals: sheet.deals },
      dealer: sheet.dealer,
      hands: hands.map((h) => cardsOf(h).map(formatCard)),
      talon: talon.map(formatCard),
      ...(places.floor.length ? { floor: places.floor.map(formatCard) } : {}),
      ...(places.floorFaceUp.length ? { floorFaceUp: places.floorFaceUp.map(formatCard) } : {}),
      ...(places.otherDeck.length ? { otherDeck: places.otherDeck.map(formatCard) } : {}),
      ...(places.lost.length ? { lost: places.lost.map(formatCard) } : {}),
      events: gen.events,
    };

    let scenario = base;
    let point = '';
    if (kind >= 0) {
      // the discovery points: before any event but inside the whist decisions, or after the result is written
      const n = gen.events.length;
      const points: number[] = [];
      for (let p = 0; p <= n + 1; p++) if (p < gen.whistFrom || p > gen.whistTo) points.push(p);
      const p = this.spec.discovery === 'first-opportunity' ? points[0] : points[irng.int(0, points.length - 1)];
      const by = irng.int(0, players - 1);
      if (p === n + 1) {
        point = 'after-scoring';
        scenario = { ...base, events: [...gen.events, { score: true }, { discover: { by } }] };
      } else {
        const ses = this.session(base);
        for (let q = 0; q < p; q++) ses.push(gen.events[q]);
        const st = ses.judge.probe().state;
        point = st === 'auction' && p === 0 ? 'auction-before-first-call' : st;
        try {
          ses.push({ discover: { by } });
          scenario = this.continueAfter(ses, hands, gen.contract, rng);
        } catch (e) {
          return this.judgeFailed(e, `wrong-count deal discovered at ${point || '?'}`);
        }
      }
      acc.finding(`wrong count discovered at: ${point}`);
      try {
        return this.judge(scenario, sheet, ref, point);
      } catch (e) {
        return this.judgeFailed(e, `wrong-count deal discovered at ${point || '?'}`);
      }
    }
    if (okind >= 0) {
      const name = OTHER_KINDS[okind];
      let injected: Json | null;
      try {
        injected = this.inject(name, base, gen, hands, talon, order, orng, rng);
      } catch (e) {
        this.other.commit(okind);
        return this.judgeFailed(e, `${name} deal`);
      }
      if (injected) {
        this.other.commit(okind);
        scenario = injected;
        try {
          return this.judge(scenario, sheet, ref, '');
        } catch (e) {
          return this.judgeFailed(e, `${name} deal`);
        }
      }
    }
    return this.judge(scenario, sheet, ref, point);
  }

  /** The deal as the players would play it if nobody noticed anything. */
  private generate(dealt: readonly number[], talon: readonly Card[], dealer: number, rng: SimRng, recordPlays: boolean): Generated {
    const players = this.players;
    const hands = dealt.slice();
    const order = handsOf(dealer, players);
    const sitter = sitterOf(dealer, players) ?? -1;
    const events: Json[] = [];
    let a: AuctionState = startAuction(order, this.auctionRules);
    while (a.status === 'open') {
      const seat = a.toAct;
      const c = chooseCall(a, hands[seat], this.params, rng);
      events.push({ seat, call: typeof c === 'number' ? contractCode(c as ContractId) : c });
      a = applyCall(a, c === 'pass' ? PASS : c === 'here' ? HERE : bidCall(c as ContractId));
    }
    const calls = events.length;
    let whistFrom = 1;
    let whistTo = 0;
    let contract = -1;
    let table: TableState;
    let declarer = -1;
    const exposed = hands.map(() => 0);
    const allPass = a.result.kind === 'all-pass';
    const plays: PlayRecord[] = [];
    const out = (playFrom: number): Generated => ({ events, whistFrom, whistTo, contract, calls, allPass, declarer, playFrom, plays });
    if (a.result.kind === 'all-pass') {
      const used = this.variant.allPass.talon === 'used';
      table = newTable({ kind: 'all-pass', trump: -1, order, sitter, talonLead: !used ? 'none' : players === 4 ? 'leads' : 'names-suit', talon: talon.slice(), shortRule: this.shortRule, hands: hands.slice(), exposed });
    } else {
      declarer = a.result.declarer;
      const bid = a.result.bid;
      const hand12 = talon.reduce((m, c) => (m | (1 << c)) >>> 0, hands[declarer]);
      const named = chooseContract(bid, hand12, legalContractsAfter(bid));
      contract = named.contract;
      events.push({ seat: declarer, contract: contractCode(contract as ContractId), discard: named.discard.map(formatCard) });
      hands[declarer] = named.discard.reduce((m, c) => (m & ~(1 << c)) >>> 0, hand12);
      if (contract === MISERE) {
        table = newTable({ kind: 'misere', trump: -1, order, sitter, talonLead: 'none', talon: [], shortRule: this.shortRule, hands: hands.slice(), exposed });
      } else {
        whistFrom = events.length;
        let w: WhistState = startWhist(contract as ContractId, declarer, defendersOf(order, declarer), sitter >= 0 ? sitter : undefined, whistRulesOf(this.variant));
        while (w.status === 'open') {
          const seat = w.toAct;
          const call = chooseWhist(whistOptions(w), hands[seat], contract, this.params);
          events.push({ seat, whist: call });
          w = applyWhistCall(w, call);
        }
        whistTo = events.length - 1;
        if (w.outcome.kind !== 'played') return out(-1);
        table = newTable({ kind: 'game', trump: trumpOf(contract as ContractId), order, sitter, talonLead: 'none', talon: [], shortRule: this.shortRule, hands: hands.slice(), exposed });
      }
    }
    const t = table;
    const playFrom = events.length;
    while (!playOver(t)) {
      const seat = toPlay(t);
      if (seat < 0) break;
      const legal = legalNow(t, seat);
      if (recordPlays) {
        const holding = order.filter((s) => t.hands[s] !== 0).length;
        plays.push({ seat, tricks: t.tricks.length, lead: t.current.length === 0, last: t.current.length === holding - 1, illegal: (t.hands[seat] & ~legal) >>> 0, hands: t.hands.slice() });
      }
      const want = t.kind === 'game';
      const card = choosePlay(legal, { cards: t.current.map((x) => x.card), led: ledSuit(t), trump: t.trump, wantTricks: want });
      events.push({ seat, play: formatCard(card) });
      play(t, seat, card);
    }
    return out(playFrom);
  }

  // ──────────────────────────────── the judge, event by event ────────────────────────────────

  /** An incremental judge session on the scenario `base` (its events are not used), and the events pushed so far. */
  private session(base: Json): DealSession {
    const head: Json = { ...base, events: [] };
    const judge = openPreferansSession(parsePreferansScenario(head), undefined, this.engine);
    const events: Json[] = [];
    const players = this.players;
    let contract = -1;
    let plays = 0;
    return {
      judge,
      base: head,
      events,
      get contract() {
        return contract;
      },
      get plays() {
        return plays;
      },
      push(e: Json) {
        const ev = scenarioEvent(e, events.length, players);
        events.push(e);
        judge.push(ev);
        if (ev.kind === 'contract') contract = ev.contract;
        if (ev.kind === 'play') plays++;
      },
    };
  }

  /** After a discovery: whatever the judge's probe says is to be done, until the deal is over. */
  private continueAfter(ses: DealSession, dealt: readonly number[], contract: number, rng: SimRng): Json {
    let current = contract;
    for (let guard = 0; guard < 400; guard++) {
      const p = ses.judge.probe();
      if (p.state === 'tenCard' && p.choosers.length > 0) {
        const redeal = p.choosers.filter(() => rng.float() < 0.5);
        let choice: Json = { choice: { redeal } };
        if (redeal.length < p.choosers.length) {
          // with the missing card lost (or in another deck) the hands cannot be made up: the judge
          // refuses to play on, and the players have no choice but a redeal (asked of a separate
          // run, since a refused event leaves a session unusable)
          try {
            probePreferans(parsePreferansScenario({ ...ses.base, events: [...ses.events, choice] }), this.engine);
          } catch {
            choice = { choice: { redeal: p.choosers.slice() } };
          }
        }
        ses.push(choice);
        continue;
      }
      if (p.seat < 0) break;
      if (p.calls.length > 0) {
        const target = targetContract(dealt[p.seat], this.params, rng);
        const bids = p.calls.filter((c) => c !== 'pass' && c !== 'here' && c !== 'MIS').map((c) => parseContract(c)!).filter((c) => c <= target);
        ses.push({ seat: p.seat, call: bids.length > 0 ? contractCode(Math.min(...bids) as ContractId) : p.calls.includes('pass') ? 'pass' : p.calls[0] });
      } else if (p.contracts.length > 0) {
        const legal = p.contracts.map((c) => parseContract(c)!);
        const hand = p.talonHand.reduce((m, c) => (m | (1 << c)) >>> 0, 0);
        const named = chooseContract(legal.length === 1 ? legal[0] : -1, hand, legal);
        current = named.contract;
        ses.push({ seat: p.seat, contract: contractCode(current as ContractId), discard: named.discard.map(formatCard) });
      } else if (p.whists.length > 0) {
        ses.push({ seat: p.seat, whist: chooseWhist(p.whists as never, dealt[p.seat], current, this.params) });
      } else if (p.legal.length > 0) {
        const pool = p.exposed.length > 0 ? p.exposed : p.legal;
        const card = pool.reduce((x, y) => ((x & 7) < (y & 7) || ((x & 7) === (y & 7) && x < y) ? x : y));
        ses.push({ seat: p.seat, play: formatCard(card) });
      } else break;
    }
    return { ...ses.base, events: ses.events };
  }

  /**
   * After an irregularity of the other kinds: the players go on by their policies as the judge's
   * probe says (the bidding: the lowest bid up to the bidder's estimate, else pass; a card: the
   * play policy, an exposed card first when it may be played). `hook` runs before every step and
   * may push an event; `atEnd` runs when nobody is to act and returns true when it pushed one.
   */
  private continuePolicy(ses: DealSession, rng: SimRng, hook?: () => void, atEnd?: () => boolean): void {
    for (let guard = 0; guard < 400; guard++) {
      hook?.();
      const p = ses.judge.probe();
      if (p.seat < 0) {
        if (atEnd?.()) continue;
        return;
      }
      const hand = p.hand.reduce((m, c) => (m | (1 << c)) >>> 0, 0);
      if (p.calls.length > 0) {
        const target = targetContract(hand, this.params, rng);
        const bids = p.calls.filter((c) => c !== 'pass' && c !== 'here' && c !== 'MIS').map((c) => parseContract(c)!).filter((c) => c <= target);
        ses.push({ seat: p.seat, call: bids.length > 0 ? contractCode(Math.min(...bids) as ContractId) : p.calls.includes('pass') ? 'pass' : p.calls[0] });
      } else if (p.contracts.length > 0) {
        const legal = p.contracts.map((c) => parseContract(c)!);
        const h12 = p.talonHand.reduce((m, c) => (m | (1 << c)) >>> 0, 0);
        const named = chooseContract(legal.length === 1 ? legal[0] : -1, h12, legal);
        ses.push({ seat: p.seat, contract: contractCode(named.contract as ContractId), discard: named.discard.map(formatCard) });
      } else if (p.whists.length > 0) {
        ses.push({ seat: p.seat, whist: chooseWhist(p.whists as never, hand, ses.contract, this.params) });
      } else if (p.legal.length > 0) {
        const from = p.exposed.length > 0 ? p.exposed : p.legal;
        const mask = from.reduce((m, c) => (m | (1 << c)) >>> 0, 0);
        const card = choosePlay(mask, { cards: p.play.trick, led: p.play.led, trump: p.play.trump, wantTricks: p.play.kind === 'game' });
        ses.push({ seat: p.seat, play: formatCard(card) });
      } else return;
    }
  }

  /**
   * Commits an irregularity of the other kinds on the deal `gen` as generated: at the point its
   * schedule drew among the points where it can happen (the first one at or after it where the
   * cards allow it), then the deal goes on as the judge's probe says. Null when it cannot happen
   * on this deal (not committed).
   */
  private inject(name: OtherKind, base: Json, gen: Generated, hands: readonly number[], talon: readonly Card[], order: readonly number[], orng: SimRng, rng: SimRng): Json | null {
    const k = OTHER_KINDS.indexOf(name);
    const frac = this.other.step[k] / SPAN;
    const pick = <T>(points: readonly T[]): T | undefined => (points.length === 0 ? undefined : points[Math.min(points.length - 1, Math.floor(frac * points.length))]);
    const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
    const n = gen.events.length;
    const anySeat = () => order[orng.int(0, order.length - 1)];
    const upTo = (q: number) => {
      const ses = this.session(base);
      for (let i = 0; i < q; i++) ses.push(gen.events[i]);
      return ses;
    };
    const done = (ses: DealSession): Json => ({ ...base, events: ses.events });

    // D0: as the first event (CODE 3.2.8–3.2.15); the deal stands only when the claim fails
    if (name.startsWith('misdeal')) {
      const misdeal = name === 'misdealExposedCard' ? 'exposed-card' : name === 'misdealPattern' ? 'pattern' : name === 'misdealWrongCount' ? 'wrong-count' : 'talon-pair';
      const ev: Json = misdeal === 'talon-pair' ? { misdeal, pair: orng.int(1, 16) } : { misdeal };
      const ses = this.session(base);
      ses.push(ev);
      return { ...base, events: ses.judge.state === 'awaitingDeal' ? [ev, ...gen.events] : [ev] };
    }

    // talon irregularities: in the bidding (talon-seen and -peeked also before an all-pass's first lead)
    if (name === 'talonSeen' || name === 'talonPeeked' || name === 'talonTaken' || name === 'talonExposed') {
      const points = range(0, gen.calls);
      if ((name === 'talonSeen' || name === 'talonPeeked') && gen.allPass) points.push(gen.calls);
      const q = pick(points);
      if (q === undefined) return null;
      const ses = upTo(q);
      const seat = anySeat();
      const irregularity = name === 'talonSeen' ? 'talon-seen' : name === 'talonPeeked' ? 'talon-peeked' : name === 'talonTaken' ? 'talon-taken' : 'talon-exposed';
      const ev: Json = { irregularity, seat };
      if (name === 'talonTaken') {
        // CODE 3.2.20: he shuffles his 12 cards and the dealer draws two blind for the talon
        const twelve = cardsOf(talon.reduce((m, c) => (m | (1 << c)) >>> 0, hands[seat]));
        const drawn: Card[] = [];
        for (let i = 0; i < 2; i++) drawn.push(twelve.splice(orng.int(0, twelve.length - 1), 1)[0]);
        ev.drawn = drawn.map(formatCard);
      }
      if (name === 'talonExposed') {
        // CODE 3.3.16.3: the table determines each damaged player's result; here the price of his
        // last bid (the lowest game if he has not bid) in whists, 10 a point, for every player
        // still bidding; nothing for those who passed
        const last = new Map<number, number>();
        const passed = new Set<number>();
        for (let i = 0; i < q; i++) {
          const e = gen.events[i] as { seat: number; call: string };
          if (e.call === 'pass') passed.add(e.seat);
          else if (e.call !== 'here') last.set(e.seat, parseContract(e.call)!);
        }
        ev.damages = Array.from({ length: this.players }, (_, s) => (s === seat || passed.has(s) || !order.includes(s) ? 0 : 10 * contractPrice((last.get(s) ?? LOWEST) as ContractId, this.variant.prices)));
      }
      ses.push(ev);
      this.continuePolicy(ses, rng);
      return done(ses);
    }

    // play irregularities
    if (gen.playFrom < 0 || gen.plays.length === 0) return null;
    const plays = gen.plays;
    if (name === 'revoke' || name === 'revokeCorrected' || name === 'revokeUnclaimed') {
      // a card breaking the follow/trump rule, only where the player holds one
      const start = Math.min(plays.length - 1, Math.floor(frac * plays.length));
      // a correction «in the same trick» needs a later card of the trick: the judge closes a trick at its last card
      const can = (r: PlayRecord) => r.illegal !== 0 && (name !== 'revokeCorrected' || !r.last);
      let j = start;
      while (j < plays.length && !can(plays[j])) j++;
      if (j >= plays.length) return null;
      const r = plays[j];
      const ses = upTo(gen.playFrom + j);
      const wrong = cardsOf(r.illegal);
      ses.push({ seat: r.seat, play: formatCard(wrong[orng.int(0, wrong.length - 1)]) });
      if (name === 'revokeCorrected') {
        ses.push({ irregularity: 'revoke-corrected', seat: r.seat }); // CODE 3.9.16.1: at once, in the same trick
        this.continuePolicy(ses, rng);
      } else if (name === 'revokeUnclaimed') this.continuePolicy(ses, rng);
      else {
        // claimed after its trick is complete, before a card drawn uniformly among the later plays or once play is over
        const total = plays.length;
        const m = orng.int(Math.min(total, 3 * (r.tricks + 1)), total);
        let claimed = false;
        const claim = () => {
          claimed = true;
          ses.push({ irregularity: 'revoke', seat: r.seat });
        };
        this.continuePolicy(
          ses,
          rng,
          () => {
            if (!claimed && ses.plays >= m) claim();
          },
          () => {
            if (claimed) return false;
            claim();
            return true;
          },
        );
      }
      return done(ses);
    }
    if (name === 'leadOutOfTurn') {
      // a card led by a seat other than the one to lead (CODE 3.9.14): the judge sees it from the plays
      const leads = plays.map((r, j) => (r.lead ? j : -1)).filter((j) => j >= 0);
      const j = pick(leads);
      if (j === undefined) return null;
      const r = plays[j];
      const others = order.filter((s) => s !== r.seat && r.hands[s] !== 0);
      if (others.length === 0) return null;
      const seat = others[orng.int(0, others.length - 1)];
      const cards = cardsOf(r.hands[seat]);
      const ses = upTo(gen.playFrom + j);
      ses.push({ seat, play: formatCard(cards[orng.int(0, cards.length - 1)]) });
      this.continuePolicy(ses, rng);
      return done(ses);
    }
    // claims and looks during play, or once play is over before the result is written
    const within = (minTricks: number) => [...plays.map((r, j) => (r.tricks >= minTricks ? gen.playFrom + j : -1)).filter((q) => q >= 0), n];
    let q: number | undefined;
    let seat: number;
    let irregularity: string;
    if (name === 'outOfTurnLate') {
      q = pick(within(1)); // CODE 3.9.14.5: after the trick with the play out of turn is complete
      seat = anySeat();
      irregularity = 'out-of-turn-late';
    } else if (name === 'lookedAtTrick') {
      q = pick(within(2)); // CODE 3.9.11.2: a trick other than the last one
      seat = anySeat();
      irregularity = 'looked-at-trick';
    } else {
      if (gen.declarer < 0) return null; // CODE 3.4.9: only the declarer has a discard
      q = pick(range(gen.playFrom, n + 1));
      seat = gen.declarer;
      irregularity = 'looked-at-discard';
    }
    if (q === undefined) return null;
    const ses = upTo(q);
    ses.push({ irregularity, seat });
    this.continuePolicy(ses, rng);
    return done(ses);
  }

  // ──────────────────────────────── ruling, tally, invariants ────────────────────────────────

  private check(i: number, applicable: boolean, ok: boolean, message: (() => string) | null): void {
    if (ok || message === null) this.acc.check(i, applicable, ok);
    else {
      this.acc.check(i, applicable, ok, message);
      if (this.replayActive) this.replay!.violations.push(`${PREFERANS_INVARIANTS[i].id}: ${message()}`);
    }
  }

  /**
   * The judge failed on an irregular deal (a case it refuses, or a fault of its own): the deal is
   * tallied with outcome `judge-error` and a finding naming the failure (digits blanked so equal
   * failures count together), the sheet is left as it was and the same dealer deals again.
   * `what`: `wrong-count deal discovered at <point>` or `<kind> deal`.
   */
  private judgeFailed(e: unknown, what: string): boolean {
    const msg = String((e as Error)?.message ?? e).split('\n')[0].replace(/\d+/g, 'N').replace(/ \(#sim-pref-2\)$/, '');
    const key = `judge error on a ${what}: ${msg.replace(/^preferans driver: the judge refused simulated deal [^:]*:[^:]*:[^:]*: /, '')}`;
    this.acc.finding(key.replace(/[()]/g, ''));
    this.acc.endDeal('judge-error', false, 0);
    this.tallyIrregularities();
    if (this.replayActive) this.replay!.findings.push(key);
    return false;
  }

  private tallyIrregularities(): void {
    for (let k = 0; k < WRONG_COUNT_KINDS.length; k++) if (this.schedule.step[k] >= 0) this.acc.irregularity(k, this.schedule.committed[k] === 1);
    for (let k = 0; k < OTHER_KINDS.length; k++) if (this.other.step[k] >= 0) this.acc.irregularity(WRONG_COUNT_KINDS.length + k, this.other.committed[k] === 1);
  }

  /** Judges the deal, tallies it, checks the invariants and moves the party's sheet on; true when the game is over. */
  private judge(scenario: Json, sheet: PartySheet, ref: number, point: string): boolean {
    const acc = this.acc;
    let cardsWhy = '';
    let tricksWhy = '';
    let steps = 0;
    const onStep = (v: TableView) => {
      steps++;
      let union = 0;
      let total = 0;
      const put = (c: Card) => {
        union |= 1 << c;
        total++;
      };
      for (const h of v.hands) {
        union |= h;
        total += count(h);
      }
      for (const list of [v.talon, v.discard, v.floor, v.otherDeck, v.lost, v.played]) for (const c of list) put(c);
      if (!cardsWhy && (union >>> 0 !== 0xffffffff || total !== NUM_CARDS)) cardsWhy = `after step ${steps}: ${total} card places for ${count(union >>> 0)} distinct cards`;
      const real = v.realTricks.reduce((a, b) => a + b, 0);
      if (!tricksWhy && (v.tricksPlayed > 10 || real > 10)) tricksWhy = `after step ${steps}: ${v.tricksPlayed} tricks on the table, ${real} real tricks credited`;
    };
    let last: { dealerErrors: number[]; deals: number } | null = null;
    const onContext = (c: { dealerErrors: readonly number[]; deals: number }) => {
      last = { dealerErrors: c.dealerErrors.slice(), deals: c.deals };
    };
    let ruling: PreferansRuling;
    try {
      const record = this.auditThis && this.table ? { start: null, events: [] } : undefined;
      const onTransition = this.table ? (i: number) => acc.transition(i) : undefined;
      ruling = judgePreferans(parsePreferansScenario(scenario), onStep, { ...this.engine, onContext, onTransition, record });
      if (record) {
        // --audit: the same machine events through a real XState actor, compared after every event
        try {
          assertEquivalent(preferansMachine, record.start!, record.events, { table: this.table! });
        } catch (e) {
          if (!(e instanceof EquivalenceError)) throw e;
          this.auditFailure = { dealId: formatDealId(this.format, ref), message: e.message };
        }
      }
    } catch (e) {
      throw new Error(`preferans driver: the judge refused simulated deal ${this.format}:${Math.floor(ref / 2 ** 20)}:${ref % 2 ** 20}${point ? ` (wrong count discovered at ${point})` : ''}: ${(e as Error).message} (#sim-pref-2)`);
    }

    for (const c of ruling.trail) acc.clause(c);
    const consulted = Object.entries(ruling.readings).map(([g, r]) => `${g}=${r}`);
    for (const tag of consulted) acc.consult(tag);
    for (const s of ruling.silences) acc.silence(`${s.gap}|${s.kind}|${s.clauses.join(',')}`);
    const findings = [...new Set(ruling.findings.map((f) => findingKey(f, point !== '')))];
    for (const f of findings) acc.finding(f);
    let effect = 0;
    const d = ruling.declarer;
    if (d !== null) for (const e of ruling.entries) if (e.seat === d && e.kind !== 'whist') effect += e.kind === 'pool' ? e.amount : -e.amount;
    acc.endDeal(ruling.outcome, d !== null, effect);
    this.tallyIrregularities();

    this.check(PInv.Cards, true, cardsWhy === '', cardsWhy ? () => cardsWhy : null);
    this.check(PInv.Tricks, true, tricksWhy === '', tricksWhy ? () => tricksWhy : null);

    // the sheet moves by exactly the deal's entries
    const before = ruling.sheet.before;
    const after = ruling.sheet.after;
    const pool = before.pool.slice();
    const mountain = before.mountain.slice();
    const whists = before.whists.map((r) => r.slice());
    for (const e of ruling.entries) {
      if (e.kind === 'pool') pool[e.seat] += e.amount;
      else if (e.kind === 'mountain') mountain[e.seat] += e.amount;
      else whists[e.seat][e.on] += e.amount;
    }
    const sheetOk = sameNumbers(pool, after.pool) && sameNumbers(mountain, after.mountain) && whists.every((r, i) => sameNumbers(r, after.whists[i]));
    this.check(PInv.Sheet, ruling.entries.length > 0, sheetOk, sheetOk ? null : () => `pool ${after.pool.join('/')} (expected ${pool.join('/')}), mountain ${after.mountain.join('/')} (expected ${mountain.join('/')})`);

    if (this.replayActive) {
      const r = this.replay!;
      r.scenario = scenario;
      r.trail = ruling.trail.slice();
      r.outcome = ruling.outcome;
      r.consulted = consulted.sort();
      r.findings.push(...ruling.findings);
      if (point) r.findings.push(`wrong count discovered at: ${point}`);
    }

    sheet.pool = after.pool.slice();
    sheet.mountain = after.mountain.slice();
    sheet.whists = after.whists.map((r) => r.slice());
    sheet.run = after.allPassRun;
    sheet.dealer = after.dealer;
    const ctx = last as { dealerErrors?: number[]; deals?: number } | null;
    if (ctx?.dealerErrors) sheet.dealerErrors = ctx.dealerErrors.slice();
    sheet.deals = ctx?.deals ?? sheet.deals + 1;
    return after.gameOver;
  }
}
