import { describe, expect, it } from 'vitest';
import { count } from '../../../src/core/cards/index.ts';
import {
  MISERE,
  applyDiscard,
  contractFault,
  contractName,
  contractOf,
  discardFault,
  legalContracts,
  nameContract,
  takeTalon,
} from '../../../src/rulesets/preferans/mechanics/index.ts';

const maskOf = (...cards: number[]): number => cards.reduce((m, c) => (m | (1 << c)) >>> 0, 0);
const HAND = maskOf(0, 1, 2, 3, 4, 5, 6, 7, 8, 9);

describe('talon, discard and naming the contract (CODE 3.4, 3.6.6)', () => {
  it('takes the two talon cards into the declarer’s hand (CODE 3.4.1)', () => {
    expect(count(takeTalon(HAND, [30, 31]))).toBe(12);
  });

  it('discards exactly two cards from the twelve, reporting any other discard as a fact', () => {
    const twelve = takeTalon(HAND, [30, 31]);
    expect(discardFault(twelve, maskOf(0))).toBe('not-two-cards');
    expect(discardFault(twelve, maskOf(0, 20))).toBe('not-in-hand');
    expect(applyDiscard(twelve, maskOf(30, 0))).toBe((maskOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 31)));
    expect(() => applyDiscard(twelve, maskOf(0, 1, 2))).toThrow(/#talon-1/);
  });

  it('lets a game declarer name any game not lower than his bid, never misère (CODE 3.4.3–3.4.4)', () => {
    const legal = legalContracts(contractOf(8, 3)).map(contractName);
    expect(legal).toEqual(['8♥', '8NT', '9♠', '9♣', '9♦', '9♥', '9NT', '10♠', '10♣', '10♦', '10♥', '10NT']);
    expect(contractFault(contractOf(7, 2), contractOf(7, 1))).toBe('below-bid');
    expect(contractFault(contractOf(7, 2), MISERE)).toBe('misere-after-game-bids');
    expect(contractFault(contractOf(7, 2), contractOf(7, 2))).toBeUndefined();
  });

  it('keeps a misère declarer on misère', () => {
    expect(legalContracts(MISERE)).toEqual([MISERE]);
    expect(contractFault(MISERE, contractOf(9, 0))).toBe('game-after-misere-bid');
  });

  it('runs the whole step: take, discard, name', () => {
    const named = nameContract(contractOf(6, 0), HAND, [30, 31], maskOf(0, 1), contractOf(7, 3));
    expect(count(named.hand)).toBe(10);
    expect(named.discard).toBe(maskOf(0, 1));
    expect(() => nameContract(contractOf(7, 0), HAND, [30, 31], maskOf(0, 1), contractOf(6, 3))).toThrow(/below-bid \(#talon-2\)/);
  });
});
