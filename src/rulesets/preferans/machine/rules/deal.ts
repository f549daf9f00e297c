/**
 * The deal's facts as the table reports them: the deal (CODE-3.2), the bidding (CODE-3.2.23, 3.3),
 * the talon and the contract (CODE-3.4.1–3.4.3), the whist (CODE-3.8), the play; and the guards
 * that read them. No ruling is made here: the sections of ../rules.ts rule on these facts.
 *
 * Clause ids: CODE-3.2.23 (recordCall); CODE-3.9.17 (beginDeal closes the late claims of D13).
 */
import { MISERE } from '../../mechanics/contracts.ts';
import { handsOf, sitterOf, type PlayerCount } from '../../mechanics/seats.ts';
import { peek, reading } from '../../../../core/machine/reading.ts';
import { bitOf, cite, type Ctx, type Ev } from './common.ts';

/** One zero per seat (module level: a closure made per deal is named by tsx on every call). */
const zerosFor = (ctx: Ctx): number[] => new Array<number>(ctx.players).fill(0);

export const dealGuards = {
  readingIs: (ctx: Ctx, _e: Ev, p: { gap: string; is: string }) => peek(ctx, p.gap) === p.is,
  rulesAre: (ctx: Ctx, _e: Ev, p: { is: string[] }) => p.is.includes(peek(ctx, 'PREF-RULES')),
  unplayedContract: (ctx: Ctx, _e?: Ev) => ctx.kind === 'game' && (ctx.whist === 'unwhisted' || ctx.whist === 'half-whist'),
  kindIs: (ctx: Ctx, _e: Ev, p: { is: string }) => ctx.kind === p.is,
  whistIs: (_ctx: Ctx, e: Ev, p: { is: string }) => e.type === 'WHIST' && e.outcome === p.is,
  outcomeIs: (ctx: Ctx, _e: Ev, p: { is: string[] }) => p.is.includes(ctx.outcome),
  gameOver: (ctx: Ctx) => ctx.over,
};

export const dealActions = {
  /** Every rule-applying transition names its clauses; the trail is the deal's penalty path. */
  cite: (ctx: Ctx, _e: Ev, p: { clauses: string[] }) => cite(ctx, p.clauses),
  consult: (ctx: Ctx, _e: Ev, p: { gaps: string[] }) => {
    for (const g of p.gaps) reading(ctx, g);
  },

  // ── the deal's facts ──

  /** A new deal (or an attempt at one) starts: clear the deal's facts and ruling. */
  beginDeal: (ctx: Ctx) => {
    ctx.lastDealWritten = false; // the next deal begins: no more claims about the last one (CODE-3.9.17)
    if (ctx.dealOpen) return;
    ctx.dealOpen = true;
    ctx.order = handsOf(ctx.dealer, ctx.players as PlayerCount).slice();
    ctx.sitter = sitterOf(ctx.dealer, ctx.players as PlayerCount) ?? -1;
    ctx.counts = ctx.order.reduce((a, s) => ((a[s] = 10), a), zerosFor(ctx));
    ctx.talon = 2;
    ctx.spoken = ctx.passedBits = ctx.barred = 0;
    ctx.bids = new Array<number>(ctx.players).fill(-1);
    ctx.highest = ctx.declarer = ctx.bid = ctx.contract = -1;
    ctx.discard = 2;
    ctx.kind = 'none';
    ctx.whist = 'none';
    ctx.whisters = [];
    ctx.passers = [];
    ctx.halfWhister = -1;
    ctx.open = false;
    ctx.led = false;
    ctx.playComplete = false;
    ctx.trickLog = [];
    ctx.talonSeer = ctx.takesRemaining = ctx.takesFrom = -1;
    ctx.by = -1;
    ctx.found = 'none';
    ctx.faceUp = false;
    ctx.revokeTrick = -1;
    ctx.wrong = [];
    ctx.fined = [];
    ctx.route = '';
    ctx.defRoute = '';
    ctx.declarerWrong = false;
    ctx.defendersWrong = [];
    ctx.noWhists = [];
    ctx.innocentWhists = false;
    ctx.choosers = [];
    ctx.choiceKind = 'redeal';
    ctx.resume = 'auction';
    ctx.holder = -1;
    ctx.auctionAfter = '';
    ctx.liable = -1;
    ctx.exposed = zerosFor(ctx);
    ctx.discardLooked = false;
    ctx.endedByFine = false;
    ctx.lost = zerosFor(ctx);
    ctx.gained = zerosFor(ctx);
    ctx.penaltyBefore = zerosFor(ctx);
    ctx.penaltyAfter = zerosFor(ctx);
    ctx.penaltyAfterBy = [];
    ctx.lostProfit = null;
    ctx.outcome = 'pending';
    ctx.trail = [];
    ctx.consulted = [];
    ctx.fines = [];
    ctx.written = [];
    ctx.silences = [];
  },
  recordDeal: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'DEALT') return;
    for (let s = 0; s < ctx.players; s++) ctx.counts[s] = e.counts[s] ?? 0;
    ctx.talon = e.talon;
  },
  /** CODE-3.2.23: any call, pass included, is entering the bidding. */
  recordCall: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'CALL') return;
    ctx.spoken |= bitOf(e.seat);
    if (e.call === 'pass') ctx.passedBits |= bitOf(e.seat);
    else if (e.call === 'bid') {
      ctx.bids[e.seat] = e.contract;
      ctx.highest = e.contract;
    } else ctx.bids[e.seat] = ctx.highest; // «здесь» holds the standing bid
  },
  recordWin: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'AUCTION_WON') return;
    ctx.declarer = e.declarer;
    ctx.bid = e.bid;
    if (ctx.bids[e.declarer] < 0) ctx.bids[e.declarer] = e.bid;
  },
  startAllPass: (ctx: Ctx) => {
    ctx.kind = 'all-pass';
  },
  recordContract: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'CONTRACT') return;
    ctx.contract = e.contract;
    ctx.discard = e.discard;
    ctx.kind = e.contract === MISERE ? 'misere' : 'game';
  },
  recordWhist: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'WHIST') return;
    ctx.whist = e.outcome;
    ctx.whisters = e.whisters.slice();
    ctx.passers = e.passers.slice();
    ctx.halfWhister = e.halfWhister;
    ctx.open = e.open;
  },
  recordLed: (ctx: Ctx) => {
    ctx.led = true;
  },
  recordPlayComplete: (ctx: Ctx) => {
    ctx.playComplete = true;
  },
  recordTrick: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'TRICK') return;
    ctx.trickLog.push(e.winner);
    ctx.led = true;
  },
};
