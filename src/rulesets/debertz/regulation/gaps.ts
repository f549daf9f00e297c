import type { Gap } from '../../../core/regulation/types.ts';

/**
 * The places where the FDU text (section 6, as retrieved) is ambiguous, silent or
 * self-contradictory: DEB-G1 … DEB-G41 numbered as in the rules digest (section 7), and from
 * DEB-G42 on the ones the model itself ran into (section G below). `clauses` cites the clauses
 * named in the digest's bracket for the gap; an empty list means the digest cites no clause of
 * section 6 (the whole document, a silent point, or a rule from the sections not retrieved).
 * Reading ids and defaults are part of the model's interface: overrides and reports use them.
 */
export const DEBERTZ_GAPS: readonly Gap[] = [
  // A. Provenance
  {
    id: 'DEB-G1',
    clauses: [],
    title: 'Provenance of the text',
    question:
      'Only section 6 (in Russian) and clauses I.1–I.2 of the FDU rules could be retrieved; formats, dealing, bidding, combinations, play, the target and the protocol come from secondary sources, and the numbering of the seed (6.x) does not obviously match the official page.',
    readings: [{ id: 'as-retrieved', summary: 'The model uses section 6 as retrieved and the common rules for everything else.' }],
    default: 'as-retrieved',
    status: 'not-modelled',
    note: 'About where the text came from; no deal mechanic depends on it.',
  },

  // B. The special deal after a deferred bayd
  {
    id: 'DEB-G2',
    clauses: ['DEB-6.2.2.2', 'DEB-6.2.2.2.a', 'DEB-6.2.2.2.b', 'DEB-6.2.2.2.c'],
    title: 'Hand sizes in the special deal',
    question:
      'Dealing 6 cards, then the shown card to the declarer, then 2 cards to every other player gives the declarer 7 cards and the others 8, which fits no format: 1x1/1x2 normally play 9-card hands, and in 1x3/2x2 the declarer is one card short.',
    readings: [
      { id: 'literal', summary: 'After the shown card, each non-declarer gets 2 cards, as the text says.' },
      {
        id: 'format-size',
        summary: "The completion round gives the format's normal completion (3 cards in 1x1/1x2, 2 in 1x3/2x2), so hands reach the normal size.",
      },
    ],
    default: 'literal',
    status: 'switch',
    note: 'Acts in the special deal dealing: the size of the completion round after the shown card.',
  },
  {
    id: 'DEB-G3',
    clauses: ['DEB-6.2.2.2', 'DEB-6.2.2.2.c'],
    title: 'Meaning of «кроме игрока-заказчика»',
    question:
      'In the last round of the special deal, does "except the declarer" mean the declarer receives no card at all, or fewer cards than the others because he already holds the shown card?',
    readings: [
      { id: 'none', summary: 'The declarer gets no card in the last round.' },
      { id: 'one-fewer', summary: 'The declarer gets one card fewer than the others in the last round, since he holds the shown card.' },
    ],
    default: 'none',
    status: 'switch',
    note: "Acts in the special deal dealing: the declarer's share of the completion round (its size per DEB-G2).",
  },
  {
    id: 'DEB-G4',
    clauses: ['DEB-6.2.2.2', 'DEB-6.2.2.2.b', 'DEB-6.2.2.3'],
    title: 'Trump in the special deal',
    question:
      'The text never says which suit is trump in the special deal, which has no bidding: the suit of the shown card, the trump of the tied deal, or the declarer\'s choice.',
    readings: [
      { id: 'shown-card', summary: 'Trump is the suit of the card shown and given to the declarer.' },
      { id: 'previous-trump', summary: 'Trump is the trump of the tied deal.' },
    ],
    default: 'shown-card',
    status: 'switch',
    note: "Acts in the special deal setup: the trump suit. The declarer's free choice is not offered (the text gives him no choice point).",
  },
  {
    id: 'DEB-G5',
    clauses: ['DEB-6.2.2.2', 'DEB-6.2.2.2.c'],
    title: 'Dealer seat around the special deal',
    question:
      'From which seat does the special deal go "according to the turn-order rule", does the dealer seat rotate for it, and who deals the deal after it?',
    readings: [
      {
        id: 'same-dealer',
        summary: "The special deal keeps the tied deal's dealer seat; the next normal deal passes to the next dealer.",
      },
      { id: 'rotate', summary: 'The special deal counts as a deal: the dealer seat advances for it.' },
    ],
    default: 'same-dealer',
    status: 'switch',
    note: 'Acts in the party loop, where the dealer seat (which sets dealing, bidding and lead order) moves between deals.',
  },
  {
    id: 'DEB-G6',
    clauses: ['DEB-6.2.2.2'],
    title: 'Ordinary deal steps in the special deal',
    question:
      'The special deal does not mention the bottom-card reveal, the trump-seven swap (the shown card is already in the declarer\'s hand), or when combinations are declared, given that there is no bidding phase in which to declare them.',
    readings: [
      {
        id: 'no-swap-melds-at-lead',
        summary: 'No seven swap; combinations are declared at the first lead as in a normal deal; the bottom card is information only.',
      },
    ],
    default: 'no-swap-melds-at-lead',
    status: 'fixed',
    note:
      'Fixed: the swap has nothing to act on because the shown card is already in the declarer\'s hand, and combinations follow DEB-G29 as in a normal deal; the bottom card carries no ruling (DEB-G40). Acts in the special deal setup.',
  },
  {
    id: 'DEB-G7',
    clauses: ['DEB-6.2.2.2', 'DEB-6.3'],
    title: 'Referee exposes a card in the special deal',
    question:
      'If the referee accidentally exposes a card while dealing the special deal, 6.3 says the deal starts again, but not whether it is redealt under the special procedure.',
    readings: [
      { id: 'special-again', summary: 'The deal is redealt under the same special procedure, with the same declarer.' },
      { id: 'normal-deal', summary: 'A normal deal with bidding follows; the open pot stays with its declarer.' },
    ],
    default: 'special-again',
    status: 'switch',
    note: 'Acts in misdeal handling (6.3) when the misdealt deal is a special deal.',
  },
  {
    id: 'DEB-G8',
    clauses: ['DEB-6.2.2.1', 'DEB-6.2.2.4', 'DEB-6.2.2.5'],
    title: 'Deferred points: pot or handicap',
    question:
      '6.2.2.1 and 6.2.2.4 can be read as adding the deferred points to the declarer\'s next-deal total before the comparison (a handicap), while 6.2.2.5 treats them as a pot awarded once the winner is known; the two readings can give different winners.',
    readings: [
      { id: 'pot', summary: "The deferred points are a pot, awarded after the next deal's winner is known (6.2.2.5)." },
      {
        id: 'handicap',
        summary: "The deferred points are added to the declarer's next-deal points before the comparison (6.2.2.1/6.2.2.4).",
      },
    ],
    default: 'pot',
    status: 'switch',
    note: 'Acts in the deal scoring of the special deal (the outcome comparison) and in pot settlement.',
  },
  {
    id: 'DEB-G9',
    clauses: ['DEB-6.2.2.3'],
    title: '2x2: the declarer who does not change',
    question: 'In 2x2, is the unchanged declarer the same player or only the same team? This matters for seating and lead order.',
    readings: [{ id: 'same-player', summary: 'The same player is the declarer of the special deal.' }],
    default: 'same-player',
    status: 'fixed',
    note:
      'Fixed: a same-team reading would need a rule choosing which partner declares, which the text does not give. Acts in the special deal setup (declarer seat).',
  },

  // C. Deferred points: who gets them, and when
  {
    id: 'DEB-G10',
    clauses: ['DEB-6.2.2.5', 'DEB-6.2.2.5.a', 'DEB-6.2.2.5.b'],
    title: 'The special deal is itself a tie',
    question:
      'The split rule covers only "made" and "not made". If the next deal is again a tie, are the old and new deferred points combined, and is there another special deal, with what declarer?',
    readings: [
      {
        id: 'carry',
        summary: 'The open pot and the new deferred points stay open together; another special deal follows with the same declarer.',
      },
      {
        id: 'counts-as-failure',
        summary:
          'A tie in the special deal is a failure to score the necessary points: a bayd on points (6.2.1.1, «Б» included), so the declarer’s points of that deal go to the opponents and the pot follows under 6.2.2.5.b/6.2.2.6.',
      },
    ],
    default: 'carry',
    status: 'switch',
    note: 'Acts in pot settlement after a special deal ends in a tie.',
  },
  {
    id: 'DEB-G11',
    clauses: ['DEB-6.2.2.1', 'DEB-6.2.2.3', 'DEB-6.2.2.5'],
    title: 'Several pots outstanding',
    question:
      'A chain of ties can leave several deferred pots; are they summed or kept separate, settled in what order, and what if they have different declarers?',
    readings: [{ id: 'summed', summary: 'All open pots are summed and settled together by the one declarer\'s result.' }],
    default: 'summed',
    status: 'fixed',
    note:
      'Fixed: with the declarer fixed by 6.2.2.3 a chain of ties has a single declarer; its pots are summed and settled together. Acts in the pot ledger.',
  },
  {
    id: 'DEB-G12',
    clauses: ['DEB-6.2.2.6', 'DEB-6.2.2.6.a', 'DEB-6.2.2.6.b'],
    title: '1x3: two of three opponents outscore the declarer',
    question:
      'The split rule covers only "the player who scored more" and "all opponents". When two of three opponents outscore the declarer, do both share the pot or does the higher of them take it all?',
    readings: [
      { id: 'beaters-share', summary: 'All opponents who outscored the declarer share the pot equally.' },
      { id: 'top-beater-takes', summary: 'Only the highest-scoring opponent takes the pot.' },
    ],
    default: 'beaters-share',
    status: 'switch',
    note: 'Acts in pot settlement when the declarer fails in 1x2/1x3 (the case only arises in 1x3).',
  },
  {
    id: 'DEB-G13',
    clauses: ['DEB-6.2.2.6', 'DEB-6.2.2.6.a', 'DEB-6.2.2.6.b'],
    title: 'Tied opponents who beat the declarer',
    question:
      'In 1x2/1x3 the opponents who beat the declarer may be tied with each other, or one may tie the declarer while another beats him; no allocation rule is given for either case.',
    readings: [
      { id: 'share', summary: 'Tied top-scoring opponents share the pot equally.' },
      { id: 'earlier-seat', summary: 'The tied opponent earliest in turn order after the declarer takes the pot.' },
    ],
    default: 'share',
    status: 'switch',
    note:
      'Acts in pot settlement when DEB-G12 is top-beater-takes and the top opponents are tied; an opponent who only ties the declarer never shares the pot.',
  },
  {
    id: 'DEB-G14',
    clauses: ['DEB-6.2.2.6', 'DEB-6.2.2.6.b'],
    title: 'Equal parts that do not divide evenly',
    question: 'No rounding rule is given for equal parts that do not divide evenly (e.g. 81 split two ways, 100 split three ways).',
    readings: [
      {
        id: 'remainder-earlier-seat',
        summary: 'Integer parts; the remainder point(s) go one each to the earliest recipients in turn order after the declarer.',
      },
      { id: 'floor-discard', summary: 'Integer parts; the remainder is discarded and reported.' },
    ],
    default: 'remainder-earlier-seat',
    status: 'switch',
    note: 'Acts wherever points are split equally: pot shares (6.2.2.5.b, 6.2.2.6) and bayd shares under DEB-G16.',
  },
  {
    id: 'DEB-G15',
    clauses: ['DEB-6.2.1.1', 'DEB-6.2.2.5', 'DEB-6.2.2.5.a', 'DEB-6.2.2.5.b'],
    title: '"Necessary points" in 1x2/1x3',
    question:
      'The "necessary number of game points" is never defined: in 1x2/1x3 must the declarer score more than each opponent, more than the opponents combined, or more than half the deal total?',
    readings: [
      { id: 'beat-each', summary: 'The declarer makes the game by scoring more than each opponent.' },
      { id: 'beat-combined', summary: 'The declarer makes the game by scoring more than all opponents together.' },
    ],
    default: 'beat-each',
    status: 'switch',
    note: 'Acts in the deal outcome (made / bayd / tie) in 1x2/1x3; 1x1 and 2x2 have a single opposing side.',
  },
  {
    id: 'DEB-G16',
    clauses: ['DEB-6.2.1.2', 'DEB-6.2.1.5'],
    title: 'Sharing bayd points among several opponents',
    question:
      'In 1x2/1x3 the points of the side in bayd are credited "to the opponents" with no split rule: equally, to the top scorer, or the full amount to each?',
    readings: [
      { id: 'split-equally', summary: 'The bayd points are split equally among the opponents.' },
      { id: 'top-scorer', summary: 'All bayd points go to the opponent with the most deal points; split if tied.' },
      { id: 'each-full', summary: 'Each opponent receives the full amount.' },
    ],
    default: 'split-equally',
    status: 'switch',
    note: 'Acts in bayd scoring in 1x2/1x3 (and under DEB-G23 innocent-share whenever several sides oppose the offender).',
  },
  {
    id: 'DEB-G17',
    clauses: ['DEB-6.2.2.1'],
    title: "2x2 tie: the partner's points",
    question:
      'Read literally per player, 6.2.2.1 credits the declarer\'s partner at once and defers only the declarer\'s own points; read by team, the whole team\'s points are deferred.',
    readings: [
      { id: 'team', summary: "The whole declaring team's points are deferred." },
      { id: 'per-player', summary: "Only the declarer's own points are deferred; the partner's are credited at once." },
    ],
    default: 'team',
    status: 'switch',
    note: 'Acts in deferred-bayd scoring in 2x2 (what goes into the pot).',
  },
  {
    id: 'DEB-G18',
    clauses: ['DEB-6.2.2.1'],
    title: 'What a tie is with 3–4 players',
    question:
      'With three or four players, is a tie the declarer equalling the best opponent or equalling every opponent? What if he ties one opponent while another scores less or more?',
    readings: [
      {
        id: 'equals-best',
        summary: "Deferred when the declarer's points equal the best opponent's and no opponent has more.",
      },
      {
        id: 'all-equal',
        summary: "Deferred only when every opponent has exactly the declarer's points; otherwise the declarer failed to score the necessary points.",
      },
    ],
    default: 'equals-best',
    status: 'switch',
    note: 'Acts in the deal outcome (tie detection) in 1x2/1x3; with a single opposing side both readings coincide.',
  },
  {
    id: 'DEB-G19',
    clauses: ['DEB-6.2.1.4', 'DEB-6.2.1.6', 'DEB-6.2.1.7', 'DEB-6.2.2.1'],
    title: 'Does a deferred bayd earn a «Б»',
    question:
      'The text does not say whether a deferred bayd is recorded with a «Б» and counts toward the three «Б»; a deferred bayd is not itself a failure.',
    readings: [
      { id: 'no', summary: 'A deferred bayd records no «Б».' },
      { id: 'yes', summary: 'A deferred bayd records a «Б» against the declarer, counted toward the «Б» penalties.' },
    ],
    default: 'no',
    status: 'switch',
    note: 'Acts in the «Б» ledger when a deal ends in a deferred bayd.',
  },
  {
    id: 'DEB-G20',
    clauses: ['DEB-6.2.2.1', 'DEB-6.2.2.5'],
    title: 'Pot open at party end',
    question:
      "If the opponents' immediately credited points end the party before the special deal, or the party ends for another reason while a pot is open, what happens to the pot?",
    readings: [
      { id: 'void', summary: 'The open pot is discarded and reported.' },
      { id: 'to-opponents', summary: 'The open pot is allocated as if the declarer had failed (6.2.2.5.b).' },
    ],
    default: 'void',
    status: 'switch',
    note: 'Acts at party end, when a pot is still open.',
  },

  // D. Bayd and penalties
  {
    id: 'DEB-G21',
    clauses: ['DEB-6.2.1.4', 'DEB-6.2.1.5', 'DEB-6.2.3.1', 'DEB-6.2.3.2'],
    title: 'Trickless declarer: 6.2.1.5 vs 6.2.3.2',
    question:
      "Bayd sends the declarer's declared potential points to the opponents (6.2.1.5), but a trickless side's potential points are not credited (6.2.3.2). Which applies, and does the trickless declarer get both the «Б» and the −50?",
    readings: [
      {
        id: 'melds-void',
        summary: 'His declared combinations are credited to no one (6.2.3.2 as the specific rule); the bayd «Б» and the −50 both apply.',
      },
      {
        id: 'melds-to-opponents',
        summary: 'His declared combinations go to the opponents (6.2.1.5); the bayd «Б» and the −50 both apply.',
      },
    ],
    default: 'melds-void',
    status: 'switch',
    note: 'Acts in bayd scoring when the declaring side took no trick.',
  },
  {
    id: 'DEB-G22',
    clauses: ['DEB-6.2.1.2', 'DEB-6.2.1.8'],
    title: 'What the opponents receive on a referee bayd',
    question:
      'For a referee-declared bayd the opponent is the "early winner": does the deal stop, and what is credited (tricks so far, unplayed cards, the last-trick 10, combinations)? Whose points are «набранные ими»?',
    readings: [
      {
        id: 'tricks-so-far',
        summary:
          "The deal stops; the opponents receive the card points of all tricks taken so far by both sides plus the offender's declared combinations and their own.",
      },
      {
        id: 'all-cards',
        summary: 'The opponents receive every card point still in play (tricks taken plus cards not yet played), the last-trick 10 and the combinations.',
      },
    ],
    default: 'tricks-so-far',
    status: 'switch',
    note:
      'Acts in referee-bayd scoring, when a 6.2.1.8 breach stops the deal. Under `all-cards` the cards "still in play" are counted from the first lead (src/rulesets/debertz/table/table.ts `unplayedPoints`): a breach before it — while the cards (or the special deal) are being dealt, or in the bidding — gives the opponents no card points at all, while the same breach at the first lead gives them every card point and the last-trick 10 (162); this is part of the reading as modelled.',
  },
  {
    id: 'DEB-G23',
    clauses: ['DEB-6.2.1.8'],
    title: 'Referee bayd against a defender',
    question:
      "When a defender (or, in 2x2, the declarer's partner) commits a bayd breach, is the declarer automatically made and with which points, what does another innocent defender score, and does the offender get a «Б»?",
    readings: [
      {
        id: 'innocent-share',
        summary: "The offender's side is in bayd; all other sides are its opponents and share under DEB-G16.",
      },
      {
        id: 'declarer-only',
        summary: "The declarer's side alone receives the offender's points; other innocent defenders keep their own.",
      },
    ],
    default: 'innocent-share',
    status: 'switch',
    note: "Acts in referee-bayd scoring when the offender is not on the declarer's side; the offender's side gets the «Б» under both readings.",
  },
  {
    id: 'DEB-G24',
    clauses: ['DEB-6.2.1.8', 'DEB-6.2.1.8.a', 'DEB-6.2.1.8.d'],
    title: 'Bayd before anyone has ordered',
    question:
      'Ordering or passing out of turn, or exposing cards, can happen before there is a declarer: who is "the opponent", what points exist, and is the deal redealt?',
    readings: [
      {
        id: 'mark-and-redeal',
        summary: 'The offender gets a «Б» and any «Б» penalty; nothing is credited; the deal is redealt by the next dealer.',
      },
      { id: 'redeal-no-mark', summary: 'No declarer, no bayd: the deal is simply redealt.' },
    ],
    default: 'mark-and-redeal',
    status: 'switch',
    note: 'Acts in the dealing and bidding phases, on a referee-bayd breach before an order.',
  },
  {
    id: 'DEB-G25',
    clauses: ['DEB-6.2.1.8', 'DEB-6.2.1.8.c'],
    title: 'Scope of the obligation to beat the first trump',
    question:
      'Does «обязательное перебивание первой козырной карты в розыгрыше» mean beating a led trump, the first trump to appear in the trick, the current highest trump, or only in the first trump trick of the deal? Does it hold against one\'s own partner\'s trump (2x2)?',
    readings: [
      { id: 'led-trump', summary: '(a) When trump is led, every later player must beat the led card if able.' },
      { id: 'first-trump-in-trick', summary: '(b) The first trump to appear in the trick, led or ruffed, must be beaten if able.' },
      { id: 'highest-trump', summary: '(c) The highest trump so far in the trick must be beaten if able.' },
      { id: 'first-trump-trick', summary: '(d) The obligation holds only in the first trick of the deal in which trump appears.' },
    ],
    default: 'led-trump',
    status: 'switch',
    note: 'Acts in legal plays and in the referee-bayd check for 6.2.1.8.c; the partner question is DEB-G26.',
  },
  {
    id: 'DEB-G26',
    clauses: [],
    title: "2x2: partner's card already winning",
    question: 'The text is silent on whether, in 2x2, a player must still ruff or overtrump when his partner is already winning the trick.',
    readings: [
      { id: 'must-anyway', summary: 'The obligations to ruff and to beat trump hold even when the partner is winning.' },
      { id: 'partner-exempt', summary: "No obligation to ruff or overtrump when the partner's card is winning." },
    ],
    default: 'must-anyway',
    status: 'switch',
    note: 'Acts in legal plays in 2x2 (and so in what counts as a 6.2.1.8.c breach); the digest cites no clause because the text is silent.',
  },
  {
    id: 'DEB-G27',
    clauses: ['DEB-6.2.1.8'],
    title: 'Revoke is not listed',
    question:
      'Failing to follow suit or to ruff when void is not among the bayd causes of 6.2.1.8, and section 6 gives no other penalty for it (nor for a wrong card count).',
    readings: [
      {
        id: 'no-clause',
        summary: 'The revoke is recorded, play continues, and the ruling reports that no clause applies.',
      },
      { id: 'bayd-by-analogy', summary: 'The revoke is treated as a breach of the rules of play under 6.2.1.8: bayd against the offender.' },
    ],
    default: 'no-clause',
    status: 'switch',
    note: 'Acts in play, when a played card breaks the follow-suit or ruff obligation.',
  },
  {
    id: 'DEB-G28',
    clauses: ['DEB-6.2.1.6', 'DEB-6.2.1.7'],
    title: 'Counting «Б»',
    question:
      'Is the «Б» counted per player or per team, do referee bayds count, does the 3rd cost −100 and each later one −50 (literal) or every 3rd −100 (house rule), and can penalties push a score below zero?',
    readings: [
      {
        id: 'literal',
        summary: 'The 3rd «Б» costs −100 and each later one −50; per player (per team in 2x2); referee bayds count; scores may go below zero.',
      },
      { id: 'every-third', summary: 'Every 3rd «Б» costs −100; the others cost nothing.' },
    ],
    default: 'literal',
    status: 'switch',
    note: 'Acts in the «Б» penalties of the party ledger.',
  },
  {
    id: 'DEB-G29',
    clauses: ['DEB-6.2.1.5', 'DEB-6.2.3.2'],
    title: 'Timing of declarations',
    question:
      'The text speaks of potential points "declared during the order bidding", while common practice declares combinations before or at the first lead; it is also unclear how they are declared in the special deal, which has no bidding.',
    readings: [{ id: 'at-first-lead', summary: 'Combinations count from the hand held at the first lead.' }],
    default: 'at-first-lead',
    status: 'fixed',
    note:
      'Fixed: declaring during the bidding would need declaration rules the text does not give and has no place in the special deal; the first lead works for every deal. Acts in combination scoring.',
  },
  {
    id: 'DEB-G30',
    clauses: ['DEB-6.2.3.2'],
    title: "Trickless side's combinations",
    question:
      'A trickless side\'s combinations are not credited; does the right to score the best combination then pass to the next-best holder, and does bella follow the same rule?',
    readings: [
      { id: 'no-pass', summary: 'No one scores the sequences that would have been best.' },
      { id: 'pass-to-next', summary: 'The best-combination right passes to the next-best holder.' },
    ],
    default: 'no-pass',
    status: 'switch',
    note: 'Acts in sequence-combination scoring at deal end, when the holder of the best sequence took no trick.',
  },

  // E. Deal without tricks
  {
    id: 'DEB-G31',
    clauses: ['DEB-6.2.3.1'],
    title: '2x2: the −50 for a deal without tricks',
    question: 'In 2x2, is the −50 triggered only when the team takes no trick, or also when one partner individually takes none?',
    readings: [
      { id: 'team', summary: 'The team loses 50 only when it took no trick.' },
      { id: 'player', summary: 'Each partner who took no trick costs the team −50.' },
    ],
    default: 'team',
    status: 'switch',
    note: 'Acts in deal scoring in 2x2 (the no-trick penalty).',
  },
  {
    id: 'DEB-G32',
    clauses: ['DEB-6.2.3.1'],
    title: '−50 when a referee bayd stopped the deal',
    question:
      'Does the −50 apply in the special deal, and does it apply when a referee bayd stopped the deal before the side could win a trick?',
    readings: [
      { id: 'completed-deals-only', summary: 'The −50 applies only to deals played to the end.' },
      { id: 'also-stopped', summary: 'The −50 also applies when the side took no trick before a referee bayd stopped the deal.' },
    ],
    default: 'completed-deals-only',
    status: 'switch',
    note: 'Acts in the no-trick penalty after a referee bayd. The special deal is a normal deal for the −50 under both readings.',
  },

  // F. Sections not retrieved
  {
    id: 'DEB-G33',
    clauses: [],
    title: 'Trump-seven swap',
    question:
      'Does the trump-seven swap exist, who may make it and when, and what happens in the 4-player formats where the turned card is already in a hand?',
    readings: [
      { id: 'any-player', summary: 'Any holder of the trump seven may swap it for the turned card before the first lead.' },
      { id: 'declarer-only', summary: 'Only the declarer may swap the trump seven for the turned card.' },
      { id: 'off', summary: 'There is no seven swap.' },
    ],
    default: 'any-player',
    status: 'switch',
    note:
      'Acts before the first lead in 1x1/1x2 when trump is the turned suit (ordered in round 1); in 1x3/2x2 the turned card is in a hand, so there is nothing to swap.',
  },
  {
    id: 'DEB-G34',
    clauses: [],
    title: '4-player turned card',
    question: 'In the 4-player formats, does the turned card go to the declarer or to the dealer when the hands are completed?',
    readings: [
      { id: 'declarer', summary: 'The turned card goes to the declarer, who receives one card fewer from the stock.' },
      { id: 'dealer', summary: 'The turned card goes to the dealer, who receives one card fewer from the stock.' },
    ],
    default: 'declarer',
    status: 'switch',
    note: 'Acts in hand completion after bidding in 1x3/2x2.',
  },
  {
    id: 'DEB-G35',
    clauses: [],
    title: 'All pass in both rounds',
    question: 'If everyone passes in both bidding rounds, is the deal redealt (by whom), or must someone order?',
    readings: [
      { id: 'redeal-next-dealer', summary: 'The cards are thrown in and the next dealer redeals.' },
      { id: 'dealer-must-order', summary: 'The dealer must name a suit in round 2.' },
    ],
    default: 'redeal-next-dealer',
    status: 'switch',
    note: 'Acts in bidding round 2. Round 2 never allows the turned suit, under both readings.',
  },
  {
    id: 'DEB-G36',
    clauses: ['DEB-6.3', 'DEB-6.2.2.2'],
    title: 'Who deals: rotation',
    question: 'The referee deals (at least sometimes); how are the notional dealer seat, the bidding order and the first lead set and rotated?',
    readings: [{ id: 'rotate-clockwise', summary: 'The dealer seat advances one seat clockwise after every normal deal.' }],
    default: 'rotate-clockwise',
    status: 'fixed',
    note:
      'Fixed: the common rule; the referee deals physically, and the seat only sets the dealing, bidding and lead order. The special deal follows DEB-G5. Acts in the party loop.',
  },
  {
    id: 'DEB-G37',
    clauses: ['DEB-6.2.1.8.a'],
    title: 'Direction of play and first lead',
    question: 'The turn-order rule («правило хода») is not defined: clockwise or counter-clockwise, and does the eldest hand or the declarer lead first?',
    readings: [
      { id: 'eldest-leads', summary: 'The player after the dealer leads to the first trick.' },
      { id: 'declarer-leads', summary: 'The declarer leads to the first trick.' },
    ],
    default: 'eldest-leads',
    status: 'switch',
    note: 'Acts at the first lead of each deal. The direction is fixed clockwise under both readings.',
  },
  {
    id: 'DEB-G38',
    clauses: [],
    title: 'Target score',
    question:
      'Is the party played to 301, 501 or 1001, and how are simultaneous crossings and tied totals at or above the target resolved?',
    readings: [
      { id: '501', summary: 'The party is played to 501.' },
      { id: '301', summary: 'The party is played to 301.' },
      { id: '1001', summary: 'The party is played to 1001.' },
    ],
    default: '501',
    status: 'switch',
    note:
      'Acts at party end. Reaching or exceeding the target wins; if several cross in the same deal the highest total wins, then the earlier seat.',
  },
  {
    id: 'DEB-G39',
    clauses: [],
    title: 'Combination catalogue',
    question:
      'The combination values are not in the text: is a sequence of 5+ still 50 or 100, what does the deberc do, do four of a kind exist, may bella share cards with a sequence, and how are equal sequences and 2x2 teams handled?',
    readings: [
      { id: 'fifty', summary: 'Terz 20; any sequence of 4 or more 50; bella 20.' },
      { id: 'hundred', summary: 'Terz 20; 4 in sequence 50; 5 or more in sequence 100; bella 20.' },
    ],
    default: 'fifty',
    status: 'switch',
    note:
      'Acts in combination scoring. Under both readings the deberc (7 trumps in sequence) ends the party for its holder and there is no four-of-a-kind. Whether bella\'s king and queen also count inside a sequence is DEB-G53, equal best sequences of two sides DEB-G51, the 2x2 partners\' sequences DEB-G52, the ranking of sequences of equal value DEB-G50.',
  },
  {
    id: 'DEB-G40',
    clauses: [],
    title: 'Bottom card shown',
    question: 'Is the bottom card of the stock («фреза») shown in 1x1/1x2, and when?',
    readings: [{ id: 'shown', summary: 'The bottom card of the stock is shown to all players in 1x1/1x2.' }],
    default: 'shown',
    status: 'fixed',
    note: 'Fixed: information only; no ruling depends on it. Acts in the deal setup of 1x1/1x2.',
  },
  {
    id: 'DEB-G41',
    clauses: ['DEB-6.2.1.6', 'DEB-6.2.1.7', 'DEB-6.4'],
    title: 'Party vs match',
    question:
      'How many parties make a match («встреча»), does the «Б» counter reset per party («партия») inside a match, and is the −50 for a trickless deal also recorded as a letter?',
    readings: [{ id: 'per-party', summary: 'One party is played; the «Б» counter starts at zero.' }],
    default: 'per-party',
    status: 'not-modelled',
    note: 'The model plays one party; the «Б» counter resets per party as the text says.',
  },

  // G. Found by the model (not in the digest's list)
  {
    id: 'DEB-G42',
    clauses: ['DEB-6.2.2.2.c', 'DEB-6.2.2.4'],
    title: 'Playing the special deal’s unequal hands',
    question:
      'When the special deal leaves the declarer with fewer cards than the others (DEB-G3 `none`: 7 against 8, or 9 at format size), play "по общим правилам" (6.2.2.4) does not say what happens once the declarer has played his last card: do the others play on, trick by trick, and which trick takes the last-trick 10?',
    readings: [
      {
        id: 'play-every-card',
        summary:
          'Every card is played: a seat with no cards left is passed over (a trick it won is led by the next seat holding cards), the others play the remaining tricks among themselves, and the deal’s last trick takes the last-trick 10.',
      },
      {
        id: 'stop-when-declarer-out',
        summary:
          'Play ends with the trick to which the declarer plays his last card: that trick takes the last-trick 10 and the cards left in the other hands are dead (nobody scores them).',
      },
    ],
    default: 'play-every-card',
    status: 'switch',
    note:
      'The lead of a trick after the declarer has run out passes to the next seat clockwise that still holds cards. Acts in the play of a special deal whose hands are unequal (DEB-G3 none, under either DEB-G2 reading), at the trick after which the declarer has no cards left; consulted there, on deals that reach it. The default keeps the model’s behaviour before the gap was named: the text does not settle it — "general rules" play every trick with every player, which neither reading can do — so neither reading is preferred by the text. The two give different outcomes (made against bayd) and credits on real deals.',
  },
  {
    id: 'DEB-G43',
    clauses: ['DEB-6.2.2.5', 'DEB-6.2.2.5.a', 'DEB-6.2.1.8'],
    title: 'The pot after a defender’s referee bayd in the special deal (1x2, 1x3)',
    question:
      'When a defender commits a 6.2.1.8 breach in the special deal, the declarer is not in bayd and is treated as having won; but 6.2.2.5 credits the deferred points to "the winner / winners of the next deal", and with several opponents the innocent defender is a winner too. Does the declarer take the whole pot (6.2.2.5.a), or do all sides not in bayd share it?',
    readings: [
      { id: 'declarer', summary: 'The declarer takes the whole pot, as if he had made the special deal (6.2.2.5.a).' },
      { id: 'winners-share', summary: 'Every side not in bayd — the declarer and the innocent defenders — shares the pot in equal parts (6.2.2.5, «победителям»).' },
    ],
    default: 'declarer',
    status: 'switch',
    note:
      'Acts in pot settlement after a special deal stopped by a defender’s referee bayd in 1x2/1x3 (in 1x1 and 2x2 the declarer’s side is the only winner); consulted there. The default keeps the model’s behaviour before the gap was named; the text does not choose: 6.2.2.5.a speaks of the declarer only, the lead-in of 6.2.2.5 of winners in the plural. Remainders follow DEB-G14.',
  },
  {
    id: 'DEB-G44',
    clauses: ['DEB-6.2.2.5.b', 'DEB-6.2.2.6', 'DEB-6.2.2.6.b'],
    title: 'The pot when no opponent outscored the failed declarer (1x2, 1x3)',
    question:
      'The declarer can fail the special deal without any opponent scoring more than he did (a referee bayd against him, or a failure against the opponents combined under DEB-G15 beat-combined); 6.2.2.6 then names no recipient, and 6.2.2.5.b only says the points are "divided among the opponents".',
    readings: [{ id: 'all-opponents-equal', summary: 'All opponents share the pot in equal parts (remainders under DEB-G14).' }],
    default: 'all-opponents-equal',
    status: 'fixed',
    note:
      'Fixed by the text: 6.2.2.5.b divides the points among the opponents — all of them, as it names no subset — and the only division rule the text gives for these formats is 6.2.2.6.b’s equal parts. Acts in pot settlement (src/rulesets/debertz/machine/rules.ts, `// FIXED DEB-G44`).',
  },
  {
    id: 'DEB-G45',
    clauses: ['DEB-6.2.1.5', 'DEB-6.2.3.2'],
    title: 'Declaring part of a sequence',
    question:
      'With declarations stated as events (scenario version 2), a player may declare fewer cards than the sequence he holds — a terz out of four in sequence. The text speaks only of points "declared" (6.2.1.5, 6.2.3.2) and gives no declaration procedure: does the declaration count as said, or as the whole sequence the declared cards belong to?',
    readings: [
      { id: 'as-declared', summary: 'Only the declared cards count: a terz declared out of four in sequence scores 20 and ranks as a terz.' },
      { id: 'whole-sequence', summary: 'The declaration stands for the whole sequence held that the declared cards belong to: a terz declared out of four in sequence scores 50.' },
    ],
    default: 'as-declared',
    status: 'switch',
    note:
      'Acts only in the judge, on a version-2 scenario whose `declare` event names part of a longer sequence held at the first lead (src/rulesets/debertz/judge/scripted.ts); consulted there. The simulator and version-1 scenarios infer every combination from the hands and never reach it. The default follows the word "declared": points are those declared; the text does not exclude the other reading.',
  },
  {
    id: 'DEB-G46',
    clauses: ['DEB-6.2.1.5'],
    title: 'A deberc held but not declared',
    question:
      'With declarations stated as events (scenario version 2), a player may hold a deberc (seven trumps in sequence, which ends the party at once) and not declare it. The text counts only combinations "declared" (6.2.1.5) and does not say whether the deberc, which wins the party rather than scoring points, must be declared to take effect.',
    readings: [
      { id: 'declared-only', summary: 'A deberc takes effect only when declared, like every other combination: undeclared, the deal is played on.' },
      { id: 'held', summary: 'A deberc ends the party as soon as it is held at the first lead, declared or not.' },
    ],
    default: 'declared-only',
    status: 'switch',
    note:
      'Acts only in the judge, on a version-2 scenario with declarations where a seat holds a deberc at the first lead and no declaration makes one (src/rulesets/debertz/table/table.ts `sendMelds`); consulted there. The simulator and version-1 scenarios infer every combination from the hands, deberc included, and never reach it. The default treats the deberc as the combination the FDU list calls it; the text does not exclude the other reading.',
  },
  {
    id: 'DEB-G47',
    clauses: ['DEB-6.2.1.1', 'DEB-6.2.1.2', 'DEB-6.2.2.1'],
    title: 'The defenders’ points when the game is made',
    question:
      'Section 6 says what each side receives on a bayd (6.2.1.2–6.2.1.5) and on equal points (6.2.2.1: the other players’ points are credited at once), but not on a made game: do the defenders record the points they took and declared, or does the declarer who made the game take the points of the whole deal?',
    readings: [
      { id: 'each-own', summary: 'Each side records its own points: the declarer’s side its own, every defending side its own.' },
      { id: 'winner-takes-all', summary: 'The declarer’s side takes the points of every side for the deal («Победителю всё»); the defenders record nothing.' },
    ],
    default: 'each-own',
    status: 'switch',
    note:
      'Acts in the scoring of a made deal (src/rulesets/debertz/machine/rules/bayd.ts, action `made`), when a defending side has points to credit; consulted there. Combinations withheld by 6.2.3.2 are withheld under both readings; the deferred points of a special deal are settled as before. The default keeps the model’s behaviour before the gap was named and is the common rule; the digest marks it unverified and names «Победителю всё» (igrafan) as a variant; 6.2.2.1, which credits the other players their own points at once on equal points, leans towards it without deciding a made game.',
  },
  {
    id: 'DEB-G48',
    clauses: ['DEB-6.2.3.2', 'DEB-6.2.1.2', 'DEB-6.2.1.5', 'DEB-6.2.1.8'],
    title: 'Combinations of a side without a trick in a deal stopped by a referee bayd',
    question:
      'A referee bayd (6.2.1.8) can stop the deal before a side has taken a trick. 6.2.3.2 withholds the combinations of "such a side" — one that won no trick in the deal — while 6.2.1.2 and 6.2.1.5 credit the innocent side its own points and the offender’s declared ones, and DEB-G32 `completed-deals-only` spares the same side the −50 of 6.2.3.1. Are the combinations of a side that has taken no trick yet withheld in a stopped deal?',
    readings: [
      { id: 'withhold', summary: 'Withheld as in a completed deal: a side that has taken no trick when the deal stops has its combinations credited to nobody.' },
      {
        id: 'completed-deals-only',
        summary:
          '6.2.3.2 applies only to deals played to the end: in a stopped deal the combinations are credited as DEB-G22 says — the innocent side its own, the offender’s to the opponents — whether or not a trick was taken.',
      },
    ],
    default: 'withhold',
    status: 'switch',
    note:
      'Acts where a side’s points are counted in a deal a referee bayd stopped (src/rulesets/debertz/machine/rules/common.ts `combinationsWithheld`, used by `sidePoints`, the 6.2.3.2 citation and the judge’s totals); consulted in the referee-bayd scoring (rules/bayd.ts) when a side without a trick had declared combinations. The default keeps the model’s behaviour before the gap was named: 6.2.3.2 is not limited to completed deals in its words, whereas DEB-G32’s −50 is read so; the text does not exclude the other reading.',
  },
  {
    id: 'DEB-G49',
    clauses: ['DEB-6.2.1.8.a', 'DEB-6.2.1.8.b', 'DEB-6.2.1.8.d', 'DEB-6.1', 'DEB-6.2.1.5'],
    title: 'A deberc against a breach at the first lead',
    question:
      'A deberc (seven trumps in sequence) ends the party when the combinations are declared at the first lead, and a breach (6.2.1.8) ends the deal in bayd. When the first card itself is led out of turn (6.2.1.8.a) while a deberc is held, which comes first? Situations arise only after the deal (6.1), and the text orders neither the combinations declared (6.2.1.5) nor the breach before the other.',
    readings: [
      {
        id: 'deberc-at-lead',
        summary:
          'The combinations are declared with the first card, before the card is ruled: a deberc held ends the party and the out-of-turn lead is never recorded. A breach stated before the first card (a signal, exposed cards) comes before any combination, so the deberc never counts there.',
      },
      {
        id: 'breach-first',
        summary:
          'A breach at the first lead comes before the deberc: the first card led out of turn is bayd for its side as any later one, the combinations being declared without the deberc (it does not end the party). A breach stated before the first card is ruled first, as under the other reading.',
      },
    ],
    default: 'deberc-at-lead',
    status: 'switch',
    note:
      'Acts at the first lead, in the table (src/rulesets/debertz/table/table.ts `sendMelds`, called before the out-of-turn check in `playOut`), when the first card is led out of turn while a deberc is held (declared, or under DEB-G46 `held`); consulted there only. A breach stated before the first card is ruled before the combinations under both readings (the bayd is sent before MELDS), so the default treats the two orderings differently: the deberc wins against the out-of-turn first card and loses against a breach stated a moment earlier. The default is the model as it was before the gap was named; the text settles neither.',
  },
  {
    id: 'DEB-G50',
    clauses: [],
    title: 'Ranking equal-valued sequences of different length',
    question:
      'Only the best sequence scores. Under DEB-G39 `fifty` a sequence of four, five or six is worth 50 alike (and under `hundred` five, six or seven 100): does the higher top card decide between two of equal value, or the longer sequence? The digest ranks value, then top card, then trump (§4), but cites a source for "the longer sequence wins"; DEB-G39 does not settle length against top card.',
    readings: [
      { id: 'value-then-top', summary: 'Value, then top card, then trump: a run of four to the ace beats a run of five to the king.' },
      { id: 'longer-first', summary: 'Value, then length, then top card, then trump: of two sequences of equal value the longer wins.' },
    ],
    default: 'value-then-top',
    status: 'switch',
    note:
      'Acts in combination ranking (src/rulesets/debertz/mechanics/melds.ts `MeldTable.analyse`, `compareSequences`), read by the table once per deal; consulted at the first lead (src/rulesets/debertz/table/table.ts `sendMelds`) only where the other reading would give the sequences to another side (or, under DEB-G30 `pass-to-next`, pass them in another order) and no deberc ends the party. The default keeps the ranking the model had (the digest\'s §4 order, value then top card); the cited "longer sequence wins" is stated only for a 50 against a terz, which value already decides.',
  },
  {
    id: 'DEB-G51',
    clauses: [],
    title: 'Equal best sequences of two sides',
    question:
      'Only the side holding the single best sequence scores sequences (digest §4). Two sides may hold best sequences that rank equal — the same value and top card, neither in trump (a terz 9-10-J of clubs against one of hearts). The source\'s rule for that case is cut off; common practice (UNV) gives it to the earlier player in turn order, a variant splits it. Who scores, if anyone?',
    readings: [
      { id: 'earlier-seat', summary: 'The side that comes first in turn order from the eldest hand (by its first seat holding a sequence) scores its sequences (common practice).' },
      { id: 'nobody', summary: 'No side holds the single best sequence, so no side scores sequences in that deal; bella is scored as ever.' },
    ],
    default: 'earlier-seat',
    status: 'switch',
    note:
      'Acts in combination scoring (src/rulesets/debertz/mechanics/melds.ts `MeldTable.points`, the `tiedAtTop` analysis), read by the table at the first lead (src/rulesets/debertz/table/table.ts `sendMelds`), consulted only when the two best sides tie and no deberc ends the party. Under `nobody` there is no scoring side, so nothing passes on under DEB-G30. A tie is judged under the ranking in force (DEB-G50). The variant that splits the sequence (the digest\'s VAR, 10 and 10 for a terz) is not modelled: the source does not say what happens to the tied sides\' other sequences. The default is the model\'s behaviour before the gap was named.',
  },
  {
    id: 'DEB-G52',
    clauses: [],
    title: '2x2: the partner’s sequences',
    question:
      'Only the holder of the single best sequence scores sequences, and then all of his own (digest §4). In 2x2 a source says one partner\'s terz or 50 stops the opponents from scoring theirs, and the excerpt is cut; the digest reads it as team pooling, as in Belote (UNV). When the best sequence is one partner\'s, do his partner\'s sequences score too?',
    readings: [
      { id: 'team', summary: 'The team holding the best sequence scores the sequences of both partners.' },
      { id: 'player', summary: 'Only the partner holding his team\'s best sequence scores his sequences; his partner\'s score nothing.' },
    ],
    default: 'team',
    status: 'switch',
    note:
      'Acts in 2x2 combination scoring (src/rulesets/debertz/mechanics/melds.ts `MeldTable.points`), read by the table at the first lead and at the end of play (src/rulesets/debertz/table/table.ts), consulted only where both partners of the scoring team hold a sequence (at the end of play, of the team the sequences pass to under DEB-G30) and no deberc ends the party. Two partners\' equal best sequences go to the earlier in turn order. Bella is always its holder\'s. The default is the model\'s behaviour before the gap was named.',
  },
  {
    id: 'DEB-G53',
    clauses: [],
    title: 'Bella’s king and queen inside a sequence',
    question:
      'Bella (the trump king and queen in one hand) is 20 and always its holder\'s (digest §4); whether its king and queen may also count inside a terz or 50 of trumps varies (a setting in the app), and the digest lists whether one card may serve in two combinations among the questions the text leaves open (gap 39). May they?',
    readings: [
      { id: 'shared', summary: 'Yes: bella scores, and its king and queen also count in their holder\'s trump sequence.' },
      { id: 'exclusive', summary: 'No: bella scores, and its king and queen are set apart: the holder\'s trump sequences are those of his other trumps.' },
    ],
    default: 'shared',
    status: 'switch',
    note:
      'Acts in combination scoring (src/rulesets/debertz/mechanics/melds.ts `MeldTable.analyse`), read by the table at the first lead (src/rulesets/debertz/table/table.ts `sendMelds`), consulted only where a bella holder\'s sequences differ between the readings (their points or his best sequence: 9 10 J Q K of trumps is 50 under `shared`, the terz 9 10 J under `exclusive`; J Q K is a terz, or nothing) and no deberc ends the party. Under `exclusive` bella keeps its cards because it is never compared and always scores, while a sequence is compared and may not; the alternative where the holder chooses which of the two counts (or the sequence keeps the cards and bella lapses) is not modelled. With v2 declarations the king and queen are set apart only from a seat that declared bella. The deberc is the seven trumps themselves under both readings. The bidding policy\'s estimate of a hand\'s combinations counts them as under `shared` whatever the reading (a player\'s guess, not a ruling). The default is the model\'s behaviour before the gap was named.',
  },
];
