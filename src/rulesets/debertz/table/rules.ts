/**
 * The readings the Debertz table applies itself — every reading that decides how cards and
 * choices become the machine's events (who leads, where the turned card goes, who may swap the
 * trump seven, which plays are legal, how the special deal is dealt…). Read once per run, here
 * and nowhere else in the harness: a committee member following a gap id lands on the one line
 * below that reads it, then on the table line (./table.ts) that applies it. The readings the
 * regulation machine applies (penalties, pot, «Б», …) are read by the machine's rules.
 *
 * The last three fields are not applied by the table: they are what the simulator's invariants
 * expect of the machine's ruling under the readings in force (src/rulesets/debertz/sim/driver.ts
 * `finishDeal`), kept here so that no harness code reads a reading itself.
 *
 * @internal
 */
import type { Readings } from '../../../core/regulation/types.ts';
import type { SpecialDealRules } from '../mechanics/deal.ts';
import type { Format } from '../mechanics/format.ts';
import type { OvertrumpReading, PlayRules } from '../mechanics/play.ts';

export interface DebertzTableRules {
  /** DEB-G25 (the overtrump obligation), DEB-G26 (2x2: the partner's trick exempts) */
  readonly play: PlayRules;
  /** DEB-G37: the declarer leads the first trick (else the eldest hand) */
  readonly declarerLeads: boolean;
  /** DEB-G34: in 4-player formats the turned card goes to the dealer (else to the declarer) */
  readonly turnedTo: 'dealer' | 'declarer';
  /** DEB-G35: the dealer may not pass in the second round */
  readonly mustOrder: boolean;
  /** DEB-G33: who may swap the trump seven for the turned card (1x1, 1x2; ordered in round 1) */
  readonly swap: 'off' | 'any-player' | 'declarer-only';
  /** DEB-G39: a sequence of five or more is worth 100 */
  readonly hundred: boolean;
  /** DEB-G30: combinations of a side that took no trick pass to the next side */
  readonly passToNext: boolean;
  /** DEB-G2 / DEB-G3: the special deal's rounds and the declarer's share */
  readonly special: SpecialDealRules;
  /** DEB-G4: the special deal's trump is the tied deal's (else the shown card's suit) */
  readonly specialPreviousTrump: boolean;
  /** DEB-G42: the reading id — unequal hands are played out, or the play stops with the first empty hand */
  readonly unequalHands: string;
  readonly stopAtFirstEmpty: boolean;
  /** DEB-G45 (the judge's v2 declarations only): the reading id — a declared part of a sequence counts as declared, or as the whole sequence held */
  readonly partialDeclaration: string;
  /** DEB-G46 (the judge's v2 declarations only): a deberc held but not declared ends the party all the same (else only a declared one) */
  readonly undeclaredDebercCounts: boolean;
  /** DEB-G49: a first card led out of turn is ruled before a deberc held (else the deberc ends the party first) */
  readonly breachBeforeDeberc: boolean;
  /** DEB-G50: of two sequences of equal value the longer ranks higher (else the higher top card) */
  readonly longerSequenceFirst: boolean;
  /** DEB-G51: when the two best sides' sequences rank equal, neither scores (else the earlier in turn order) */
  readonly noSequencesOnTie: boolean;
  /** DEB-G52 (2x2): only the partner holding his team's best sequence scores sequences (else the whole team's) */
  readonly sequencesPerPlayer: boolean;
  /** DEB-G53: bella's king and queen do not count inside a trump sequence of their holder (else they count in both) */
  readonly bellaApart: boolean;
  /** invariants only — DEB-G28: every third «Б» costs 100 (else the third 100, each later one 50) */
  readonly everyThirdB: boolean;
  /** invariants only — DEB-G31 (2x2): the no-trick −50 is per player */
  readonly noTrickPerPlayer: boolean;
  /** invariants only — DEB-G32: a deal stopped by a referee bayd also charges the no-trick −50 */
  readonly noTrickAlsoStopped: boolean;
}

export function tableRules(format: Format, readings: Readings): DebertzTableRules {
  return {
    play: { overtrump: readings['DEB-G25'] as OvertrumpReading, partnerExempt: format.id === '2x2' && readings['DEB-G26'] === 'partner-exempt' },
    declarerLeads: readings['DEB-G37'] === 'declarer-leads',
    turnedTo: readings['DEB-G34'] === 'dealer' ? 'dealer' : 'declarer',
    mustOrder: readings['DEB-G35'] === 'dealer-must-order',
    swap: readings['DEB-G33'] as DebertzTableRules['swap'],
    hundred: readings['DEB-G39'] === 'hundred',
    passToNext: readings['DEB-G30'] === 'pass-to-next',
    special: { roundSize: readings['DEB-G2'] as SpecialDealRules['roundSize'], declarerShare: readings['DEB-G3'] as SpecialDealRules['declarerShare'] },
    specialPreviousTrump: readings['DEB-G4'] === 'previous-trump',
    unequalHands: readings['DEB-G42'],
    stopAtFirstEmpty: readings['DEB-G42'] === 'stop-when-declarer-out',
    partialDeclaration: readings['DEB-G45'],
    undeclaredDebercCounts: readings['DEB-G46'] === 'held',
    breachBeforeDeberc: readings['DEB-G49'] === 'breach-first',
    longerSequenceFirst: readings['DEB-G50'] === 'longer-first',
    noSequencesOnTie: readings['DEB-G51'] === 'nobody',
    sequencesPerPlayer: format.id === '2x2' && readings['DEB-G52'] === 'player',
    bellaApart: readings['DEB-G53'] === 'exclusive',
    everyThirdB: readings['DEB-G28'] === 'every-third',
    noTrickPerPlayer: format.id === '2x2' && readings['DEB-G31'] === 'player',
    noTrickAlsoStopped: readings['DEB-G32'] === 'also-stopped',
  };
}

/**
 * The gaps the table consults (records as consulted where the readings part), by index: the
 * table calls `TableLog.consult(G.…)`, the simulator counts them by interned tag, the judge lists
 * them in the ruling.
 */
export const TABLE_GAPS = ['DEB-G25', 'DEB-G26', 'DEB-G30', 'DEB-G33', 'DEB-G34', 'DEB-G35', 'DEB-G37', 'DEB-G39', 'DEB-G42', 'DEB-G46', 'DEB-G49', 'DEB-G50', 'DEB-G51', 'DEB-G52', 'DEB-G53'] as const;
export const G = { G25: 0, G26: 1, G30: 2, G33: 3, G34: 4, G35: 5, G37: 6, G39: 7, G42: 8, G46: 9, G49: 10, G50: 11, G51: 12, G52: 13, G53: 14 } as const;

/** The tag `gap=reading` of each of `TABLE_GAPS` under `readings`, by the same index. */
export function consultedTags(readings: Readings): string[] {
  return TABLE_GAPS.map((gap) => `${gap}=${readings[gap]}`);
}
