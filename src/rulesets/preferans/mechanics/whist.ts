import { MISERE, contractCode, levelOf, type ContractId, type GameLevel } from './contracts.ts';
import type { Seat } from './seats.ts';

/**
 * Whisting on a game contract (CODE-3.8). The defender after the declarer speaks first (3.8.1),
 * then the other (3.8.3). On 6 and 7 the second may say half-whist after a pass (3.8.7); the
 * passer may then return the whist (3.8.8), and with four players so may the dealer, last in
 * turn (3.8.8); on 8 and above after two passes only the 4-player dealer may still whist
 * (3.8.8.1). A lone whister chooses open or closed defence (3.8.5); two whisters play closed
 * (3.8.4). Misère has no whisting (3.6.6): its defence is always played.
 */

export type WhistCall = 'whist' | 'pass' | 'half-whist' | 'open' | 'closed';
export type DefenceMode = 'open' | 'closed';

export interface WhistRules {
  /** CODE-3.8.7, CODE-fn60: half-whist only on 6 and 7. @defaultValue [6, 7] */
  readonly halfWhistLevels: readonly GameLevel[];
  /**
   * Gentleman's whist (CODE-3.8.14): a first defender who whisted may turn it into a half-whist
   * when his partner passed, and the partner may then return the whist.
   * @defaultValue 'not-allowed' (greedy whist, Sochi)
   */
  readonly firstDefenderHalfWhist: 'not-allowed' | 'allowed';
  /**
   * READING PREF-C22: on 6 and 7, after two plain passes (no half-whist), the 4-player dealer may
   * not whist (`closed`: 3.8.8.1 gives him that right on 8 and above only) or may, last in turn,
   * as on 8 and above (`dealer-may-whist`).
   * @defaultValue 'closed'
   */
  readonly dealerAfterTwoPasses?: 'closed' | 'dealer-may-whist';
}

export const DEFAULT_WHIST_RULES: WhistRules = Object.freeze({ halfWhistLevels: [6, 7] as GameLevel[], firstDefenderHalfWhist: 'not-allowed' as const });

/** Who decides next, and on what. */
export type WhistStep =
  | 'first' // first defender: whist / pass (3.8.1)
  | 'second' // second defender: whist / pass / half-whist (3.8.3, 3.8.7)
  | 'first-again' // gentleman's: the first whister, partner passed: stand or half-whist (3.8.14)
  | 'passer-return' // after a half-whist the passer may return the whist (3.8.8)
  | 'sitter-return' // 4-player dealer, last in turn, may return the whist (3.8.8)
  | 'sitter-high' // 8+ (6 and 7 too under PREF-C22 dealer-may-whist), both passed: only the 4-player dealer may whist (3.8.8.1)
  | 'defence'; // a lone whister: open or closed (3.8.5)

export type WhistOutcome =
  /** Both passed: not played, the contract counts as made (CODE-3.5.3, 4.2.3.2). */
  | { readonly kind: 'unwhisted' }
  /** A half-whist stood: not played (CODE-3.8.7). */
  | { readonly kind: 'half-whist'; readonly halfWhister: Seat }
  | {
      readonly kind: 'played';
      /** One or two whisters in speaking order; the 4-player dealer may be the lone whister. */
      readonly whisters: readonly Seat[];
      /** Defenders (card holders) who did not whist. */
      readonly passers: readonly Seat[];
      readonly defence: DefenceMode;
      /** A defender whose half-whist was returned (CODE-3.8.8; gentleman's sharing, 3.8.14). */
      readonly formerHalfWhister?: Seat;
    };

export interface WhistCallRecord {
  readonly seat: Seat;
  readonly call: WhistCall;
}

interface WhistCommon {
  readonly contract: ContractId;
  readonly level: GameLevel;
  readonly declarer: Seat;
  /** First and second defender in speaking order. */
  readonly defenders: readonly [Seat, Seat];
  /** The 4-player dealer, who holds no cards but keeps whist rights; undefined with 3. */
  readonly sitter: Seat | undefined;
  readonly rules: WhistRules;
  readonly history: readonly WhistCallRecord[];
  /** The lone whister, once known. */
  readonly whister: Seat | undefined;
  readonly halfWhister: Seat | undefined;
}

export interface OpenWhist extends WhistCommon {
  readonly status: 'open';
  readonly step: WhistStep;
  readonly toAct: Seat;
}

export interface ClosedWhist extends WhistCommon {
  readonly status: 'closed';
  readonly outcome: WhistOutcome;
}

export type WhistState = OpenWhist | ClosedWhist;

export function startWhist(
  contract: ContractId,
  declarer: Seat,
  defenders: readonly [Seat, Seat],
  sitter: Seat | undefined,
  rules: WhistRules = DEFAULT_WHIST_RULES,
): OpenWhist {
  if (contract === MISERE) throw new RangeError('misère has no whisting: its defence is always played (CODE 3.6.6) (#whist-0)');
  return {
    status: 'open',
    contract,
    level: levelOf(contract) as GameLevel,
    declarer,
    defenders,
    sitter,
    rules,
    history: [],
    whister: undefined,
    halfWhister: undefined,
    step: 'first',
    toAct: defenders[0], // CODE-3.8.1: the player after the declarer speaks first
  };
}

const WP: readonly WhistCall[] = Object.freeze(['whist', 'pass']);
const WPH: readonly WhistCall[] = Object.freeze(['whist', 'pass', 'half-whist']);
const WH: readonly WhistCall[] = Object.freeze(['whist', 'half-whist']);
const OC: readonly WhistCall[] = Object.freeze(['open', 'closed']);
const NONE: readonly WhistCall[] = Object.freeze([]);

const halfWhistLevel = (s: WhistCommon): boolean => s.rules.halfWhistLevels.includes(s.level);
const callOf = (s: WhistCommon, seat: Seat): WhistCall | undefined => s.history.find((r) => r.seat === seat)?.call;

/** The calls open to the seat to act (shared frozen arrays: no allocation). */
export function whistOptions(s: WhistState): readonly WhistCall[] {
  if (s.status === 'closed') return NONE;
  switch (s.step) {
    case 'first':
    case 'passer-return':
    case 'sitter-return':
    case 'sitter-high':
      return WP;
    case 'second':
      // CODE-3.8.7: half-whist only after the first defender passed, and only on 6 and 7.
      return callOf(s, s.defenders[0]) === 'pass' && halfWhistLevel(s) ? WPH : WP;
    case 'first-again':
      return WH; // 'whist' = the whist stands
    case 'defence':
      return OC;
  }
}

export type WhistFault = 'whisting-closed' | 'out-of-turn' | 'half-whist-not-allowed' | 'not-an-option';

export function whistFault(s: WhistState, seat: Seat, call: WhistCall): WhistFault | undefined {
  if (s.status === 'closed') return 'whisting-closed';
  if (seat !== s.toAct) return 'out-of-turn';
  if (whistOptions(s).includes(call)) return undefined;
  return call === 'half-whist' ? 'half-whist-not-allowed' : 'not-an-option';
}

/*
 * The next state is written out field by field, in startWhist's order, rather than spread from
 * the last one (twice, with a rest pattern to drop `step` and `toAct` when it closes): a whisting
 * is opened for every game the simulator plays. `history` is the old one with the call recorded.
 */

/** `s` with the call recorded (`history`), open at `step` for `toAct`. */
function openWhist(s: OpenWhist, history: readonly WhistCallRecord[], step: WhistStep, toAct: Seat, whister = s.whister, halfWhister = s.halfWhister): OpenWhist {
  return { status: 'open', contract: s.contract, level: s.level, declarer: s.declarer, defenders: s.defenders, sitter: s.sitter, rules: s.rules, history, whister, halfWhister, step, toAct };
}

/** `s` with the call recorded (`history`), closed on `outcome`. */
function closeWhist(s: OpenWhist, history: readonly WhistCallRecord[], outcome: WhistOutcome): ClosedWhist {
  return { status: 'closed', contract: s.contract, level: s.level, declarer: s.declarer, defenders: s.defenders, sitter: s.sitter, rules: s.rules, history, whister: s.whister, halfWhister: s.halfWhister, outcome };
}

/** The lone whister chooses the defence next. */
const toDefence = (s: OpenWhist, history: readonly WhistCallRecord[], whister: Seat): OpenWhist => openWhist(s, history, 'defence', whister, whister);

/** Applies a legal call of the seat to act; throws (#whist-1) on an illegal one. */
export function applyWhistCall(s: WhistState, call: WhistCall): WhistState {
  if (s.status === 'closed') throw new RangeError('whisting is closed (#whist-1)');
  const fault = whistFault(s, s.toAct, call);
  if (fault) throw new RangeError(`illegal whist call ${call} by seat ${s.toAct} on ${contractCode(s.contract)}: ${fault} (#whist-1)`);
  const history = [...s.history, { seat: s.toAct, call }];
  const [d1, d2] = s.defenders;

  switch (s.step) {
    case 'first':
      return openWhist(s, history, 'second', d2);
    case 'second': {
      const first = callOf(s, d1);
      if (call === 'half-whist') return openWhist(s, history, 'passer-return', d1, s.whister, d2); // CODE-3.8.7–3.8.8
      if (first === 'whist' && call === 'whist') {
        return closeWhist(s, history, { kind: 'played', whisters: [d1, d2], passers: [], defence: 'closed' }); // CODE-3.8.4
      }
      if (first === 'whist') {
        // CODE-3.8.14 (gentleman's): the first whister may still turn to half-whist.
        if (s.rules.firstDefenderHalfWhist === 'allowed' && halfWhistLevel(s)) return openWhist(s, history, 'first-again', d1);
        return toDefence(s, history, d1);
      }
      if (call === 'whist') return toDefence(s, history, d2);
      // Both passed. CODE-3.8.8.1: on 8 and above only the 4-player dealer may still whist.
      // READING PREF-C22: on 6 and 7 two plain passes close the whisting (closed: the dealer's
      // right there is to return a half-whist, 3.8.8, and none was said), or the dealer may
      // still whist there too (dealer-may-whist).
      if (s.sitter !== undefined && (s.level >= 8 || s.rules.dealerAfterTwoPasses === 'dealer-may-whist')) return openWhist(s, history, 'sitter-high', s.sitter);
      return closeWhist(s, history, { kind: 'unwhisted' });
    }
    case 'first-again':
      if (call === 'whist') return toDefence(s, history, d1);
      return openWhist(s, history, 'passer-return', d2, s.whister, d1);
    case 'passer-return': {
      // CODE-3.8.8: the passer returns the whist; the half-whister may then only pass.
      if (call === 'whist') return toDefence(s, history, s.toAct);
      if (s.sitter !== undefined) return openWhist(s, history, 'sitter-return', s.sitter); // CODE-3.8.8: the dealer, last
      return closeWhist(s, history, { kind: 'half-whist', halfWhister: s.halfWhister as Seat });
    }
    case 'sitter-return':
      if (call === 'whist') return toDefence(s, history, s.toAct);
      return closeWhist(s, history, { kind: 'half-whist', halfWhister: s.halfWhister as Seat });
    case 'sitter-high':
      if (call === 'whist') return toDefence(s, history, s.toAct);
      return closeWhist(s, history, { kind: 'unwhisted' });
    case 'defence': {
      const whister = s.whister as Seat;
      const passers = whister === d1 ? [d2] : whister === d2 ? [d1] : [d1, d2];
      const outcome: WhistOutcome = {
        kind: 'played',
        whisters: [whister],
        passers,
        defence: call as DefenceMode,
        ...(s.halfWhister !== undefined ? { formerHalfWhister: s.halfWhister } : {}),
      };
      return closeWhist(s, history, outcome);
    }
  }
}
