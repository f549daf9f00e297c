/**
 * The Preferans deal driver: plays whole games (a pool until it closes, or the deal cap) of
 * 3-player Sochi. Each deal is generated with the mechanics (src/preferans: dealing, auction,
 * talon, whisting; the judge's trick table src/judge/preferans/table.ts for the play) and the
 * policies (src/sim/policies/preferans.ts), written as a judge scenario
 * (docs/scenario-format.md) and ruled by the judge itself (src/judge/preferans/judge.ts), which
 * turns the cards into the machine's fact events. The simulator therefore never re-implements
 * how cards become events, and a replayed deal IS the scenario the judge ruled.
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
 * Cost: the judge steps the machine on the compiled runtime (`engine: 'xstate'` runs a real
 * actor instead); a deal with a wrong count probes the judge once per later event.
 *
 * @internal
 */
import { type Card, NUM_CARDS } from '../../cards/card.ts';
import { shuffledDeck } from '../../cards/deck.ts';
import { cardsOf, count } from '../../cards/mask.ts';
import { formatCard } from '../../cards/notation.ts';
import { applyCall, bidCall, HERE, PASS, startAuction, type AuctionRules, type AuctionState } from '../../preferans/auction.ts';
import { contractCode, MISERE, parseContract, trumpOf, type ContractId } from '../../preferans/contracts.ts';
import { dealInto, newDealBuffer } from '../../preferans/deal.ts';
import { defendersOf, handsOf } from '../../preferans/seats.ts';
import { settle } from '../../preferans/settlement.ts';
import { SOCHI, whistRulesOf, type PreferansVariant } from '../../preferans/variants.ts';
import { applyWhistCall, startWhist, whistOptions, type WhistState } from '../../preferans/whist.ts';
import { judgePreferans, probePreferans, type PreferansRuling, type TableView } from '../../judge/preferans/judge.ts';
import { parsePreferansScenario } from '../../judge/preferans/scenario.ts';
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
import type { PreferansEvent } from '../../../machines/preferans.events.ts';
import { IrregularitySchedule } from '../irregularities.ts';
import { chooseCall, chooseContract, choosePlay, chooseWhist, legalContractsAfter, targetContract } from '../policies/preferans.ts';
import { SimRng } from '../simRng.ts';
import type { AuditFailure, EngineOptions, SimSpec } from '../types.ts';
import { PInv, PREFERANS_INVARIANTS } from './invariants.ts';

export const PREFERANS_FORMATS = ['sochi'] as const;
const VARIANTS: Record<string, PreferansVariant> = { sochi: SOCHI };
const PLAYERS = 3;

/** Wrong-count kinds a spec may give a rate for (at most one per deal: the first scheduled). */
export const PREFERANS_KINDS = [
  'wrongCountHand',
  'wrongCountTalon',
  'wrongCountFloor',
  'wrongCountFloorFaceUp',
  'wrongCountOtherDeck',
  'wrongCountLost',
  'longHandShortTalon',
] as const;

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
function findingKey(f: string): string {
  if (/^seat \d+ played .* no revoke was claimed$/.test(f)) return 'unclaimed play fault after a wrong count (CODE 3.9.16)';
  return f;
}

export class PreferansDriver {
  private readonly variant: PreferansVariant;
  private readonly auctionRules: AuctionRules;
  private readonly shortRule: 'incomplete-void' | 'code-fn15';
  private readonly params: Readonly<Record<string, number>>;
  private readonly schedule: IrregularitySchedule;
  private readonly winFrom = new Int32Array(PREFERANS_KINDS.length);
  private readonly winTo = new Int32Array(PREFERANS_KINDS.length).fill(1);
  private readonly deck: Card[] = new Array<Card>(NUM_CARDS);
  private readonly buf = newDealBuffer();
  private readonly partyRng = new SimRng();
  private readonly deckRng = new SimRng();
  private readonly rng = new SimRng();
  private readonly irng = new SimRng();
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
    this.variant = VARIANTS[format];
    if (!this.variant) throw new Error(`preferans driver: unknown format ${format} (#sim-pref-1)`);
    // the judge's auction rules (src/judge/preferans/judge.ts, READING PREF-C2)
    const c2 = readings['PREF-C2'];
    this.auctionRules = { here: c2 === 'step-senior' ? 'any-senior' : 'first-hand', steps: c2 === 'any-higher' ? 'any-higher' : 'one-step', nineOverMisere: 'auction-ends' };
    this.shortRule = readings['PREF-G23'] === 'incomplete-void' ? 'incomplete-void' : 'code-fn15';
    this.params = spec.policies.params;
    this.schedule = new IrregularitySchedule(Float64Array.from(PREFERANS_KINDS, (k) => spec.irregularities[k] ?? 0), spec.discovery);
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
    const prng = this.partyRng.reseed(partySeed(this.spec.seed, this.fmtCode, party));
    const zeros = () => new Array<number>(PLAYERS).fill(0);
    const sheet: PartySheet = { pool: zeros(), mountain: zeros(), whists: Array.from({ length: PLAYERS }, zeros), run: 0, dealerErrors: zeros(), deals: 0, dealer: prng.int(0, PLAYERS - 1) };
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
    const s = settle({ players: PLAYERS, pool: sheet.pool, mountain: sheet.mountain, whists: sheet.whists }, this.variant).result;
    const sum = s.reduce((a, b) => a + b, 0);
    const zeroOk = Math.abs(sum) < 1e-6;
    this.acc.check(PInv.ZeroSum, true, zeroOk, zeroOk ? undefined : () => `party ${party}: the settlement ${s.join('/')} sums to ${sum}`);
    this.acc.check(PInv.Terminates, true, over, over ? undefined : () => `party ${party}: the pool is still open after ${deal} deal attempts (pools ${sheet.pool.join('/')})`);
    this.acc.endParty(deal, over ? 'pool-closed' : 'deal-limit');
    return null;
  }

  // ──────────────────────────────── one deal ────────────────────────────────

  private playDeal(party: number, deal: number, sheet: PartySheet): boolean {
    const ref = dealRef(party, deal);
    const acc = this.acc;
    acc.beginDeal(ref);
    this.replayActive = this.replay !== null && this.replay.deal === deal;
    const prefix = dealPrefix(this.spec.seed, this.fmtCode, party, deal);
    shuffledDeck(this.deckRng.reseed(streamOf(prefix, Stream.Deck)), this.deck);
    const rng = this.rng.reseed(streamOf(prefix, Stream.Players));
    const irng = this.irng.reseed(streamOf(prefix, Stream.Irregularities));
    this.auditThis = this.audit > 0 && streamOf(prefix, Stream.Audit) % this.audit === 0;
    dealInto(this.buf, this.deck, sheet.dealer, PLAYERS);
    const hands = this.buf.hands.slice(0, PLAYERS);
    const talon: Card[] = [this.buf.talon[0], this.buf.talon[1]];
    const places = { floor: [] as Card[], floorFaceUp: [] as Card[], otherDeck: [] as Card[], lost: [] as Card[] };

    // the deal's wrong count, if any: the first kind scheduled (the others are not committed)
    this.schedule.draw(irng, this.winFrom, this.winTo);
    let kind = -1;
    for (let k = 0; k < PREFERANS_KINDS.length; k++) if (this.schedule.step[k] >= 0) { kind = k; break; }
    const order = handsOf(sheet.dealer, PLAYERS);
    if (kind >= 0) {
      this.schedule.commit(kind);
      const short = order[irng.int(0, 2)];
      const cards = cardsOf(hands[short]);
      const name = PREFERANS_KINDS[kind];
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

    const gen = this.generate(hands, talon, sheet.dealer, rng);
    const base: Json = {
      ruleset: 'preferans',
      title: `simulated deal ${this.format}:${party}:${deal} (spec ${this.spec.name}, seed ${this.spec.seed})`,
      variant: this.format,
      players: PLAYERS,
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
      const by = irng.int(0, PLAYERS - 1);
      if (p === n + 1) {
        point = 'after-scoring';
        scenario = { ...base, events: [...gen.events, { score: true }, { discover: { by } }] };
      } else {
        const head = gen.events.slice(0, p);
        const st = probePreferans(parsePreferansScenario({ ...base, events: head }), this.engine).state;
        point = st === 'auction' && p === 0 ? 'auction-before-first-call' : st;
        try {
          scenario = this.continueAfter({ ...base, events: [...head, { discover: { by } }] }, hands, gen.contract, rng);
        } catch (e) {
          return this.judgeFailed(e, point);
        }
      }
      acc.finding(`wrong count discovered at: ${point}`);
      try {
        return this.judge(scenario, sheet, ref, point);
      } catch (e) {
        return this.judgeFailed(e, point);
      }
    }
    return this.judge(scenario, sheet, ref, point);
  }

  /** The deal as the players would play it if nobody noticed anything. */
  private generate(dealt: readonly number[], talon: readonly Card[], dealer: number, rng: SimRng): Generated {
    const hands = dealt.slice();
    const order = handsOf(dealer, PLAYERS);
    const events: Json[] = [];
    let a: AuctionState = startAuction(order, this.auctionRules);
    while (a.status === 'open') {
      const seat = a.toAct;
      const c = chooseCall(a, hands[seat], this.params, rng);
      events.push({ seat, call: typeof c === 'number' ? contractCode(c as ContractId) : c });
      a = applyCall(a, c === 'pass' ? PASS : c === 'here' ? HERE : bidCall(c as ContractId));
    }
    let whistFrom = 1;
    let whistTo = 0;
    let contract = -1;
    let table: TableState;
    let declarer = -1;
    const exposed = hands.map(() => 0);
    if (a.result.kind === 'all-pass') {
      const used = this.variant.allPass.talon === 'used';
      table = newTable({ kind: 'all-pass', trump: -1, order, sitter: -1, talonLead: used ? 'names-suit' : 'none', talon: talon.slice(), shortRule: this.shortRule, hands: hands.slice(), exposed });
    } else {
      declarer = a.result.declarer;
      const bid = a.result.bid;
      const hand12 = talon.reduce((m, c) => (m | (1 << c)) >>> 0, hands[declarer]);
      const named = chooseContract(bid, hand12, legalContractsAfter(bid));
      contract = named.contract;
      events.push({ seat: declarer, contract: contractCode(contract as ContractId), discard: named.discard.map(formatCard) });
      hands[declarer] = named.discard.reduce((m, c) => (m & ~(1 << c)) >>> 0, hand12);
      if (contract === MISERE) {
        table = newTable({ kind: 'misere', trump: -1, order, sitter: -1, talonLead: 'none', talon: [], shortRule: this.shortRule, hands: hands.slice(), exposed });
      } else {
        whistFrom = events.length;
        let w: WhistState = startWhist(contract as ContractId, declarer, defendersOf(order, declarer), undefined, whistRulesOf(this.variant));
        while (w.status === 'open') {
          const seat = w.toAct;
          const call = chooseWhist(whistOptions(w), hands[seat], contract, this.params);
          events.push({ seat, whist: call });
          w = applyWhistCall(w, call);
        }
        whistTo = events.length - 1;
        if (w.outcome.kind !== 'played') return { events, whistFrom, whistTo, contract };
        table = newTable({ kind: 'game', trump: trumpOf(contract as ContractId), order, sitter: -1, talonLead: 'none', talon: [], shortRule: this.shortRule, hands: hands.slice(), exposed });
      }
    }
    const t = table;
    while (!playOver(t)) {
      const seat = toPlay(t);
      if (seat < 0) break;
      const legal = legalNow(t, seat);
      const want = t.kind === 'game';
      const card = choosePlay(legal, { cards: t.current.map((x) => x.card), led: ledSuit(t), trump: t.trump, wantTricks: want });
      events.push({ seat, play: formatCard(card) });
      play(t, seat, card);
    }
    return { events, whistFrom, whistTo, contract };
  }

  /** After a discovery: whatever the judge's probe says is to be done, until the deal is over. */
  private continueAfter(s: Json, dealt: readonly number[], contract: number, rng: SimRng): Json {
    const events = (s.events as Json[]).slice();
    let current = contract;
    for (let guard = 0; guard < 400; guard++) {
      const p = probePreferans(parsePreferansScenario({ ...s, events }), this.engine);
      if (p.state === 'tenCard' && p.choosers.length > 0) {
        const redeal = p.choosers.filter(() => rng.float() < 0.5);
        events.push({ choice: { redeal } });
        if (redeal.length < p.choosers.length) {
          // with the missing card lost (or in another deck) the hands cannot be made up: the judge
          // refuses to play on, and the players have no choice but a redeal
          try {
            probePreferans(parsePreferansScenario({ ...s, events }), this.engine);
          } catch {
            events[events.length - 1] = { choice: { redeal: p.choosers.slice() } };
          }
        }
        continue;
      }
      if (p.seat < 0) break;
      if (p.calls.length > 0) {
        const target = targetContract(dealt[p.seat], this.params, rng);
        const bids = p.calls.filter((c) => c !== 'pass' && c !== 'here' && c !== 'MIS').map((c) => parseContract(c)!).filter((c) => c <= target);
        events.push({ seat: p.seat, call: bids.length > 0 ? contractCode(Math.min(...bids) as ContractId) : p.calls.includes('pass') ? 'pass' : p.calls[0] });
      } else if (p.contracts.length > 0) {
        const legal = p.contracts.map((c) => parseContract(c)!);
        const hand = p.talonHand.reduce((m, c) => (m | (1 << c)) >>> 0, 0);
        const named = chooseContract(legal.length === 1 ? legal[0] : -1, hand, legal);
        current = named.contract;
        events.push({ seat: p.seat, contract: contractCode(current as ContractId), discard: named.discard.map(formatCard) });
      } else if (p.whists.length > 0) {
        events.push({ seat: p.seat, whist: chooseWhist(p.whists as never, dealt[p.seat], current, this.params) });
      } else if (p.legal.length > 0) {
        const pool = p.exposed.length > 0 ? p.exposed : p.legal;
        const card = pool.reduce((x, y) => ((x & 7) < (y & 7) || ((x & 7) === (y & 7) && x < y) ? x : y));
        events.push({ seat: p.seat, play: formatCard(card) });
      } else break;
    }
    return { ...s, events };
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
   * The judge failed on a wrong-count deal (a case it refuses, or a fault of its own): the deal is
   * tallied with outcome `judge-error` and a finding naming the failure (digits blanked so equal
   * failures count together), the sheet is left as it was and the same dealer deals again.
   */
  private judgeFailed(e: unknown, point: string): boolean {
    const msg = String((e as Error)?.message ?? e).split('\n')[0].replace(/\d+/g, 'N').replace(/ \(#sim-pref-2\)$/, '');
    const key = `judge error on a wrong-count deal discovered at ${point || '?'}: ${msg.replace(/^preferans driver: the judge refused simulated deal [^:]*:[^:]*:[^:]*: /, '')}`;
    this.acc.finding(key.replace(/[()]/g, ''));
    this.acc.endDeal('judge-error', false, 0);
    for (let k = 0; k < PREFERANS_KINDS.length; k++) if (this.schedule.step[k] >= 0) this.acc.irregularity(k, this.schedule.committed[k] === 1);
    if (this.replayActive) this.replay!.findings.push(key);
    return false;
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
    const findings = [...new Set(ruling.findings.map(findingKey))];
    for (const f of findings) acc.finding(f);
    let effect = 0;
    const d = ruling.declarer;
    if (d !== null) for (const e of ruling.entries) if (e.seat === d && e.kind !== 'whist') effect += e.kind === 'pool' ? e.amount : -e.amount;
    acc.endDeal(ruling.outcome, d !== null, effect);
    for (let k = 0; k < PREFERANS_KINDS.length; k++) if (this.schedule.step[k] >= 0) acc.irregularity(k, this.schedule.committed[k] === 1);

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
