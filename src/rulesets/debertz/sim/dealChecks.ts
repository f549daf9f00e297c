/**
 * The invariants the simulator checks after every Debertz deal (./invariants.ts names them):
 * card conservation, no credit in bayd (DEB-6.2.1.3), pot conservation, the «Б» schedule
 * (DEB-G28), the no-trick −50 (DEB-6.2.3.1 under DEB-G31/DEB-G32), the ledger's move, the card
 * points of a completed deal, and the party's end. Each compares the machine's ruling (its
 * context) with what the table saw of the cards; the readings come from the table's rules.
 *
 * @internal
 */
import { NUM_CARDS } from '../../../core/cards/card.ts';
import { LAST_TRICK_BONUS } from '../mechanics/points.ts';
import type { Format } from '../mechanics/format.ts';
import type { DebertzTable } from '../table.ts';
import { Inv } from './invariants.ts';
import { maskPoints, popcount } from '../mechanics/tables.ts';

const FULL_DECK = 0xffffffff;

/** One invariant's result; `message` is null when it holds (built only for a failing check). */
export type Report = (i: number, applicable: boolean, ok: boolean, message: (() => string) | null) => void;

function packed<T>(n: number, value: T): T[] {
  const a: T[] = [];
  for (let i = 0; i < n; i++) a.push(value);
  return a;
}

export class DealChecks {
  /** each side's «Б» marks before the deal, as the checks have followed them through the party */
  private readonly shadowMarks: number[];
  private readonly bCount: number[];
  private readonly bPenalty: number[];
  private readonly noTrickCount: number[];

  constructor(private readonly format: Format) {
    this.shadowMarks = packed(format.sides, 0);
    this.bCount = packed(format.sides, 0);
    this.bPenalty = packed(format.sides, 0);
    this.noTrickCount = packed(format.sides, 0);
  }

  /** the «Б» marks followed so far: part of a party's ledger between deals (compare, sim/rerule.ts) */
  marksSoFar(): number[] {
    return this.shadowMarks.slice();
  }

  /** continues from a ledger's marks (another driver's, under other readings) */
  restoreMarks(marks: readonly number[]): void {
    for (let i = 0; i < this.shadowMarks.length; i++) this.shadowMarks[i] = marks[i];
  }

  newParty(): void {
    this.shadowMarks.fill(0);
  }

  /** Checks the deal the table has just played, the scores being `scoresBefore` before it. */
  check(t: DebertzTable, scoresBefore: readonly number[], report: Report): void {
    const { format } = this;
    const P = format.players;
    const ctx = t.engine.context;
    // card conservation (an unfinished trick's cards are among the played ones)
    let union = t.played | t.tableCards | t.stock;
    let total = popcount(t.played) + popcount(t.tableCards) + popcount(t.stock);
    for (let s = 0; s < P; s++) {
      union |= t.hands[s];
      total += popcount(t.hands[s]);
    }
    const cardsOk = union >>> 0 === FULL_DECK && total === NUM_CARDS;
    report(Inv.Cards, true, cardsOk, cardsOk ? null : () => `${total} card places for ${popcount(union >>> 0)} distinct cards`);

    // DEB-6.2.1.3
    const bayd = ctx.baydSide;
    const baydOk = bayd < 0 || ctx.credits[bayd] === 0;
    report(Inv.BaydCredit, bayd >= 0, baydOk, baydOk ? null : () => `side ${bayd} is in bayd (${ctx.outcome}) but credited ${ctx.credits[bayd]}`);

    // pot conservation
    const potOk = ctx.potIn === ctx.potOut + ctx.potVoided + ctx.pot;
    report(Inv.Pot, ctx.potIn > 0, potOk, potOk ? null : () => `potIn ${ctx.potIn} ≠ potOut ${ctx.potOut} + potVoided ${ctx.potVoided} + pot ${ctx.pot}`);

    // «Б» schedule and no-trick penalties, from the protocol entries
    const bCount = this.bCount;
    const bPenalty = this.bPenalty;
    const noTrickCount = this.noTrickCount;
    for (let side = 0; side < format.sides; side++) bCount[side] = bPenalty[side] = noTrickCount[side] = 0;
    for (let i = 0; i < ctx.entries.length; i++) {
      const e = ctx.entries[i];
      if (e.kind === 'Б') this.bCount[e.side]++;
      else if (e.kind === 'penalty' && (e.clause === 'DEB-6.2.1.6' || e.clause === 'DEB-6.2.1.7')) this.bPenalty[e.side] -= e.amount;
      else if (e.kind === 'penalty' && e.clause === 'DEB-6.2.3.1' && e.amount === -50) this.noTrickCount[e.side]++;
    }
    let bApplicable = false;
    let bOk = true;
    let bWhy = '';
    for (let side = 0; side < format.sides; side++) {
      const n = this.bCount[side];
      if (n > 0) bApplicable = true;
      let expected = 0;
      for (let m = this.shadowMarks[side] + 1; m <= this.shadowMarks[side] + n; m++) {
        // READING DEB-G28 (the table's rules)
        expected += t.rules.everyThirdB ? (m % 3 === 0 ? 100 : 0) : m === 3 ? 100 : m > 3 ? 50 : 0;
      }
      const marks = this.shadowMarks[side] + n;
      if (n > 1 || ctx.marks[side] !== marks || this.bPenalty[side] !== expected) {
        bOk = false;
        bWhy ||= `side ${side}: ${n} «Б» this deal, marks ${ctx.marks[side]} (expected ${marks}), «Б» penalties ${this.bPenalty[side]} (expected ${expected})`;
      }
      this.shadowMarks[side] = ctx.marks[side];
    }
    report(Inv.BSchedule, bApplicable, bOk, bOk ? null : () => bWhy);

    // DEB-6.2.3.1, from the driver's own count of tricks
    const o = ctx.outcome;
    const ruled = o === 'made' || o === 'bayd' || o === 'referee-bayd' || o === 'deferred';
    const applies = ruled && (t.completedPlay || t.rules.noTrickAlsoStopped);
    let ntOk = true;
    let ntApplicable = false;
    let ntWhy = '';
    for (let side = 0; side < format.sides; side++) {
      let expected = 0;
      if (applies) {
        if (t.rules.noTrickPerPlayer) {
          for (let s = 0; s < P; s++) if (format.sideOf[s] === side && t.tricksWon[s] === 0) expected++;
        } else if (!t.tookTrick[side]) expected = 1;
      }
      if (expected > 0) ntApplicable = true;
      if (this.noTrickCount[side] !== expected) {
        ntOk = false;
        ntWhy ||= `side ${side}: ${this.noTrickCount[side]} no-trick penalties, expected ${expected} (tricks per seat ${t.tricksWon.join('/')}, outcome ${o})`;
      }
    }
    report(Inv.NoTrick, ntApplicable, ntOk, ntOk ? null : () => ntWhy);

    // the ledger moves by exactly what the deal credits and charges
    let ledgerOk = true;
    let ledgerWhy = '';
    for (let side = 0; side < format.sides; side++) {
      const delta = ctx.scores[side] - scoresBefore[side];
      const due = ctx.credits[side] + ctx.potCredits[side] - ctx.penalties[side];
      if (delta !== due) {
        ledgerOk = false;
        ledgerWhy ||= `side ${side}: score moved ${delta}, the deal's credits + pot credits − penalties are ${due}`;
      }
    }
    report(Inv.Ledger, true, ledgerOk, ledgerOk ? null : () => ledgerWhy);

    // card points on a completed deal
    const complete = t.completedPlay;
    let taken = 0;
    for (let s = 0; s < P; s++) taken += ctx.taken[s];
    const expectedTaken = complete ? maskPoints(t.played, t.trump) + LAST_TRICK_BONUS : 0;
    const pointsOk = !complete || (taken === expectedTaken && t.takenPoints === taken && t.lastBonus);
    report(Inv.TrickPoints, complete, pointsOk, pointsOk ? null : () => `taken ${taken}, cards played are worth ${expectedTaken} with the last trick`);

    // the party ends when, and only when, the target is reached (or a deberc is shown)
    const over = t.engine.done;
    let best = 0;
    for (let side = 1; side < format.sides; side++) if (ctx.scores[side] > ctx.scores[best]) best = side;
    const reached = ctx.scores[best] >= ctx.target;
    const deberc = ctx.outcome === 'deberc';
    const endOk = over === (reached || deberc) && (!over || deberc || ctx.scores[ctx.winner] === ctx.scores[best]);
    report(Inv.PartyEnd, over || reached, endOk, endOk ? null : () =>
      over
        ? `the party ended with scores ${ctx.scores.join('/')} (target ${ctx.target}), winner side ${ctx.winner}`
        : `scores ${ctx.scores.join('/')} reached the target ${ctx.target} but the party goes on`,
    );
  }
}
