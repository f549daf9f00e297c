/**
 * What the Preferans simulator plays and injects: its formats and the irregularity kinds a spec
 * may give a rate for, in the order they are tallied.
 *
 * @internal
 */
import type { PlayerCount } from '../mechanics/seats.ts';
import { LENINGRAD, ROSTOV, SOCHI, type PreferansVariant } from '../mechanics/variants.ts';

/** The formats: 3-player Sochi, Leningrad and Rostov, and 4-player Sochi (the dealer sits out, CODE-3.2.10). */
export const PREFERANS_FORMATS = ['sochi', 'leningrad', 'rostov', 'sochi-4'] as const;

export const FORMATS: Readonly<Record<string, { variant: PreferansVariant; players: PlayerCount }>> = {
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
export type WrongCountKind = (typeof WRONG_COUNT_KINDS)[number];

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
export type OtherKind = (typeof OTHER_KINDS)[number];

/** The first play irregularity in OTHER_KINDS: from here on a kind needs the plays recorded. */
export const FIRST_PLAY_KIND = OTHER_KINDS.indexOf('revoke');

/** Every kind a spec may give a rate for, in the order they are tallied. */
export const PREFERANS_KINDS: readonly string[] = [...WRONG_COUNT_KINDS, ...OTHER_KINDS];

/** The stream of the other kinds' schedule and choices (deck 0, players 1, wrong counts 2, audit 3 are taken). */
export const OTHER_STREAM = 5;
/** The other kinds' schedule draws a position in [0, SPAN): its fraction places the irregularity among the deal's points. */
export const SPAN = 1 << 20;
