/**
 * Scenarios for readings no abstract path reaches: ordinary deals — a game bid, whisted and
 * played out, and an all-pass — built by the same concretiser under the reading, for the
 * generator to keep one that consults the reading or is ruled otherwise under another reading of
 * its gap (readings the judge consults itself, such as the short-trick rule PREF-G23, arise in play).
 * A few gaps act only on a deal of their own shape, which these scripts give: «здесь» in the
 * bidding (PREF-C2), two bidders both holding a wrong count the equalisation does not cover
 * (PREF-G17), a passing defender with a wrong count (PREF-G30), a second wrong-count fine on the
 * same player (PREF-G62), the 4-player dealer after two plain passes (PREF-C22), a returned
 * half-whist under gentleman's whist (PREF-C23), a revoke claimed on an all-pass (PREF-C24), a
 * trick penalty before clause 4's replay from the start (PREF-C25), the talon exposed before the
 * third hand spoke (PREF-C26), a trickless whister's look at an old trick (PREF-C27), a look at
 * the discard after a first card led out of turn (PREF-C28), a look at one's own trick that is
 * not the latest (PREF-C29, a version-2 case).
 *
 * @internal
 */
import type { PreferansEvent } from '../machine/events.ts';
import type { Json, ReadingProbe } from '../../../core/suite/types.ts';
import { discoveryEvent, handSeats, SIX_SPADES } from './abstraction.ts';
import { parseContract } from '../mechanics/contracts.ts';
import { preferansCandidates } from './concretise.ts';
import { buildPreferansScenario, type BuildSpec } from '../judge/build.ts';
import { ALL_PASS_REVOKE, moved, SIX_TRICKS, sixSpades, TWO_TRICKS_THEN_A_RUFF } from '../judge/examples.ts';

/** Probe deals built per shape. */
const PER_SHAPE = 6;

function shapes(players: number): PreferansEvent[][] {
  const [h1, h2, h3] = handSeats(players);
  const zeros = new Array<number>(players).fill(0);
  const deal: PreferansEvent = { type: 'DEALT', counts: zeros.map(() => 10), talon: 2 };
  const pass = (seat: number): PreferansEvent => ({ type: 'CALL', seat, call: 'pass', contract: -1 });
  const game: PreferansEvent[] = [
    deal,
    { type: 'CALL', seat: h1, call: 'bid', contract: SIX_SPADES },
    pass(h2),
    pass(h3),
    { type: 'AUCTION_WON', declarer: h1, bid: SIX_SPADES },
    { type: 'CONTRACT', contract: SIX_SPADES, discard: 2 },
    { type: 'WHIST', outcome: 'played', whisters: [h2], passers: [h3], halfWhister: -1, open: false },
    { type: 'PLAY_COMPLETE' },
  ];
  const allPass: PreferansEvent[] = [deal, pass(h1), pass(h2), pass(h3), { type: 'ALL_PASSED' }, { type: 'PLAY_COMPLETE' }];
  return [game, allPass];
}

/** Deals of the shape a gap acts on (none: the ordinary deals above). */
function targeted(players: number, gap: string): PreferansEvent[][] | null {
  const [h1, h2, h3] = handSeats(players);
  const zeros = new Array<number>(players).fill(0);
  const deal: PreferansEvent = { type: 'DEALT', counts: zeros.map(() => 10), talon: 2 };
  const bid = (seat: number, code = '6S'): PreferansEvent => ({ type: 'CALL', seat, call: 'bid', contract: parseContract(code)! });
  const pass = (seat: number): PreferansEvent => ({ type: 'CALL', seat, call: 'pass', contract: -1 });
  const won: PreferansEvent = { type: 'AUCTION_WON', declarer: h1, bid: SIX_SPADES };
  const named = (discard: number): PreferansEvent => ({ type: 'CONTRACT', contract: SIX_SPADES, discard });
  const lone: PreferansEvent = { type: 'WHIST', outcome: 'played', whisters: [h2], passers: [h3], halfWhister: -1, open: false };
  const found = (name: string) => discoveryEvent(players, name);
  const choice = (redeal: boolean): PreferansEvent => ({ type: 'CHOICE', demands: zeros.map(() => redeal) });
  const play: PreferansEvent[] = [{ type: 'LED' }, { type: 'TRICK', winner: h1 }];
  const end: PreferansEvent = { type: 'PLAY_COMPLETE' };
  switch (gap) {
    case 'PREF-C2':
      // the first hand holds the second hand's bid with «здесь» (every reading lets him)
      return [[deal, bid(h1), bid(h2, '6C'), pass(h3), { type: 'CALL', seat: h1, call: 'here', contract: -1 }, won, named(2), lone, end]];
    case 'PREF-G17': {
      // both bidders short, the talon long (9/9/10, talon 4): redealt, or the 10-card player chooses
      const d4 = [deal, bid(h1), bid(h2, '6C'), found('twoShortTalonOfFour')];
      return [d4, [...d4, choice(true)]];
    }
    case 'PREF-G30':
      // the passing defender short, found in play (PCR-4) or at its first lead
      return [
        [deal, bid(h1), pass(h2), pass(h3), won, named(2), lone, ...play, found('thirdShort'), end],
        [deal, bid(h1), pass(h2), pass(h3), won, named(2), lone, found('thirdShort'), end],
      ];
    case 'PREF-G62':
      // the first hand fined under PCR-2.1 (short, the card found; no redeal), then declarer with a
      // discard of three: a second wrong count, found in play
      return [[deal, bid(h1), found('firstShort'), choice(false), won, named(3), lone, ...play, found('allTen'), end]];
    default:
      return null;
  }
}

/** A probe deal: `deal` built under `gap=reading` in the variant `format`, to be ruled. */
function probe(gap: string, reading: string, format: string, deal: Omit<BuildSpec, 'variant' | 'readings'> & { title: string }): ReadingProbe {
  const { title, ...rest } = deal;
  // the keys in the order the suite's case files have always had them
  const scenario = buildPreferansScenario({ version: deal.version, title: `${format}${title} (${gap} ${reading})`, variant: format, players: deal.players, readings: { [gap]: reading }, ...rest });
  return { scenario, exercises: [`${gap}=${reading}`], expect: 'ruled' };
}

/** SIX_TRICKS' hands, seat by seat: seat 1 holds six sure spades, the talon two small clubs. */
const SIX = { hands: [SIX_TRICKS[0], SIX_TRICKS[1], SIX_TRICKS[2]], talon: SIX_TRICKS.talon };

/** The probes of the gaps that act only on a deal of their own shape, by gap. */
const SHAPED: Record<string, (reading: string, format: string) => ReadingProbe> = {
  /**
   * PREF-C20 acts only on cards: a talon-named all-pass trick nobody follows. With all 32 cards in
   * play someone always holds the named suit, so the deal has the only holder revoke: seat 1 holds
   * six clubs, the talon the other two, and plays 7♥ to the 7♣ trick (A♦ and 8♥ follow).
   */
  'PREF-C20': (reading, format) =>
    probe('PREF-C20', reading, format, {
      title: ": an all-pass trick named by the talon's 7♣ that nobody follows",
      hands: [
        ['8H', 'TH', 'JH', 'QH', 'KH', 'AH', 'QS', 'JS', 'TS', '9S'],
        ['9C', 'TC', 'JC', 'QC', 'KC', 'AC', '7H', '9H', '7S', '8S'],
        ['AD', 'KD', 'QD', 'JD', 'TD', '9D', '8D', '7D', 'AS', 'KS'],
      ],
      talon: ['7C', '8C'],
      script: [{ seat: 1, call: 'pass' }, { seat: 2, call: 'pass' }, { seat: 0, call: 'pass' }, { seat: 1, play: '7H' }, { seat: 2, play: 'AD' }, { seat: 0, play: '8H' }, { autoplay: 'all' }],
    }),
  /**
   * PREF-C22 acts only with 4 players, on 6 or 7, when both defenders pass without a half-whist:
   * seat 1 names 6♠ and seats 2 and 3 pass; the dealer (seat 0) whists under dealer-may-whist
   * (6♠ made, he writes for the defenders' 4 tricks), and the deal is unwhisted under closed.
   */
  'PREF-C22': (reading, format) =>
    probe('PREF-C22', reading, format, {
      title: `, 4 players: 6♠, both defenders pass; the dealer ${reading === 'closed' ? 'may not whist' : 'whists'}`,
      players: 4,
      hands: [[], SIX_TRICKS[1], SIX_TRICKS[2], SIX_TRICKS[0]],
      talon: SIX.talon,
      script: [
        { seat: 1, call: '6S' }, { seat: 2, call: 'pass' }, { seat: 3, call: 'pass' }, { seat: 1, discard: SIX.talon, contract: '6S' }, { seat: 2, whist: 'pass' }, { seat: 3, whist: 'pass' },
        ...(reading === 'dealer-may-whist' ? [{ seat: 0, whist: 'whist' }, { seat: 0, whist: 'closed' }, { autoplay: 'all' as const }] : []),
      ],
    }),
  /**
   * PREF-C23 acts under gentleman's whist on a failed game whose whister returned a half-whist:
   * seat 1 names 7♠ on six sure tricks; seat 2 passes, seat 0 says half-whist, seat 2 returns the
   * whist; one down, and seat 0 writes his consolation or nothing.
   */
  'PREF-C23': (reading, format) =>
    probe('PREF-C23', reading, format, {
      title: ": 7♠ one down after seat 0's half-whist was returned",
      ...SIX,
      script: [
        { seat: 1, call: '6S' }, { seat: 2, call: 'pass' }, { seat: 0, call: 'pass' }, { seat: 1, discard: SIX.talon, contract: '7S' },
        { seat: 2, whist: 'pass' }, { seat: 0, whist: 'half-whist' }, { seat: 2, whist: 'whist' }, { seat: 2, whist: 'closed' }, { autoplay: 'all' },
      ],
    }),
  /**
   * PREF-C24 acts on an all-pass whose revoke is claimed under the Code's 3.9.16.2: seat 2 holds
   * every 7, 8 and 9 out of the talon, revokes (8♦ on the ♣J led in the third trick, holding clubs)
   * and the revoke is claimed at once; he takes no trick, so the order against the amnesty decides
   * his 0-trick premium.
   */
  'PREF-C24': (reading, format) =>
    probe('PREF-C24', reading, format, {
      title: `: an all-pass, seat 2's revoke claimed; his penalty trick ${reading === 'before-amnesty' ? 'before' : 'after'} the amnesty`,
      hands: [ALL_PASS_REVOKE[0], ALL_PASS_REVOKE[1], ALL_PASS_REVOKE[2]],
      talon: ALL_PASS_REVOKE.talon,
      script: [
        { seat: 1, call: 'pass' }, { seat: 2, call: 'pass' }, { seat: 0, call: 'pass' }, { autoplay: 6 },
        { seat: 1, play: 'JC' }, { seat: 2, play: '8D' }, { seat: 0, play: 'JS' }, { irregularity: 'revoke', seat: 2 }, { autoplay: 'all' },
      ],
    }),
  /**
   * PREF-C25 acts when clause 4 replays from the start a play that already cost a trick: seat 1's
   * 6♠ (six sure tricks), the defenders hold 9 and 11 (♣10 moved from seat 0 to seat 2); after two
   * tricks the declarer looks at an old trick, then seat 0 finds his 9 cards. Both defenders whist.
   */
  'PREF-C25': (reading, format) =>
    probe('PREF-C25', reading, format, {
      title: ": 6♠, the declarer looked at an old trick, then clause 4's open replay from the start",
      hands: moved(SIX_TRICKS, 'TC', 0, 2),
      talon: SIX.talon,
      script: [...sixSpades('both'), { autoplay: 6 }, { irregularity: 'looked-at-trick', seat: 1 }, { discover: { by: 0 } }, { autoplay: 'all' }],
    }),
  /**
   * PREF-C26 acts when the talon is exposed after two passes, before the third hand speaks: seat 0
   * (six sure spades) gets the talon at 6♠ and both defenders whist, or still passes.
   */
  'PREF-C26': (reading, format) =>
    probe('PREF-C26', reading, format, {
      title: ': the talon exposed after two passes, before the third hand speaks',
      hands: [SIX_TRICKS[1], SIX_TRICKS[2], SIX_TRICKS[0]],
      talon: SIX.talon,
      script: [
        { seat: 1, call: 'pass' }, { seat: 2, call: 'pass' }, { irregularity: 'talon-exposed', seat: 1 },
        ...(reading === 'own-call' ? [{ seat: 0, call: 'pass' }] : [{ seat: 0, discard: SIX.talon, contract: '6S' }, { seat: 1, whist: 'whist' }, { seat: 2, whist: 'whist' }]),
        { autoplay: 'all' },
      ],
    }),
  /**
   * PREF-C27 acts when a defender with no trick loses one: seat 1's 6♠ (six sure tricks), both
   * defenders whist; seat 2 takes 4, seat 0 none, and seat 0 looks at an old trick.
   */
  'PREF-C27': (reading, format) =>
    probe('PREF-C27', reading, format, {
      title: ': 6♠, the whister with no trick looks at an old trick',
      ...SIX,
      script: [...sixSpades('both'), { autoplay: 6 }, { irregularity: 'looked-at-trick', seat: 0 }, { autoplay: 'all' }],
    }),
  /**
   * PREF-C28 acts when something that tells a started play comes between a game's first card led
   * out of turn and the correct lead: seat 1's 6♠ (six sure tricks), both defenders whist, seat 2
   * leads ♥A out of turn, then the declarer looks at his discard (3.4.9).
   */
  'PREF-C28': (reading, format) =>
    probe('PREF-C28', reading, format, {
      title: ': 6♠, ♥A led out of turn, then the declarer looks at his discard',
      ...SIX,
      script: [...sixSpades('both'), { seat: 2, play: 'AH' }, { irregularity: 'looked-at-discard', seat: 1 }, { autoplay: 'all' }],
    }),
  /**
   * PREF-C29 acts when a seat looks at a trick of his own that is his last but not the latest: seat
   * 1's 6♠, both defenders whist (a lone whister's choice differs by variant), seat 2 takes tricks 1
   * and 2, seat 1 trick 3, then seat 2 looks at trick 2. A version-2 case: only version 2 names the
   * trick looked at.
   */
  'PREF-C29': (reading, format) =>
    probe('PREF-C29', reading, format, {
      version: 2,
      title: ': 6♠, seat 2 looks at trick 2, his own, after trick 3 went to seat 1',
      ...SIX,
      script: [...sixSpades('both'), ...TWO_TRICKS_THEN_A_RUFF, { irregularity: 'looked-at-trick', seat: 2, trick: 2 }, { autoplay: 'all' }],
    }),
};

export function* preferansReadingProbes(gap: string, reading: string, format: string): Iterable<ReadingProbe> {
  const shaped = SHAPED[gap];
  if (shaped) {
    yield shaped(reading, format);
    return;
  }
  const overrides = { [gap]: reading };
  const sources = (targeted(3, gap) ?? shapes(3)).map((events) => {
    const c = preferansCandidates({ format, overrides, readings: {}, ledger: { name: 'fresh', summary: '', ledger: {} }, path: { events, transitions: [], cited: [], silent: [], trail: [], consulted: [], end: '' } });
    return 'impossible' in c ? [][Symbol.iterator]() : (c as Iterable<Json>)[Symbol.iterator]();
  });
  for (let n = 0; n < PER_SHAPE; n++) {
    for (const it of sources) {
      const next = it.next();
      if (!next.done) yield { scenario: next.value, exercises: [`${gap}=${reading}`], expect: 'ruled' };
    }
  }
}
