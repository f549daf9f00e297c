import { describe, expect, it } from 'vitest';
import {
  LENINGRAD,
  MISERE,
  ROSTOV,
  SOCHI,
  contractOf,
  scoreHalfWhist,
  scoreMisere,
  scorePlayedGame,
  scoreUnwhisted,
  type ContractId,
  type PlayedGame,
  type PlayerCount,
  type WhistOutcome,
} from '../../../src/rulesets/preferans/mechanics/index.ts';
import { fmtAll } from './_helpers/format.ts';

// Three players: declarer seat 0; first defender 1, second defender 2.
type Played = Extract<WhistOutcome, { kind: 'played' }>;
const both: Played = { kind: 'played', whisters: [1, 2], passers: [], defence: 'closed' };
const lone1: Played = { kind: 'played', whisters: [1], passers: [2], defence: 'closed' };
const game = (contract: ContractId, tricks: number[], whist: Played, players: PlayerCount = 3): PlayedGame => ({
  contract,
  declarer: 0,
  players,
  whist,
  tricks,
});

describe('Sochi scoring (digest §4.2)', () => {
  it('writes a made six with two whisters: the price into the pool, each whister his own tricks', () => {
    // p = 2: pool +2; whists 2·2 = 4 each; the pair reached the quota of 4.
    expect(fmtAll(scorePlayedGame(game(contractOf(6, 0), [6, 2, 2], both), SOCHI))).toEqual([
      'pool 0 +2 contract-made',
      'whist 1→0 +4 defender-tricks',
      'whist 2→0 +4 defender-tricks',
    ]);
  });

  it('charges the whister who took fewer than his half on a 6 (CODE 3.8.6: 2 + 1 → the second is one short)', () => {
    expect(fmtAll(scorePlayedGame(game(contractOf(6, 2), [7, 2, 1], both), SOCHI))).toEqual([
      'pool 0 +2 contract-made',
      'whist 1→0 +4 defender-tricks',
      'whist 2→0 +2 defender-tricks',
      'mountain 2 +2 defence-shortfall',
    ]);
    // CODE 3.8.6: 1 + 0 → the first one short (2), the second two short (4).
    expect(fmtAll(scorePlayedGame(game(contractOf(6, 2), [9, 1, 0], both), SOCHI)).filter((l) => l.startsWith('mountain'))).toEqual([
      'mountain 1 +2 defence-shortfall',
      'mountain 2 +4 defence-shortfall',
    ]);
  });

  it('charges per person even beyond the pair’s shortfall (READING PREF-C5, literal): 3 + 0 on a 6', () => {
    const lines = fmtAll(scorePlayedGame(game(contractOf(6, 2), [7, 3, 0], both), SOCHI));
    expect(lines.filter((l) => l.startsWith('mountain'))).toEqual(['mountain 2 +4 defence-shortfall']);
  });

  it('charges the whister below his half even when the pair makes its quota (CODE 3.8.6, issue 15): 4 + 0 on a 6, 2 + 0 on a 7', () => {
    expect(fmtAll(scorePlayedGame(game(contractOf(6, 2), [6, 4, 0], both), SOCHI)).filter((l) => l.startsWith('mountain'))).toEqual(['mountain 2 +4 defence-shortfall']);
    expect(fmtAll(scorePlayedGame(game(contractOf(7, 2), [8, 2, 0], both), SOCHI)).filter((l) => l.startsWith('mountain'))).toEqual(['mountain 2 +4 defence-shortfall']);
    // fn 59: on 8 the pair's quota of 1 is made by the first whister; nobody writes
    expect(fmtAll(scorePlayedGame(game(contractOf(8, 2), [9, 1, 0], both), SOCHI)).filter((l) => l.startsWith('mountain'))).toEqual([]);
  });

  it('writes no shortfall on a failed contract, whoever took the defence’s tricks (review: 5 + 0 against a failed 6, 4 + 0 against a failed 7)', () => {
    // the declarer (seat 0) fails; one whister took every defence trick, the other none
    for (const [level, tricks] of [[6, [5, 5, 0]], [7, [6, 4, 0]]] as const) {
      const lines = fmtAll(scorePlayedGame(game(contractOf(level, 2), [...tricks], both), SOCHI));
      expect(lines.some((l) => l.includes('defence-shortfall')), lines.join('; ')).toBe(false);
      expect(lines.some((l) => l.startsWith('mountain 0')), 'the failed declarer writes his undertricks').toBe(true);
    }
  });

  it('charges only the second whister on 8 and above (fn 59)', () => {
    // 8♠ made with all ten tricks: the quota of 1 is missed; p = 6, responsible → 6.
    expect(fmtAll(scorePlayedGame(game(contractOf(8, 0), [10, 0, 0], both), SOCHI))).toEqual([
      'pool 0 +6 contract-made',
      'mountain 2 +6 defence-shortfall',
    ]);
  });

  it('writes the worked example: 7♠ one down, one whister, greedy whist (digest §4.6)', () => {
    // A = 0 takes 6; B = 1 whists, C = 2 passes; defenders took 4 between them.
    expect(fmtAll(scorePlayedGame(game(contractOf(7, 0), [6, 3, 1], lone1), SOCHI))).toEqual([
      'mountain 0 +4 undertricks',
      'whist 1→0 +4 consolation',
      'whist 2→0 +4 consolation',
      'whist 1→0 +16 defender-tricks',
    ]);
  });

  it('lets a lone whister on a made contract write for both defenders and answer alone for the quota', () => {
    // 7♣ made with 9: D = 1 of a quota of 2: whists 4·1 = 4; shortfall 4·1 = 4 (responsible).
    expect(fmtAll(scorePlayedGame(game(contractOf(7, 1), [9, 0, 1], lone1), SOCHI))).toEqual([
      'pool 0 +4 contract-made',
      'whist 1→0 +4 defender-tricks',
      'mountain 1 +4 defence-shortfall',
    ]);
  });

  it('has the 4-player dealer write consolation on a failed declarer (CODE 3.8.1.2, fn 36)', () => {
    // Dealer 3 sits out. 9♥ two down: p = 8, mountain 16; consolation 16 from 1, 2 and 3.
    const lines = fmtAll(scorePlayedGame(game(contractOf(9, 3), [7, 2, 1, 0], both, 4), SOCHI));
    expect(lines).toEqual([
      'mountain 0 +16 undertricks',
      'whist 1→0 +16 consolation',
      'whist 2→0 +16 consolation',
      'whist 3→0 +16 consolation',
      'whist 1→0 +16 defender-tricks',
      'whist 2→0 +8 defender-tricks',
    ]);
  });

  it('puts an unwhisted contract into the pool (CODE 4.2.3.2)', () => {
    expect(fmtAll(scoreUnwhisted(contractOf(9, 0), 0, SOCHI))).toEqual(['pool 0 +8 unwhisted']);
  });

  it('gives a standing half-whist 4 whists on a 6 and on a 7 (CODE 3.8.7)', () => {
    expect(fmtAll(scoreHalfWhist(contractOf(6, 1), 0, 2, SOCHI))).toEqual(['pool 0 +2 half-whist', 'whist 2→0 +4 half-whist']);
    expect(fmtAll(scoreHalfWhist(contractOf(7, 1), 0, 2, SOCHI))).toEqual(['pool 0 +4 half-whist', 'whist 2→0 +4 half-whist']);
  });

  it('scores misère: 10 into the pool when clean, 10 a trick into the mountain otherwise', () => {
    expect(fmtAll(scoreMisere(0, 0, SOCHI))).toEqual(['pool 0 +10 misere-made']);
    expect(fmtAll(scoreMisere(0, 2, SOCHI))).toEqual(['mountain 0 +20 misere-tricks']);
  });

  it('refuses misère in the game scorer and trick counts that do not sum to ten', () => {
    expect(() => scoreUnwhisted(MISERE, 0, SOCHI)).toThrow(/#score-0/);
    expect(() => scorePlayedGame(game(contractOf(6, 0), [6, 2, 1], both), SOCHI)).toThrow(/#score-2/);
  });
});

describe('Leningrad scoring (digest §4.3): doubled whists and mountain, half-responsible, gentleman’s whist', () => {
  it('writes 2p per defender trick on a made contract', () => {
    // 6: p = 2, trick value 4: whists 8 each.
    expect(fmtAll(scorePlayedGame(game(contractOf(6, 0), [6, 2, 2], both), LENINGRAD))).toEqual([
      'pool 0 +2 contract-made',
      'whist 1→0 +8 defender-tricks',
      'whist 2→0 +8 defender-tricks',
    ]);
  });

  it('charges half the trick value per missing trick (CODE 3.8.12)', () => {
    // 7♣ made with 9, lone whister: whists 8·1 = 8; shortfall 8/2 · 1 = 4.
    expect(fmtAll(scorePlayedGame(game(contractOf(7, 1), [9, 0, 1], lone1), LENINGRAD))).toEqual([
      'pool 0 +4 contract-made',
      'whist 1→0 +8 defender-tricks',
      'mountain 1 +4 defence-shortfall',
    ]);
  });

  it('shares all whists in halves between the whister and the passer on a failed contract (CODE 3.8.14)', () => {
    // 7♠ one down: mountain 2·4 = 8; trick whists 8·4 = 32; consolation 4 each (fn 54) → 40 / 2 = 20 each.
    expect(fmtAll(scorePlayedGame(game(contractOf(7, 0), [6, 3, 1], lone1), LENINGRAD))).toEqual([
      'mountain 0 +8 undertricks',
      'whist 1→0 +20 gentleman-share',
      'whist 2→0 +20 gentleman-share',
    ]);
  });

  it('gives a former half-whister no share but his consolation (decision on CODE 3.8.14)', () => {
    // 6♠ one down after 2 half-whisted and 1 returned the whist: p = 2, trick value 4, D = 5.
    const returned: Played = { kind: 'played', whisters: [1], passers: [2], defence: 'open', formerHalfWhister: 2 };
    expect(fmtAll(scorePlayedGame(game(contractOf(6, 0), [5, 4, 1], returned), LENINGRAD))).toEqual([
      'mountain 0 +4 undertricks',
      'whist 1→0 +22 gentleman-share', // 4·5 + 2
      'whist 2→0 +2 consolation',
    ]);
  });

  it('gives a half-whist 8 whists on a 6 and on a 7', () => {
    expect(fmtAll(scoreHalfWhist(contractOf(6, 1), 0, 2, LENINGRAD))).toEqual(['pool 0 +2 half-whist', 'whist 2→0 +8 half-whist']);
    expect(fmtAll(scoreHalfWhist(contractOf(7, 1), 0, 2, LENINGRAD))).toEqual(['pool 0 +4 half-whist', 'whist 2→0 +8 half-whist']);
  });

  it('puts an unwhisted contract into the pool at its price', () => {
    expect(fmtAll(scoreUnwhisted(contractOf(8, 4), 0, LENINGRAD))).toEqual(['pool 0 +6 unwhisted']);
  });

  it('scores a failed misère at 20 a trick', () => {
    expect(fmtAll(scoreMisere(0, 1, LENINGRAD))).toEqual(['mountain 0 +20 misere-tricks']);
    expect(fmtAll(scoreMisere(0, 0, LENINGRAD))).toEqual(['pool 0 +10 misere-made']);
  });
});

describe('Rostov scoring (digest §4.4): half-responsible whist, fixed consolation', () => {
  it('writes a fixed 10 whists of consolation per undertrick, whatever the level (fn 36, fn 54)', () => {
    // 8♠ two down: mountain 6·2 = 12; consolation 10·2 = 20 each; trick whists 6·3 and 6·1.
    expect(fmtAll(scorePlayedGame(game(contractOf(8, 0), [6, 3, 1], both), ROSTOV))).toEqual([
      'mountain 0 +12 undertricks',
      'whist 1→0 +20 consolation',
      'whist 2→0 +20 consolation',
      'whist 1→0 +18 defender-tricks',
      'whist 2→0 +6 defender-tricks',
    ]);
  });

  it('charges half the price per missing trick (CODE 3.8.12)', () => {
    // 6 made with 8, lone whister took 2 of 4: whists 2·2 = 4; shortfall 1 · 2 = 2.
    expect(fmtAll(scorePlayedGame(game(contractOf(6, 3), [8, 2, 0], lone1), ROSTOV))).toEqual([
      'pool 0 +2 contract-made',
      'whist 1→0 +4 defender-tricks',
      'mountain 1 +2 defence-shortfall',
    ]);
  });

  it('keeps greedy whist on a failed contract (decision: the digest lists no Rostov difference)', () => {
    expect(fmtAll(scorePlayedGame(game(contractOf(7, 0), [6, 3, 1], lone1), ROSTOV))).toEqual([
      'mountain 0 +4 undertricks',
      'whist 1→0 +10 consolation',
      'whist 2→0 +10 consolation',
      'whist 1→0 +16 defender-tricks',
    ]);
  });

  it('scores unwhisted, half-whisted and misère deals as Sochi does', () => {
    expect(fmtAll(scoreUnwhisted(contractOf(10, 4), 0, ROSTOV))).toEqual(['pool 0 +10 unwhisted']);
    expect(fmtAll(scoreHalfWhist(contractOf(6, 1), 0, 1, ROSTOV))).toEqual(['pool 0 +2 half-whist', 'whist 1→0 +4 half-whist']);
    expect(fmtAll(scoreMisere(0, 3, ROSTOV))).toEqual(['mountain 0 +30 misere-tricks']);
  });
});
