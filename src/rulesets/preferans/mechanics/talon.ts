import { bit, count, type Card, type CardMask } from '../../../core/cards/index.ts';
import { HIGHEST, MISERE, contractCode, isContractId, type ContractId } from './contracts.ts';

/**
 * Talon, discard and naming the contract (CODE-3.4, 3.6.6). The declarer takes the two talon
 * cards into his hand (3.4.1), discards two face down (3.4.1, 3.6.6), then names a contract not
 * lower than his last bid (3.4.2–3.4.3). A misère declarer plays misère: the talon and discard
 * are the same (3.6.6), and misère is never named after game bids (3.4.4).
 */

/** CODE-3.4.1: the declarer's 12 cards after he takes the talon. */
export function takeTalon(hand: CardMask, talon: readonly [Card, Card]): CardMask {
  return (hand | bit(talon[0]) | bit(talon[1])) >>> 0;
}

export type DiscardFault = 'not-two-cards' | 'not-in-hand';

/** Why `discard` is not a legal discard from the 12-card `hand`, or undefined. */
export function discardFault(hand: CardMask, discard: CardMask): DiscardFault | undefined {
  if (count(discard) !== 2) return 'not-two-cards'; // CODE-3.4.1: exactly two cards
  if ((discard & ~hand) >>> 0 !== 0) return 'not-in-hand';
  return undefined;
}

/** The 10-card hand left after a legal discard; throws (#talon-1) on an illegal one. */
export function applyDiscard(hand: CardMask, discard: CardMask): CardMask {
  const fault = discardFault(hand, discard);
  if (fault) throw new RangeError(`illegal discard: ${fault} (#talon-1)`);
  return (hand & ~discard) >>> 0;
}

export type ContractFault =
  | 'not-a-contract'
  | 'below-bid' // CODE-3.4.3: not lower than the last bid
  | 'misere-after-game-bids' // CODE-3.4.4: misère after other bids is illegal
  | 'game-after-misere-bid'; // misère stays misère (CODE-3.6.6; READING PREF-C3)

/**
 * Contracts the declarer may name after winning with `bid`, as a ladder mask (bit = ContractId).
 * A game bid allows every game not lower than it (CODE-3.4.3; under-calling is not a thing, fn
 * 37); a misère bid allows only misère.
 */
export function legalContractMask(bid: ContractId): number {
  // READING PREF-C3: the ladder puts 9♠ above misère, so "not lower than the bid" could let a
  // misère declarer name a nine; the brief and the usual practice keep misère as misère.
  if (bid === MISERE) return (1 << MISERE) >>> 0;
  let mask = 0;
  for (let c: number = bid; c <= HIGHEST; c++) if (c !== MISERE) mask |= 1 << c;
  return mask >>> 0;
}

export function legalContracts(bid: ContractId): ContractId[] {
  const mask = legalContractMask(bid);
  const out: ContractId[] = [];
  for (let c = 0; c <= HIGHEST; c++) if (mask & (1 << c)) out.push(c as ContractId);
  return out;
}

/** Why naming `contract` after winning with `bid` is illegal, or undefined when it is legal. */
export function contractFault(bid: ContractId, contract: ContractId): ContractFault | undefined {
  if (!isContractId(contract)) return 'not-a-contract';
  if (legalContractMask(bid) & (1 << contract)) return undefined;
  if (bid === MISERE) return 'game-after-misere-bid';
  if (contract === MISERE) return 'misere-after-game-bids';
  return 'below-bid';
}

/** The contract the declarer plays, with the cards he put aside. */
export interface NamedContract {
  readonly bid: ContractId;
  readonly contract: ContractId;
  readonly discard: CardMask;
  /** The declarer's 10 cards after the discard. */
  readonly hand: CardMask;
}

/**
 * The whole talon step for a legal sequence: take the talon, discard, name. Throws (#talon-2)
 * for an illegal contract; check `contractFault` first when it may be irregular.
 */
export function nameContract(
  bid: ContractId,
  hand: CardMask,
  talon: readonly [Card, Card],
  discard: CardMask,
  contract: ContractId,
): NamedContract {
  const fault = contractFault(bid, contract);
  if (fault) throw new RangeError(`cannot name ${contractCode(contract)} after bid ${contractCode(bid)}: ${fault} (#talon-2)`);
  const after = applyDiscard(takeTalon(hand, talon), discard);
  return { bid, contract, discard, hand: after };
}
