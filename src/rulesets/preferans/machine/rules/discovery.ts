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

/** The governing texts (PREF-RULES): the club's current text, its older text, the Code. */
export type GoverningText = 'club' | 'club-old' | 'code';

/** A gap whose chosen reading a rule needs. */
export interface ReadingIs {
  readonly gap: string;
  readonly is: string;
}

/** What every discovery guard tests: the point of the digest's table and the governing text. */
interface Found<Point extends string> {
  /** the discovery points (digest §5.3) the rule rules */
  readonly points: readonly Exclude<Point, 'none'>[];
  /** the governing texts it applies under (PREF-RULES; PREF-G48 for a bystander's discovery) */
  readonly under: readonly GoverningText[];
  /** the reading of a gap its clause needs */
  readonly reading?: ReadingIs;
}

/** D1–D4, D15, G47: a wrong count found before the contract is named. */
export interface FoundBeforeContract extends Found<AuctionPoint> {
  /** PCR-1: the missing card cannot simply be returned (lost, in another deck, or face up under PREF-G4 face-up-redeal) */
  readonly cardUnreturnable?: true;
  /** PCR-2.3: the two wrong hands are not one long and one short, under PREF-G17 redeal-otherwise */
  readonly notEqualisable?: true;
}

/** D5, D6, D14, D15: a wrong count found once the contract (a game or misère) is named. */
export interface FoundInGame extends Found<GamePoint> {
  /** «found before play» (CODE-3.4.6): the first card is not yet led */
  readonly beforeLead?: true;
  /** PREF-G21: the declarer's count is wrong through his discard (or a wrong talon) only */
  readonly discardOnly?: true;
  /**
   * PREF-G26 puts the defenders under clause 4 (PCR-4): `card-lost` — and the missing card is lost
   * or in another deck; `replayed` — and the open replay is played (PREF-G27); `any` — either way.
   */
  readonly clause4?: 'card-lost' | 'replayed' | 'any';
  /**
   * Whether (true) or not (false) clause 4 applies in full beside clause 3: PREF-G26
   * `clause-4-replayed`, a defender's count wrong too (the declarer's is, D5 or D14), the missing
   * card returnable and the open replay played (PREF-G27).
   */
  readonly clause4DeclarerToo?: boolean;
}

/** D7–D12, D15, G46, G47: a wrong count found on an all-pass. */
export interface FoundOnAllPass extends Found<AllPassPoint> {
  /** the missing card turned up where it can be returned from (not lost, not in another deck) */
  readonly cardReturnable?: true;
  /** PCR-5.2.1: the short hand revoked, in a trick already played, where the card would have let him follow */
  readonly revoked?: true;
}

/** The governing text and the reading the rule asks for (guards only peek). */
function textAndReading(ctx: Ctx, e: Discovery, p: Found<string>): boolean {
  if (!p.under.includes(governing(ctx, e, peeker(ctx)) as GoverningText)) return false;
  return p.reading === undefined || peek(ctx, p.reading.gap) === p.reading.is;
}

const cardLost = (e: Discovery) => e.found === 'other-deck' || e.found === 'not-found';

export const discoveryGuards = {
  /** D1–D4, D15, G47 (PCR-1, PCR-2.1–2.3, PCR-OLD-1, PCR-OLD-2.2; CODE-3.2.13, 3.2.16, 3.2.23, CODE-fn15). */
  foundBeforeContract: (ctx: Ctx, e: Ev, p: FoundBeforeContract) => {
    if (e.type !== 'COUNT_DISCOVERED' || !textAndReading(ctx, e, p)) return false;
    if (!(p.points as readonly string[]).includes(auctionPoint(ctx, e, peeker(ctx)))) return false;
    if (p.cardUnreturnable && !(cardLost(e) || (e.faceUp && peek(ctx, 'PREF-G4') === 'face-up-redeal'))) return false;
    if (p.notEqualisable && !(!oneLongOneShort(ctx, e) && peek(ctx, 'PREF-G17') === 'redeal-otherwise')) return false;
    return true;
  },
  /** D5, D6, D14, D15 in a game or misère (PCR-3, PCR-4; CODE-3.4.6, 3.9.18, CODE-fn15). */
  foundInGame: (ctx: Ctx, e: Ev, p: FoundInGame) => {
    if (e.type !== 'COUNT_DISCOVERED' || (ctx.kind !== 'game' && ctx.kind !== 'misere') || !textAndReading(ctx, e, p)) return false;
    const read = peeker(ctx);
    if (!(p.points as readonly string[]).includes(gamePoint(ctx, e, read))) return false;
    if (p.beforeLead && ctx.led) return false;
    if (p.discardOnly && !(declarerCountWrong(ctx, e, read) === 'discard' || (declarerCountWrong(ctx, e, read) === 'talon' && gamePoint(ctx, e, read) !== 'D15'))) return false;
    if (p.clause4 !== undefined) {
      const r = peek(ctx, 'PREF-G26');
      if (!(r === 'clause-4-always' || r === 'clause-4-replayed' || (r === 'by-declarer-count' && !ctx.declarerWrong))) return false;
      if (p.clause4 === 'card-lost' && !cardLost(e)) return false;
      if (p.clause4 === 'replayed' && peek(ctx, 'PREF-G27') === 'first-play-no-whists') return false;
    }
    if (p.clause4DeclarerToo !== undefined) {
      const whole = peek(ctx, 'PREF-G26') === 'clause-4-replayed' && defendersOf(ctx).some((s) => e.counts[s] !== 10) && !cardLost(e) && peek(ctx, 'PREF-G27') !== 'first-play-no-whists';
      if (whole !== p.clause4DeclarerToo) return false;
    }
    return true;
  },
  /** D7–D12, D15, G46, G47 on an all-pass (PCR-5, PCR-6; CODE-3.2.15, 3.2.16, 5.4.15, CODE-fn15). */
  foundOnAllPass: (ctx: Ctx, e: Ev, p: FoundOnAllPass) => {
    if (e.type !== 'COUNT_DISCOVERED' || ctx.kind !== 'all-pass' || !textAndReading(ctx, e, p)) return false;
    if (!(p.points as readonly string[]).includes(allPassPoint(ctx, e, peeker(ctx)))) return false;
    if (p.cardReturnable && cardLost(e)) return false;
    if (p.revoked && !(e.revokeTrick >= 0 && e.revokeTrick < ctx.trickLog.length)) return false;
    return true;
  },
};

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
