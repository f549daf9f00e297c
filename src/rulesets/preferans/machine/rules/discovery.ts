/**
 * Where a wrong count was found: the digest's table of discovery points (§5.3, D1–D15) and the
 * governing text a discovery is ruled under (PREF-RULES: the club's text, its older text, or the
 * Code; PREF-G48: the Code for a bystander's discovery). The transitions of definition.ts pick
 * their rule by the point, the text and the conditions of its clause; the actions
 * `recordDiscovery` and `classify` record the facts and the readings the placing consulted.
 *
 * Gap ids: PREF-RULES, PREF-G48, PREF-G5, PREF-G10, PREF-G12 (D1–D4: PCR-1, PCR-2.1–2.3),
 * PREF-G21 (D5, D14: PCR-3, CODE-3.4.6), PREF-G35, PREF-G46 (D7–D12: PCR-5, PCR-6), PREF-G47
 * (D15, G47: no club clause), PREF-G4 (PCR-1 face up), PREF-G17 (PCR-2.3), PREF-G26, PREF-G27
 * (PCR-4), PREF-G37 (PCR-5.2.1).
 */
import { MISERE } from '../../mechanics/contracts.ts';
import { peek } from '../../../../core/machine/reading.ts';
import { defendersOf, hasBit, peeker, primary, recorder, wrongSeats, type Ctx, type Discovery, type Ev, type Read } from './common.ts';

/** The governing text: PREF-RULES, or the Code for a discovery by a bystander under PREF-G48. */
export function governing(ctx: Ctx, e: Discovery, read: Read): string {
  const rules = read('PREF-RULES');
  if (rules === 'code') return rules;
  const wrong = wrongSeats(ctx, e);
  if (wrong.length > 0 && !wrong.includes(e.by) && read('PREF-G48') === 'code-if-other') return 'code'; // READING PREF-G48
  return rules;
}

// ───────────────────────────── classification ─────────────────────────────

export type AuctionPoint = 'D1' | 'D2' | 'D3' | 'D4' | 'D15' | 'G47' | 'none';
export type GamePoint = 'D5' | 'D6' | 'D14' | 'D15' | 'none';
export type AllPassPoint = 'D7' | 'D8' | 'D9' | 'D10' | 'D11' | 'D12' | 'D15' | 'G46' | 'G47' | 'none';

/**
 * A wrong count found before the contract is named (digest §5.3, D1–D4): by whether the holder
 * has spoken (PCR-1 "the player has said nothing", PREF-G5), whether a second wrong hand's owner
 * has also called (PCR-2.3, PREF-G10) and whether the bidding for the talon has started (PCR-2.2,
 * PREF-G12).
 */
export function auctionPoint(ctx: Ctx, e: Discovery, read: Read): AuctionPoint {
  const wrong = wrongSeats(ctx, e);
  if (wrong.length === 0) return e.talon !== 2 ? 'D15' : 'none';
  if (wrong.length >= 3) return 'G47';
  const h = primary(ctx, e);
  const silent = read('PREF-G5') === 'own-call' ? !hasBit(ctx.spoken, h) : !hasBit(ctx.spoken, h) && ctx.highest < 0; // READING PREF-G5
  if (silent) return 'D1';
  const second = wrong.filter((s) => s !== h);
  if (second.length > 0 && hasBit(ctx.spoken, second[0])) {
    if (read('PREF-G10') !== 'discoverer-only') return 'D4'; // READING PREF-G10
  }
  const started = read('PREF-G12') === 'first-call' ? ctx.spoken !== 0 : ctx.highest >= 0; // READING PREF-G12
  return started ? 'D3' : 'D2';
}

/** The declarer's count is wrong: dealt ≠ 10, or (PREF-G21) held ≠ 10 after a discard of other than two. */
export function declarerCountWrong(ctx: Ctx, e: Discovery, read: Read): 'deal' | 'discard' | 'talon' | '' {
  const d = ctx.declarer;
  if (e.counts[d] !== 10) return 'deal';
  if (ctx.discard !== 2) {
    read('PREF-G21'); // READING PREF-G21: does clause 3 reach a wrong discard?
    return 'discard';
  }
  // a wrong talon leaves him with other than 10 after a discard of two: alone it is D15 (PREF-G47);
  // with a defender's wrong count too, it is his own wrong count after the discard (PREF-G21)
  if (e.talon !== 2) return 'talon';
  return '';
}

/** A wrong count found once the contract is named (D5 declarer, D6 defenders, D14 misère, D15 talon). */
export function gamePoint(ctx: Ctx, e: Discovery, read: Read): GamePoint {
  const defenders = defendersOf(ctx).filter((s) => e.counts[s] !== 10);
  let decl = declarerCountWrong(ctx, e, read);
  if (decl === 'talon' && defenders.length === 0) return 'D15';
  if (decl === 'talon') {
    read('PREF-G21');
    decl = 'discard';
  }
  if (decl === 'deal' || decl === 'discard') return ctx.contract === MISERE ? 'D14' : 'D5';
  if (defenders.length > 0) return 'D6';
  return 'none';
}

/** A wrong count on an all-pass (D7–D12), before the first lead or once it is under way. */
export function allPassPoint(ctx: Ctx, e: Discovery, read: Read): AllPassPoint {
  const wrong = wrongSeats(ctx, e);
  const started = ctx.led;
  if (wrong.length === 0) return e.talon !== 2 ? 'D15' : 'none';
  if (wrong.length >= 3) return 'G47';
  const short = wrong.filter((s) => e.counts[s] < 10);
  const long = wrong.filter((s) => e.counts[s] > 10);
  if (wrong.length === 2) {
    if (short.length !== 1 || long.length !== 1) return 'G47';
    if (read('PREF-G35') === 'clause-6-if-in-hand') return started ? 'D12' : 'D11'; // READING PREF-G35
    return started ? 'D8' : 'D7';
  }
  if (long.length === 1) {
    // an 11-card hand with a 1-card talon (PREF-G46)
    if (read('PREF-G46') === 'clause-6-analogy') return started ? 'D12' : 'D11'; // READING PREF-G46
    return 'G46';
  }
  if (!started) return 'D7';
  if (e.found === 'other-deck') return 'D9';
  if (e.found === 'not-found') return 'D10';
  return 'D8';
}

const rulesIn = (ctx: Ctx, e: Discovery, rules: readonly string[]) => rules.includes(governing(ctx, e, peeker(ctx)));

export const discoveryGuards = {
  /**
   * A wrong count found where `at` says, placed at one of `points` under one of `rules`, with the
   * optional conditions of its clause (a reading, the first lead, where the card turned up …).
   */
  disc: (ctx: Ctx, e: Ev, p: DiscParams) => e.type === 'COUNT_DISCOVERED' && discMatches(ctx, e, p),
};

interface DiscParams {
  at: 'auction' | 'game' | 'all-pass';
  points: string[];
  rules: string[];
  gap?: string;
  is?: string;
  led?: boolean;
  /** the card turned up somewhere it can be returned from */
  returnable?: boolean;
  /** PCR-1: the card cannot simply be returned (PREF-G4 face-up-redeal, another deck, lost) */
  unreturnable?: boolean;
  /** PCR-2.3 outside one long and one short hand, under PREF-G17 redeal-otherwise */
  notEqualisable?: boolean;
  /** the declarer's count is wrong through his discard only (PREF-G21) */
  discard?: boolean;
  /** PCR-5.2.1: the short hand failed to follow where the missing card would have let him */
  revoke?: boolean;
  /** PREF-G26: clause 4 rules the defenders */
  clause4?: boolean;
  /** PREF-G27: the open replay is played */
  replays?: boolean;
}

function discMatches(ctx: Ctx, e: Discovery, p: DiscParams): boolean {
  if (p.at === 'game' && ctx.kind !== 'game' && ctx.kind !== 'misere') return false;
  if (p.at === 'all-pass' && ctx.kind !== 'all-pass') return false;
  if (!rulesIn(ctx, e, p.rules)) return false;
  const read = peeker(ctx);
  const point = p.at === 'auction' ? auctionPoint(ctx, e, read) : p.at === 'game' ? gamePoint(ctx, e, read) : allPassPoint(ctx, e, read);
  if (!p.points.includes(point)) return false;
  if (p.gap !== undefined && peek(ctx, p.gap) !== p.is) return false;
  if (p.led !== undefined && ctx.led !== p.led) return false;
  const lost = e.found === 'other-deck' || e.found === 'not-found';
  if (p.returnable !== undefined && !lost !== p.returnable) return false;
  if (p.unreturnable !== undefined && (lost || (e.faceUp && peek(ctx, 'PREF-G4') === 'face-up-redeal')) !== p.unreturnable) return false;
  if (p.notEqualisable !== undefined && (!oneLongOneShort(ctx, e) && peek(ctx, 'PREF-G17') === 'redeal-otherwise') !== p.notEqualisable) return false;
  if (p.discard !== undefined && (declarerCountWrong(ctx, e, read) === 'discard' || (declarerCountWrong(ctx, e, read) === 'talon' && gamePoint(ctx, e, read) !== 'D15')) !== p.discard) return false;
  if (p.revoke !== undefined && (e.revokeTrick >= 0 && e.revokeTrick < ctx.trickLog.length) !== p.revoke) return false;
  if (p.clause4 !== undefined) {
    const r = peek(ctx, 'PREF-G26');
    if ((r === 'clause-4-always' || (r === 'by-declarer-count' && !ctx.declarerWrong)) !== p.clause4) return false;
  }
  if (p.replays !== undefined && (peek(ctx, 'PREF-G27') !== 'first-play-no-whists') !== p.replays) return false;
  return true;
}

export function oneLongOneShort(ctx: Ctx, e: Discovery): boolean {
  const wrong = wrongSeats(ctx, e);
  return wrong.length === 2 && wrong.some((s) => e.counts[s] > 10) && wrong.some((s) => e.counts[s] < 10) && e.talon === 2;
}

export const discoveryActions = {
  recordDiscovery: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'COUNT_DISCOVERED') return;
    ctx.by = e.by;
    ctx.found = e.found;
    ctx.faceUp = e.faceUp;
    ctx.revokeTrick = e.revokeTrick;
    for (const s of ctx.order) ctx.counts[s] = e.counts[s];
    ctx.talon = e.talon;
    ctx.wrong = wrongSeats(ctx, e);
    ctx.holder = primary(ctx, e);
  },
  /** Records the readings the classifier used to place this discovery (PREF-G5, G10, G12, G21, G35, G46, G48). */
  classify: (ctx: Ctx, e: Ev, p: { at: 'auction' | 'game' | 'all-pass' }) => {
    if (e.type !== 'COUNT_DISCOVERED') return;
    const read = recorder(ctx);
    governing(ctx, e, read);
    if (p.at === 'auction') auctionPoint(ctx, e, read);
    else if (p.at === 'game') gamePoint(ctx, e, read);
    else allPassPoint(ctx, e, read);
  },
};
