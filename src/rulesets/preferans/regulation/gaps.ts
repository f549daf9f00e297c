import type { Gap, ReadingOption } from '../../../core/regulation/types.ts';

function r(id: string, summary: string): ReadingOption {
  return { id, summary };
}

/**
 * The ruleset-level reading: which text governs a wrong card count. The digest's §6.3 lists it
 * as `wrongCountRuleset ∈ {code1996, seedOld, seed20251229}` with no default ("must be chosen");
 * the model defaults to the club's current text, the regulation it was built for.
 */
export const WRONG_COUNT_RULES_GAP: Gap = {
  id: 'PREF-RULES',
  clauses: [
    'PCR-1', 'PCR-2.1', 'PCR-2.2', 'PCR-2.3', 'PCR-3', 'PCR-4', 'PCR-5', 'PCR-6',
    'PCR-OLD-1', 'PCR-OLD-2.2',
    'CODE-3.2.13', 'CODE-3.2.16', 'CODE-3.2.23', 'CODE-fn15', 'CODE-3.4.6', 'CODE-3.9.18',
  ],
  title: 'Which rules govern a wrong card count',
  question:
    "The club's current rules, the older text of the same forum page and the Code's own clauses give different remedies and fines for a wrong card count. The digest leaves the choice open (§6.3: `wrongCountRuleset` must be chosen).",
  readings: [
    r('club', "The club's current rules (PCR-1 … PCR-6.2, edited 29.12.2025); the PREF-G gaps say how their silences are filled."),
    r(
      'club-old',
      'The older text as the digest reports it: clauses 1 and 2.2 end in a mandatory redeal (PCR-OLD-1, PCR-OLD-2.2); no other difference is reported, so the current clauses stand for the rest.',
    ),
    r('code', "The Code's own clauses (CODE-3.2.13, 3.2.16, 3.2.23, fn 15, 3.4.6, 3.9.18 and the rest of §5.1); the PREF-G gaps do not act, the PREF-C gaps do."),
  ],
  default: 'club',
  status: 'switch',
  note:
    "Selects the branch of the regulation machine that rules every wrong-count discovery point (digest §5.3, D0–D15). The default is the club's current text because it is the regulation the model was built for; the digest itself proposes no default. Under `club-old`, the older page was stored only through part of 2.3 and the digest reports differences in clauses 1 and 2.2 only, so 2.1 and 2.3–6 are the current clauses.",
};

/** Ruleset-level readings, ahead of the per-gap ones; `PREF-RULES` comes first. */
export const PREFERANS_RULESET_READINGS: readonly Gap[] = [WRONG_COUNT_RULES_GAP];

/**
 * The gaps of the digest's §6, in its order: PREF-G1 … PREF-G62 (the club's rules, "the seed")
 * and PREF-C1 … PREF-C32 (inside the Code). `clauses` cites the clauses the digest names for the
 * gap. Defaults follow the digest where it proposes one (§6.3 or the gap itself) and otherwise the
 * most literal reading of the club's text. Reading ids are part of the model's interface.
 */
export const PREFERANS_GAPS: readonly Gap[] = [
  // ── Clause 1: before the bidding ──────────────────────────────────────────────────────────
  {
    id: 'PREF-G1',
    clauses: ['PCR-1', 'CODE-3.2.23', 'CODE-3.2.16.d', 'CODE-3.2.17', 'CODE-fn13'],
    title: 'No one liable for a wrong count found before the bidding',
    question:
      'Clause 1 penalises nobody and holds nobody liable. The Code makes the dealer answer for the count until the player enters the bidding (3.2.23), compensate damage (3.2.16(d)) and pay an agreed remiz for a repeated dealing error (3.2.17, fn 13).',
    readings: [
      r('none', 'As the club writes it: no fine and no liability; the cards are found and returned (or the deal redealt).'),
      r('code-3-2-16', 'The dealer is recorded as liable for damage and lost profit; with the cards returned before any bid no amount arises.'),
      r('code-3-2-17', "A dealer's error is a warning the first time and an agreed remiz into his mountain (PREF-C14) the second time, and the deal passes."),
    ],
    default: 'none',
    status: 'switch',
    note: 'Acts at D1 (a wrong count found before the discoverer has called, PCR-1): whether the dealer is charged. code-3-2-16 records the dealer as liable (the ruling\'s `liable`) with no amount; code-3-2-17 counts the error against the dealer (the sheet\'s `dealerErrors`) and on his second one writes the remiz of PREF-C14 and passes the deal.',
  },
  {
    id: 'PREF-G2',
    clauses: ['PCR-1', 'PCR-2.1', 'PCR-2.2', 'PCR-2.3', 'PCR-5.1', 'CODE-3.2.10'],
    title: '"The player with 10 cards" is not always one player',
    question:
      'By card conservation a 9-card hand may leave two 10-card players (the card is in the talon or on the floor), one, or none (three wrong hands), and with 4 players the sitting-out dealer is a further party. The rules do not say who decides when two 10-card players disagree.',
    readings: [
      r('any-demands', 'Every 10-card player has the right; one demand is enough for a redeal; with no 10-card player nobody may demand one.'),
      r('senior-decides', 'Among several 10-card players the senior (first hand first, clockwise from the dealer) decides alone.'),
      r('unanimous', 'A redeal only if every 10-card player demands it.'),
    ],
    default: 'any-demands',
    status: 'switch',
    note: 'Acts wherever a 10-card player may demand a redeal (PCR-1, 2.1, 2.2, 2.3): how the demands of several 10-card players combine. The sitting-out 4-player dealer is not a 10-card player (see PREF-G19).',
  },
  {
    id: 'PREF-G3',
    clauses: ['PCR-1', 'PCR-2.3', 'CODE-3.2.16.c'],
    title: 'The blind transfer',
    question:
      "Who draws the cards, and is it a random card or the long player's choice? The long player has seen the card that passes, and Code 3.2.16(c) allows a transfer only if the third player is not harmed; the club has no such test.",
    readings: [
      r('random-blind', 'The excess cards are drawn face down at random from the long hand, as «не глядя» says.'),
      r('long-chooses', 'The long player chooses which cards he gives.'),
      r('third-may-veto', 'Code 3.2.16(c): a blind random draw, but the third player may object, and then the deal is redealt.'),
    ],
    default: 'random-blind',
    status: 'fixed',
    note: "Fixed: the scenario states which cards were drawn (`discover.draw`, by default the long hand's last-listed cards), so how they were chosen, at random or by the long player, changes no ruling of the club's; the third player's objection of Code 3.2.16(c) would need an intent test the model does not have (PREF-G50). With two long hands the cards are drawn from each beyond 10, in hand order.",
  },
  {
    id: 'PREF-G4',
    clauses: ['PCR-1', 'PCR-5.2.1', 'CODE-3.2.15', 'CODE-5.4.15'],
    title: 'Where the missing card may be',
    question:
      'Clause 1 says only "find and return". If the card is in the talon (3 cards), on the floor face up, or in another deck, the rule is not stated; Code 3.2.15 makes a face-up card during the deal a ground for a redeal, while PCR-5.2.1 keeps a face-up card exposed.',
    readings: [
      r('return-hidden', 'Wherever it is found, the card goes back to the short hand as an ordinary card (from a 3-card talon, one card drawn blind).'),
      r('face-up-exposed', 'As above, but a card found face up stays face up in his hand, as PCR-5.2.1 has it.'),
      r('face-up-redeal', 'Code 3.2.15: a card found face up forces a redeal.'),
    ],
    default: 'return-hidden',
    status: 'switch',
    note: 'Acts at D1 (PCR-1) when the missing card is found face up: it is returned like any other, stays exposed (the ruling\'s `exposed`), or the deal is redealt. Under every reading a card lost or in another deck at D1 means a short deck, redealt (CODE 3.2.15); on an all-pass that case is PREF-G34.',
  },
  {
    id: 'PREF-G5',
    clauses: ['PCR-1', 'PCR-2.1', 'PCR-2.2', 'CODE-3.2.23', 'CODE-3.3.18'],
    title: 'Where clause 1 ends: "the player has said nothing"',
    question:
      'A player whose turn has not yet come may find the error after others have bid: clause 1 (he said nothing) and clause 2.1 (the bidding has started) then overlap. Under 2.1 he pays "без двух" without having called, against Code 3.2.23; under clause 1 he pays nothing. A call out of turn is not classified.',
    readings: [
      r('own-call', 'Clause 1 applies while the discoverer himself has made no call, whatever the others have bid (as Code 3.2.23).'),
      r('table-auction', 'Clause 1 applies only while nobody has made a bid; once anyone has bid, 2.1 applies even to a player who has not spoken.'),
    ],
    default: 'own-call',
    status: 'switch',
    note: 'Acts in the guard that chooses between PCR-1 and PCR-2.1/2.2. The default follows the parenthesis of clause 1, which ties "before the bidding" to the discoverer\'s own silence, and agrees with Code 3.2.23. A call out of turn counts as speaking under both readings.',
  },
  {
    id: 'PREF-G6',
    clauses: ['PCR-1', 'PCR-2.2', 'PCR-OLD-1', 'PCR-OLD-2.2'],
    title: 'Two versions of the club text',
    question:
      'An older stored copy of the same forum page made a redeal mandatory in clauses 1 and 2.2; the current text makes it the 10-card player\'s option and adds "find and return". The model should version the ruleset.',
    readings: [r('current', 'The current text (edited 29.12.2025).'), r('old', 'The older text as the digest reports it.')],
    default: 'current',
    status: 'not-modelled',
    note: 'A question of provenance, settled once per run by the ruleset-level reading PREF-RULES (`club` or `club-old`), not by a per-gap switch.',
  },

  // ── Clause 2: during the auction ──────────────────────────────────────────────────────────
  {
    id: 'PREF-G7',
    clauses: ['PCR-2.1', 'PCR-2.3'],
    title: 'Which level "без двух at the stopped / reached level" means',
    question:
      "The level is undefined when only passes have been made, when the highest bid is misère, when the table's highest bid differs from the offender's own last bid, and when the offender passed earlier while others bid. The sister thread id=6 falls back on the minimum bid (6, price 2), but thread 8 does not say so.",
    readings: [
      r('table-highest', 'The highest bid on the table when STOP is called; with no bid yet, the 6 level; misère at its price 10.'),
      r('offender-last', "The offender's own last bid; with none, the 6 level; misère at its price 10."),
      r('minimum-6', 'Always the 6 level (price 2), as thread id=6 does when no bid has been made.'),
    ],
    default: 'table-highest',
    status: 'switch',
    note: 'Acts in the price of the PCR-2.1 fine (and the fallback of PCR-2.3, whose two offenders are split by PREF-G20). "Без двух" on misère is 2 × 10 under every reading.',
  },
  {
    id: 'PREF-G8',
    clauses: ['PCR-2.1', 'PCR-2.3', 'PCR-3', 'PCR-4', 'CODE-3.8.1.2'],
    title: '"Без N в гору" outside Sochi',
    question:
      "In Leningrad a declarer's undertrick costs 2p, so is «без двух» 4p there? In Rostov and Leningrad the whist side is half-responsible. The club writes only «в гору».",
    readings: [
      r('variant-rate', "N undertricks at the variant's own declarer rate: N × p in Sochi and Rostov, N × 2p in Leningrad."),
      r('contract-price', 'N × the contract price p in every variant.'),
    ],
    default: 'variant-rate',
    status: 'switch',
    note: 'Acts in the pricing of every "без N" fine, in a variant whose declarer rate is not the price (Leningrad); in Sochi and Rostov both readings give N × p and the gap is not consulted. The default reads «без N» as the remiz it names, priced as the variant prices a remiz. Whether others write consolation on it is PREF-G53 (the digest proposes `penaltyGivesConsolation=false`).',
  },
  {
    id: 'PREF-G9',
    clauses: ['PCR-2.1', 'PCR-2.3'],
    title: 'What happens after the 2.1 fine',
    question:
      'If no redeal is demanded, does the auction resume with the bids standing (2.3 says bids stand; 2.1 is silent), and may the offender keep bidding and declare?',
    readings: [
      r('resume', 'The cards are returned and the auction resumes where it stopped; bids stand and the offender keeps all his rights.'),
      r('resume-offender-out', 'The auction resumes, but the offender counts as having passed.'),
      r('restart', 'The auction restarts from the first hand with the corrected hands.'),
    ],
    default: 'resume',
    status: 'switch',
    note: 'Acts in the transition out of the PCR-2.1 ruling when no redeal is demanded (the machine\'s `resumeAuction`; the judge then restarts or continues its auction the same way). Once the bidding is won, a 2.1 ruling before the contract always resumes with the declarer taking the talon. Whether the fine survives a redeal is PREF-G60.',
  },
  {
    id: 'PREF-G10',
    clauses: ['PCR-2.1', 'PCR-2.3', 'CODE-3.2.23'],
    title: 'The second wrong location in 2.1',
    question:
      "By card conservation some other location is wrong too. If it is a hand whose owner has not yet called, is he penalised (Code 3.2.23 says the dealer answers)? Does 2.3 take over once both have called? If it is the talon or the floor, nobody else pays.",
    readings: [
      r('both-called-2-3', 'If the other wrong hand\'s owner has also called, 2.3 governs both; otherwise only the discoverer pays under 2.1.'),
      r('discoverer-only', 'Only the discoverer pays, under 2.1, whatever the other hand.'),
      r('both-fined', 'The other wrong hand\'s owner pays the 2.1 fine too, even if he has not called.'),
    ],
    default: 'both-called-2-3',
    status: 'switch',
    note: 'Acts in the guard that picks PCR-2.1 or PCR-2.3 and in the list of offenders. The default takes 2.3 at its word ("two players began the bidding") and leaves a silent player to Code 3.2.23. Under both-fined an owner who has called is still ruled by 2.3 with the discoverer; the reading differs from the default when he has not called.',
  },
  {
    id: 'PREF-G11',
    clauses: ['PCR-2.1', 'PCR-2.2', 'PCR-2.3', 'CODE-fn15', 'CODE-3.2.16.e'],
    title: 'Club fines against the Code\'s remedy during the auction',
    question:
      'Code fn 15 orders a redeal with no fine for one short and one long hand found during the auction, and 3.2.16(e) fines a player who started bidding with a wrong count "the maximum possible gain". The club picks fixed fines and an optional redeal; which authority governs is not stated.',
    readings: [r('club', "The club's clauses govern."), r('code', "The Code's clauses govern.")],
    default: 'club',
    status: 'not-modelled',
    note: 'A question of authority, not of mechanics: the ruleset-level reading PREF-RULES chooses the club (`club`, `club-old`) or the Code (`code`) for the whole run.',
  },
  {
    id: 'PREF-G12',
    clauses: ['PCR-2.2', 'CODE-3.2.23'],
    title: '"Торговля не началась" is not defined',
    question:
      'Clause 2.2 treats passes as "the bidding has not started"; the Code treats a pass as entering the bidding. The digest proposes: the auction has started once any non-pass bid is made.',
    readings: [
      r('first-bid', 'The bidding has started once anyone has made a bid (not a pass), as the digest proposes.'),
      r('first-call', 'Code 3.2.23: any call, pass included, starts it; 2.2 then never applies and 2.1 rules a passer.'),
    ],
    default: 'first-bid',
    status: 'switch',
    note: 'Acts in the guard `auctionStarted` that separates PCR-2.2 from PCR-2.1.',
  },
  {
    id: 'PREF-G13',
    clauses: ['PCR-2.2', 'PCR-5.1', 'PCR-5.2.1', 'PCR-6.1', 'CODE-3.7.4'],
    title: '"The current all-pass level" is not defined',
    question:
      'When no all-pass run is in progress, is the level step 1 (1 in Sochi, 2 in Leningrad)? In Rostov the all-pass is scored in whists, so a trick "into the mountain" has no native price. In 2.2 the fine is priced as an all-pass although the deal might have become a game.',
    readings: [
      r('run-step', 'The step an all-pass in this deal would be scored at: the next step of the running progression, or step 1 if no run is in progress.'),
      r('base-step', 'Always the first step of the progression.'),
    ],
    default: 'run-step',
    status: 'switch',
    note: 'Acts in the price of every "tricks at the current all-pass level" fine written apart from an all-pass write-up (PCR-2.2, PCR-5.1 with a redeal, 6.1, and through PREF-G57 5.2.2, 5.2.3, 6.2). Fine tricks of an all-pass that is played on and written up (PCR-5.1 with the card found, 5.2.1) are penalty tricks in that write-up, priced as its other tricks (PREF-G54 orders them). The Rostov mapping of a mountain trick is part of PREF-G52.',
  },
  {
    id: 'PREF-G14',
    clauses: ['PCR-2.2', 'PCR-5.1', 'PCR-5.2.2', 'PCR-6.1', 'PCR-OLD-2.2', 'CODE-3.2.2', 'CODE-3.7.4'],
    title: 'What a redeal means for the all-pass run',
    question:
      'Does a deal aborted by a redeal count as an all-pass for the progression, as an exit, or as neither? Who deals again (Code 3.2.2: the same dealer)? Is the fine kept with the redeal (the older 2.2 did both)?',
    readings: [
      r('neutral', 'A redealt deal neither advances nor ends the all-pass run.'),
      r('counts-as-all-pass', 'A redealt deal advances the progression as an all-pass would.'),
      r('exit', 'A redealt deal ends the all-pass run.'),
    ],
    default: 'neutral',
    status: 'switch',
    note: 'Acts in the progression update after a redeal (`abortedDealCountsForProgression`). The default follows Code 3.2.2: a redealt deal is declared invalid and the same dealer deals again under every reading. Whether the fine survives the redeal is PREF-G60; deals ended by a fine without a redeal are PREF-G55.',
  },
  {
    id: 'PREF-G15',
    clauses: ['PCR-2.1', 'PCR-2.2'],
    title: 'Fines out of proportion between 2.1 and 2.2',
    question:
      'A passer pays one all-pass step (1 point in Sochi) while a bidder pays 2p ≥ 4, so a player who suspects a wrong count does better to pass first. Nothing is said about a player who is slow to call "СТОП".',
    readings: [
      r('stop-level', 'The fine is priced when STOP is called, as each clause says; a late STOP costs nothing extra.'),
      r('level-when-due', 'The fine is priced at the level when the player should have stopped, plus an extra fine for the delay.'),
    ],
    default: 'stop-level',
    status: 'fixed',
    note: 'Fixed: the model knows when a wrong count is announced, not when a player privately noticed it, so it cannot price a delay. The disproportion itself is measured by the simulator.',
  },
  {
    id: 'PREF-G16',
    clauses: ['PCR-2.3'],
    title: '2.3 with one offender who bid and one who passed',
    question:
      '"Two players began the bidding": the fines cover "both bid" (без двух) and "both passed" (2 all-pass tricks) only. The mixed case is not covered.',
    readings: [
      r('both-game-rate', 'Both pay без двух at the reached level: the all-pass price is only for "both passed", as written.'),
      r('each-own-status', 'The one who bid pays без двух at the reached level; the one who passed pays 2 tricks at the all-pass level.'),
    ],
    default: 'both-game-rate',
    status: 'switch',
    note: 'Acts in the PCR-2.3 fine when exactly one offender has made no bid (he only passed).',
  },
  {
    id: 'PREF-G17',
    clauses: ['PCR-2.3'],
    title: 'Blind equalisation beyond 11/9 and 12/8',
    question:
      '"1 or 2 cards" suggests 11/9 or 12/8. Three wrong hands (11/11/8, 12/9/9) or a long talon are not handled, nor is it said who draws or whether the drawn card is shown.',
    readings: [
      r('redeal-otherwise', 'Equalisation is offered only for one long and one short hand; any other configuration is redealt.'),
      r('pairwise', 'Every short hand is made up from the long hands (and a long talon) in seat order.'),
    ],
    default: 'redeal-otherwise',
    status: 'switch',
    note: 'Acts in the PCR-2.3 option list. Under both readings the drawn card is seen only by its new holder; how it is drawn is PREF-G3.',
  },
  {
    id: 'PREF-G18',
    clauses: ['PCR-2.3', 'CODE-3.3.9'],
    title: 'Bids made on wrong hands stay binding',
    question:
      '"Bids already made do not change" binds bids made on wrong hands to the changed hands: a kabala misère bid by the 9-card player, a high bid by the 11-card player who then loses a card blind. The information the transfer gives is not addressed.',
    readings: [
      r('bids-stand', 'All bids stand, misère included, as written.'),
      r('offenders-may-revise', "The offenders' bids lapse after equalisation and they may bid again."),
    ],
    default: 'bids-stand',
    status: 'fixed',
    note: 'Fixed: the text is explicit («Сделанные ранее заявки не меняются»); the alternative contradicts it. The information asymmetry is left to the bidding policies.',
  },
  {
    id: 'PREF-G19',
    clauses: ['PCR-2.3', 'CODE-3.2.10', 'CODE-3.8.1.2'],
    title: 'The sitting-out dealer in 2.3 (4 players)',
    question:
      'With 4 players the sitting-out dealer is affected (he writes consolation, may return a whist, uses the talon on an all-pass) but the club gives him no say in the redeal or equalisation.',
    readings: [
      r('no-say', 'The sitting-out dealer has no say, as written.'),
      r('dealer-may-demand', 'The sitting-out dealer may also demand a redeal.'),
    ],
    default: 'no-say',
    status: 'switch',
    note: 'Acts only with 4 players, in the list of who may demand a redeal under PCR-2.3 (and, through PREF-G2, PCR-1 and 2.1–2.2).',
  },
  {
    id: 'PREF-G20',
    clauses: ['PCR-2.3'],
    title: 'One level for two offenders',
    question: 'Both offenders pay at the single "reached level", even if one of them only said 6♠ and the other drove the auction to 8.',
    readings: [
      r('reached-level', 'Both pay at the highest level the auction reached, as written.'),
      r('own-last-bid', 'Each pays at his own last bid.'),
    ],
    default: 'reached-level',
    status: 'switch',
    note: 'Acts in the price of the PCR-2.3 fine. The fallback with no bid, and misère, follow PREF-G7.',
  },

  // ── Clauses 3–4: contract named / play ────────────────────────────────────────────────────
  {
    id: 'PREF-G21',
    clauses: ['PCR-3', 'CODE-3.4.6', 'CODE-3.9.18'],
    title: '"(до сноса)" contradicts itself',
    question:
      'Before the discard the declarer holds 12 cards. Either the count means the original 10 (a misdeal carried into the contract), or a wrong discard is meant, i.e. after the discard (as Code 3.4.6 and 3.9.18 name it). If a wrong discard, what happens to the discard and who checks it?',
    readings: [
      r('misdeal-only', 'Clause 3 covers a declarer whose hand was not 10 before he took the talon; a wrong discard falls to the Code (3.4.6).'),
      r('wrong-discard-too', 'Clause 3 also covers a hand that is not 10 after the discard (a discard of 1 or 3 cards).'),
    ],
    default: 'misdeal-only',
    status: 'switch',
    note: 'Acts in the guard that sends a declarer\'s wrong count to PCR-3. The default reads «до сноса» literally as the hand before the discard. A wrong talon (1 or 3 cards) that leaves him with other than 10 after a discard of two is treated like a wrong discard when a defender\'s count is wrong too; alone it is a wrong talon (D15, PREF-G47).',
  },
  {
    id: 'PREF-G22',
    clauses: ['PCR-3', 'CODE-3.4.6', 'CODE-3.9.18', 'CODE-3.9.18.ex1'],
    title: "Three formulas for the declarer's shortfall",
    question:
      'Code 3.4.6: two down, added to a hypothetical shortfall only if the defenders prove it by optimal open play. Code 3.9.18 ex. 1: always the actual shortfall + 2, overtricks ignored. The club: «без двух» + the actual undertricks, which matches 3.9.18.',
    readings: [
      r('actual-plus-two', 'Two down plus the actual undertricks, overtricks ignored (the club, and Code 3.9.18 ex. 1).'),
      r('code-3-4-6', 'Exactly two down whatever the play; a proven hypothetical shortfall is not modelled (PREF-C11).'),
    ],
    default: 'actual-plus-two',
    status: 'switch',
    note: 'Acts in the score of a declarer with a wrong count (D5, PCR-3) (`declarerWrongCount`).',
  },
  {
    id: 'PREF-G23',
    clauses: ['PCR-3', 'PCR-4', 'CODE-fn15', 'CODE-3.9.18.ex1'],
    title: 'Playing to the end with unequal hands',
    question:
      'How is a trick scored when one player has no card left, and who wins an incomplete last trick? Code fn 15(c): the long player discards his extra card as worthless and the short player plays nothing to the last trick; 3.9.18 ex. 1: extra cards are not tricks.',
    readings: [
      r('code-fn15', 'The long player sets an extra card aside as worthless; the short player plays nothing to the last trick, which the cards played decide.'),
      r('incomplete-void', 'Play goes on until a hand is empty; a trick with fewer than 3 cards counts for nobody.'),
    ],
    default: 'code-fn15',
    status: 'switch',
    note: 'Acts in the play mechanics (trick completion) whenever a deal is played on with a wrong count. The club is silent; the default is the only procedure the sources give.',
  },
  {
    id: 'PREF-G24',
    clauses: ['PCR-3', 'CODE-3.9.18.ex2', 'CODE-3.8.11', 'CODE-3.8.12'],
    title: "A defender's fine: on the game or on the whist",
    question:
      'The Code fines any defender «без двух» "on the whist", i.e. at the whist rate, which is half the game rate in Leningrad, Rostov and classic before the pool closes. The club fines "on the declared game" (full rate) and distinguishes a whister (2) from a passer (1).',
    readings: [
      r('declared-game', 'At the full rate of the declared game; a whister two down, a passer one down, as the club writes.'),
      r('whist-rate', 'Code 3.9.18 ex. 2: two down at the whist rate (halved where the whist is half-responsible), whister or passer.'),
    ],
    default: 'declared-game',
    status: 'switch',
    note: 'Acts in the price of a defender\'s wrong-count fine (PCR-3, PCR-4).',
  },
  {
    id: 'PREF-G25',
    clauses: ['PCR-3', 'CODE-3.8.1.2', 'CODE-3.8.5', 'CODE-3.2.16'],
    title: '"Writes no whists" and open play',
    question:
      "Does «Висты не пишет» also cancel the offender's consolation on a failed declarer, and his share of a whist shortfall? In open play the whister plays the passer's cards: if the passer's hand is wrong, who is at fault?",
    readings: [
      r('no-whists-at-all', 'The offender writes neither trick whists nor consolation (consolation is written in whists).'),
      r('trick-whists-only', 'The offender loses only his trick whists and still writes consolation.'),
    ],
    default: 'no-whists-at-all',
    status: 'switch',
    note: "Acts in the whist write-up of a defender with a wrong count. A defence shortfall is PREF-G61. In open play the passer's wrong hand is his own fault under both readings (each player answers for his own count, Code 3.2.16).",
  },
  {
    id: 'PREF-G26',
    clauses: ['PCR-3', 'PCR-4'],
    title: 'Clause 3 or clause 4 for a defender with a wrong count',
    question:
      'Clause 3 (inside "a contract named with a wrong count") says: play to the end, without two, no whists. Clause 4 says: equalise, replay open, no whists, without two. Which applies when the declarer\'s own count is correct?',
    readings: [
      r('by-declarer-count', "Clause 3 when the declarer's count is also wrong, clause 4 when only defenders are wrong."),
      r('clause-3-always', 'Clause 3 for every defender with a wrong count.'),
      r('clause-4-always', 'Clause 4 for every defender with a wrong count, even with the declarer also wrong (then without its replay).'),
      r('clause-4-replayed', 'Clause 4 in full for every defender with a wrong count: with the declarer also wrong, the hands are made up to ten and the play is replayed open too.'),
    ],
    default: 'by-declarer-count',
    status: 'switch',
    note: 'Acts in the guard that sends a defender\'s wrong count (D6) to PCR-3 or PCR-4. The default is the digest\'s suggestion and follows the headings: 3 is about a declarer with a wrong count, 4 about the defenders. Under clause-4-always with the declarer also wrong (both found at once, D5 or D14), the game is played to the end as clause 3 says for him, and the defenders get clause 4\'s fine and «висты не пишутся» but no replay: the model\'s choice before the sub-case had a reading, which reads clause 3\'s «Игра доигрывается до конца» as forbidding a second play. Under clause-4-replayed clause 4 applies whole there too (src/rulesets/preferans/machine/transitions/contract.ts, the PCR-3 + PCR-4 transition to the replay): the hands are made up to ten (the declarer\'s with them), the play is conducted again open, and the declarer is fined under clause 3 on the play PREF-G27 scores; where the missing card is lost or in another deck (PREF-G28) or under PREF-G27 first-play-no-whists there is no replay, as under clause-4-always.',
  },
  {
    id: 'PREF-G27',
    clauses: ['PCR-4'],
    title: 'Clause 4: which play is "the actual result"',
    question:
      '"The declarer writes the actual result" against "the deal is replayed open": if the first play counts, the replay serves no purpose; if the replay counts, the declarer faces an open defence. "No whists are written": by the offenders only, or also by an innocent co-defender?',
    readings: [
      r('replay-no-whists', 'The declarer scores the open replay; nobody writes whists.'),
      r('first-play-no-whists', 'The declarer scores the first play; the replay is not scored; nobody writes whists.'),
      r('replay-innocent-whists', 'The declarer scores the open replay; an innocent co-defender still writes his whists.'),
    ],
    default: 'replay-no-whists',
    status: 'switch',
    note: 'Acts in the PCR-4 ruling. The default is the only reading under which every sentence of clause 4 has an effect; «Висты не пишутся» is impersonal, so nobody writes whists.',
  },
  {
    id: 'PREF-G28',
    clauses: ['PCR-4', 'PCR-3', 'PCR-2.3', 'CODE-3.9.18.ex3'],
    title: 'Clause 4: how the hands are made up, and its scope',
    question:
      '"Made equal to ten": the method of transfer is not given. A defender at 9 with the declarer at 11 falls outside clause 4, which is about the defenders; clause 3 then covers it, consistent with Code 3.9.18 ex. 3.',
    readings: [r('as-2-3', 'The hands are made up as in 2.3 (blind, by the method of PREF-G3); a declarer at 11 goes to clause 3 (PREF-G26).')],
    default: 'as-2-3',
    status: 'fixed',
    note: 'Fixed: nothing is left to switch here. The transfer method is PREF-G3 and the scope is the switch PREF-G26. When the missing card is lost or in another deck the hands cannot be made up at all: the model then holds no replay, play goes on as it stands, and the fine and «висты не пишутся» apply (the ruling records the gap as a silence).',
  },
  {
    id: 'PREF-G29',
    clauses: ['PCR-4'],
    title: 'Clause 4: when the replay starts',
    question:
      'The timing is not specified: the wrong count may be found before the first lead, mid-play or after play. Is a mid-play replay from the first trick or from the discovery?',
    readings: [
      r('replay-from-start', 'The whole deal is replayed open from the first trick, whenever the count is found.'),
      r('replay-from-discovery', 'Complete tricks stand; the rest is played open.'),
    ],
    default: 'replay-from-start',
    status: 'switch',
    note: 'Acts in the replay step of PCR-4. The default reads «розыгрыш проводится повторно» as the whole play again.',
  },
  {
    id: 'PREF-G30',
    clauses: ['PCR-3', 'PCR-4'],
    title: "The passer's fine: one or two",
    question: 'A passing defender with a wrong count pays без одной under clause 3, but clause 4 says each offender pays без двух.',
    readings: [
      r('by-clause', 'Без одной when clause 3 applies, без двух when clause 4 applies (which one: PREF-G26).'),
      r('always-one', 'A passing defender always pays без одной.'),
      r('always-two', 'A passing defender always pays без двух.'),
    ],
    default: 'by-clause',
    status: 'switch',
    note: 'Acts in the fine of a passing defender with a wrong count.',
  },
  {
    id: 'PREF-G31',
    clauses: ['PCR-3', 'PCR-4', 'CODE-3.8.2'],
    title: 'Misère with a wrong count',
    question:
      '"Без двух on the declared game" on misère: 20, or 2 penalty tricks at 10? Misère defenders have no quota, so "on the whist" means nothing there.',
    readings: [
      r('misere-price', 'Clauses 3–4 apply at the misère price: без N costs N × 10; the declarer also writes 10 per trick actually taken.'),
      r('excluded', 'Clauses 3–4 do not reach misère; the Code (3.4.6, 3.9.18) rules it.'),
    ],
    default: 'misere-price',
    status: 'switch',
    note: 'Acts at D14 (misère with a wrong count). Both readings of «без двух» the digest mentions give 20; the switch is whether the club\'s clauses apply at all: under excluded the Code rules it, 3.4.6 (exactly 20) before the first lead and 3.9.18 (20, the misère tricks not written) during play. A misère defender with a wrong count pays «без двух» at the misère price (20) under the club\'s clauses; under the Code «на висте» has no meaning on misère and no amount is written (PREF-C9).',
  },
  {
    id: 'PREF-G32',
    clauses: ['PCR-3', 'PCR-4'],
    title: 'Contracts that are not played',
    question:
      "When both defenders pass or a half-whist stands there is no play: when can a wrong count be found, and does any fine apply?",
    readings: [
      r('clause-3-applies', 'Clause 3 applies as written: the declarer pays без двух, a passer with a wrong count без одной.'),
      r('no-fine', 'With no play there is no fine; the contract is scored as unplayed.'),
    ],
    default: 'clause-3-applies',
    status: 'switch',
    note: 'Acts when a wrong count is found on an unplayed contract, before or after its result is written: clause 3 as written adds «без двух» for the declarer and «без одной» for a passer to the unplayed score, or nothing is fined. Under clause-3-applies the fines are clause 3\'s whichever route found the count (PCR-4 for a defender\'s), and the ruling cites PCR-3.',
  },

  // ── Clause 5: all-pass, 9 cards ───────────────────────────────────────────────────────────
  {
    id: 'PREF-G33',
    clauses: ['PCR-5.1'],
    title: 'Clause 5.1: when the fine applies',
    question: 'Does the 2-step fine apply in both branches (card found, play goes on; card not found, redeal) or only with a redeal? The text order suggests both.',
    readings: [
      r('both-branches', 'The offender pays 2 steps whether the card is found or not.'),
      r('redeal-only', 'The fine applies only when the deal is redealt.'),
    ],
    default: 'both-branches',
    status: 'switch',
    note: 'Acts in the PCR-5.1 ruling (D7).',
  },
  {
    id: 'PREF-G34',
    clauses: ['PCR-5.1', 'PCR-5.2.2', 'CODE-3.2.15', 'CODE-5.4.15'],
    title: 'A card "found in another deck"',
    question:
      'This means the deck was short: Code 3.2.15 makes a short deck a ground for a redeal and puts the fault on the dealer or the deck (5.4.15: the deck may be replaced), yet the club fines the 9-card player. Earlier deals with the same deck are not addressed.',
    readings: [
      r('offender-fined', 'The 9-card player is fined and the deal redealt, as written.'),
      r('deck-fault', 'Code 3.2.15: redeal with a complete deck and no fine.'),
    ],
    default: 'offender-fined',
    status: 'switch',
    note: 'Acts in PCR-5.1 and PCR-5.2.2 (D7, D9); under deck-fault the ruling cites CODE 3.2.15 and 5.4.15. Earlier deals played with the short deck are not reopened under either reading.',
  },
  {
    id: 'PREF-G35',
    clauses: ['PCR-5.1', 'PCR-6', 'CODE-3.7.6'],
    title: 'Where the 32nd card turns up on an all-pass',
    question:
      'If the card is in another player\'s hand, that player held 11 and clause 6 should apply. If it is in the talon (3 cards), which two talon cards name the suits of the first two tricks?',
    readings: [
      r('clause-6-if-in-hand', 'A card in another hand makes it an 11/9 case under clause 6; from a 3-card talon one card is drawn blind and the other two stay.'),
      r('clause-5-throughout', 'Clause 5 applies wherever the card is; from another hand or the talon it is drawn blind, and only the 9-card player is fined.'),
    ],
    default: 'clause-6-if-in-hand',
    status: 'switch',
    note: 'Acts in the classification of an all-pass wrong count (D7, D8) by where the card is found.',
  },
  {
    id: 'PREF-G36',
    clauses: ['PCR-5.2.1', 'CODE-3.9.14'],
    title: 'An exposed card on an all-pass',
    question:
      '"A card found face up stays face up." Code 3.9.14 lets "the opponent" call an exposed card and set the order, but on an all-pass there are two opponents.',
    readings: [
      r('face-up-only', 'The card merely stays face up; its holder plays it when he likes.'),
      r('code-3-9-14-next', 'Code 3.9.14 applies, and the player after the offender (on his left) calls the card and sets the order.'),
    ],
    default: 'face-up-only',
    status: 'switch',
    note: 'Acts in the judge\'s legal-play check on the returned card (PCR-5.2.1): under code-3-9-14-next the holder must play it at the first legal chance (the left neighbour is taken to call it; his forbidding it is not modelled), and any other card is refused. The default is the text, which says only that the card stays face up.',
  },
  {
    id: 'PREF-G37',
    clauses: ['PCR-5.2.1', 'CODE-3.9.16.2', 'CODE-3.9.14.3'],
    title: 'The revoke remedy in 5.2.1',
    question:
      'The club counts it as a revoke even though the player lacked the card, and gives the offender "the remaining tricks" (like Code 3.9.14.3), whereas Code 3.9.16.2 replays from the revoke with a 1-trick penalty. "Remaining" may mean from the revoke or from the discovery.',
    readings: [
      r('remaining-from-discovery', 'Tricks already played stand; every trick not yet played goes to the offender.'),
      r('remaining-from-revoke', 'Every trick from the one with the revoke onward goes to the offender.'),
      r('code-3-9-16-2', 'Code 3.9.16.2: replay from the revoke, with one penalty trick to the opponents.'),
    ],
    default: 'remaining-from-discovery',
    status: 'switch',
    note: 'Acts in the PCR-5.2.1 ruling when the returned card shows a revoke (D8). Under every reading a revoke means the returned card would have let him follow suit at an earlier trick. Under code-3-9-16-2 the play is taken back to the revoke and replayed, the 2 fine tricks stand, and 3.9.16.2\'s penalty trick is written for the offender himself: on an all-pass a trick given to the opponents would punish them (a decision).',
  },
  {
    id: 'PREF-G38',
    clauses: ['PCR-5.2.1', 'PCR-5.2.3', 'PCR-6.2', 'CODE-3.3.16.3', 'CODE-3.9.14.3'],
    title: '"Lost profit as whists" has no formula',
    question:
      'A player with no tricks keeps his 0 tricks and the pool premium, so what did he lose? Possible readings: the premium, the whists he would have written as a Rostov all-pass winner, or a counterfactual open-card replay (as in Code 3.3.16.3). Two 0-trick players, the 4-player dealer, and a player with some tricks are not addressed.',
    readings: [
      r('premium-whists', 'Each 0-trick non-offender writes on the offender the premium in whists: one all-pass step × 10 whists.'),
      r('rostov-whists', 'He writes what a Rostov all-pass winner would: 5 whists (the §6.3 rate) for each trick the offender is written for.'),
      r('zero', 'Nothing beyond the fine: he keeps his 0 tricks and so has lost nothing.'),
    ],
    default: 'premium-whists',
    status: 'switch',
    note: 'Acts in the lost-profit entry of PCR-5.2.1, 5.2.3 and 6.2 (`lostProfitRule`). Neither the club nor the digest gives a default; the default is the smallest reading that gives «упущенную выгоду» a value. A counterfactual open-card replay needs a solver the model does not have (PREF-C9). Every non-offender with no tricks writes; the 4-player dealer counts if he has taken no talon trick. With two offenders (6.2) the premium is split between them; rostov-whists writes 5 for each trick each offender is written for (fine and reassigned tricks).',
  },
  {
    id: 'PREF-G39',
    clauses: ['PCR-5.2.1', 'PCR-5.2.3'],
    title: 'A cap in 5.2.3 but none in 5.2.1',
    question: '5.2.1 has no cap, so the remaining tricks + 2 can exceed 10; 5.2.3 caps its fine at 8. The two are inconsistent.',
    readings: [
      r('as-written', 'No cap in 5.2.1.'),
      r('cap-8', 'The 5.2.1 total (remaining tricks + 2) is also capped at 8: the penalty tricks are cut to fit; reassigned real tricks are never cut.'),
      r('cap-10', 'The 5.2.1 total is capped at 10, in the same way.'),
    ],
    default: 'as-written',
    status: 'switch',
    note: 'Acts in the penalty tricks of PCR-5.2.1 after a revoke: under a cap they are cut so that the reassigned tricks plus the penalty do not exceed it; the reassigned tricks are real and are never cut.',
  },
  {
    id: 'PREF-G40',
    clauses: ['PCR-5.2.2', 'PCR-5.1'],
    title: 'Clause 5.2.2: price and the tricks already played',
    question: '"2 tricks into the mountain" gives no price level (5.1 says "current level"). Are the tricks already played annulled, and does the progression advance?',
    readings: [
      r('annul-played', 'The redeal annuls the tricks already played; only the 2-trick fine is written.'),
      r('write-played', 'The tricks already taken are written as an all-pass, then the fine, then the redeal.'),
    ],
    default: 'annul-played',
    status: 'switch',
    note: 'Acts in the PCR-5.2.2 ruling (D9). The price level is PREF-G57, the progression PREF-G14.',
  },
  {
    id: 'PREF-G41',
    clauses: ['PCR-5.2.3', 'CODE-3.7.3'],
    title: 'Clause 5.2.3: "Maximum for 8 tricks"',
    question:
      'The cap may bound taken + remaining + 4 (it then almost always binds: 0 + 9 + 4 = 13 → 8), or bound taken + remaining with 4 on top (maximum 12). "Remaining tricks" for a 9-card hand, the price level, and the cap before or after amnesty are also open.',
    readings: [
      r('cap-total', 'min(taken + remaining + 4, 8), as the sentence order suggests.'),
      r('cap-before-fine', 'min(taken + remaining, 8) + 4, at most 12.'),
    ],
    default: 'cap-total',
    status: 'switch',
    note: 'Acts in the mountain entry of PCR-5.2.3 (D10). "Remaining" is the deal\'s unplayed tricks (10 − tricks played) under both readings; the cap is applied to the written penalty, not to amnesty-adjusted counts (PREF-G54).',
  },
  {
    id: 'PREF-G42',
    clauses: ['PCR-5.2.3', 'PCR-6.2'],
    title: 'Clause 5.2.3: the non-offenders',
    question: 'Are the non-offenders\' tricks frozen and written as usual, and does a 0-trick player get the premium? Clause 6.2 says the third "does not write into the mountain"; 5.2.3 is silent.',
    readings: [
      r('nothing', 'Non-offenders write nothing into the mountain and get no premium; a 0-trick player writes only his lost profit.'),
      r('taken-and-premium', 'Non-offenders write the tricks taken so far as an all-pass; one with no tricks gets the premium.'),
    ],
    default: 'nothing',
    status: 'switch',
    note: 'Acts in the write-up of the non-offenders in PCR-5.2.3. The default writes only what the clause names.',
  },
  {
    id: 'PREF-G43',
    clauses: ['PCR-5.2.1', 'PCR-5.2.3', 'PCR-6.2'],
    title: 'All-pass fines out of scale',
    question:
      'A lone 9-card offender whose card is never found pays up to 8 tricks; two offenders (11/9) pay 5 each, flat; a lone offender after a revoke pays the remaining tricks + 2 with no cap. Similar faults get very different, non-monotonic fines.',
    readings: [r('as-written', 'Each clause is applied as written.')],
    default: 'as-written',
    status: 'not-modelled',
    note: 'A finding for the rule committee, not a choice between readings: the simulator\'s tallies measure these fines, whose amounts are set by PREF-G39, PREF-G41 and PREF-G45.',
  },

  // ── Clause 6: all-pass, 11/9 ──────────────────────────────────────────────────────────────
  {
    id: 'PREF-G44',
    clauses: ['PCR-6.1', 'PCR-2.3', 'CODE-3.2.23'],
    title: 'Clause 6.1 against 2.3 for 11/9 before play',
    question:
      'Before any play 6.1 makes a redeal mandatory, while in 2.3 the 10-card player may choose blind equalisation. The card likely came from the deal, for which the dealer answers until a player calls (Code 3.2.23).',
    readings: [
      r('mandatory-redeal', 'Redeal and 2 steps each, as written.'),
      r('ten-card-choice', 'As in 2.3: the 10-card player may choose blind equalisation instead of the redeal; 2 steps each either way.'),
    ],
    default: 'mandatory-redeal',
    status: 'switch',
    note: 'Acts in the PCR-6.1 ruling (D11). On an all-pass every player has already passed, so under Code 3.2.23 the players, not the dealer, answer; no reading charges the dealer.',
  },
  {
    id: 'PREF-G45',
    clauses: ['PCR-6.2'],
    title: 'Clause 6.2: unstated details',
    question:
      '"5 tricks each": at what price level, and does the deal stop at once? The third player does not write into the mountain even if he took tricks: does he get the 0-trick premium? "The player who had no tricks": only the third, or also an offender with none?',
    readings: [
      r('stop-no-premium', 'The deal stops; each offender writes 5 tricks; the third writes nothing and gets no premium; only the third may claim lost profit.'),
      r('stop-third-premium', 'As the default, but a third player with no tricks also gets the 0-trick premium.'),
    ],
    default: 'stop-no-premium',
    status: 'switch',
    note: 'Acts in the PCR-6.2 ruling (D12). The price level is PREF-G57. The text says only «в гору не пишет» (writes nothing into the mountain); the default reads the interrupted all-pass as not written up at all.',
  },
  {
    id: 'PREF-G46',
    clauses: ['PCR-6', 'CODE-3.2.15', 'CODE-fn15'],
    title: 'An 11-card hand with a 1-card talon',
    question: 'The extra card may have come from the talon, leaving one talon card and no 9-card hand at all. Clause 6 does not cover it.',
    readings: [
      r('code-fallback', 'No club clause applies; the Code rules it (3.2.15 and fn 15 before play, 3.9.18 during play).'),
      r('clause-6-analogy', 'Clause 6 with the talon in place of the 9-card hand: only the 11-card player is fined.'),
    ],
    default: 'code-fallback',
    status: 'switch',
    note: 'Acts in the classification of an all-pass wrong count when the talon is short. The default makes no-clause-applies explicit: the ruling names the Code clause it falls back on.',
  },

  // ── Cross-cutting ─────────────────────────────────────────────────────────────────────────
  {
    id: 'PREF-G47',
    clauses: ['PCR-1', 'PCR-2.3', 'PCR-6', 'CODE-3.2.12', 'CODE-3.2.15'],
    title: 'Configurations with no clause at all',
    question:
      'No clause covers three wrong hands (11/11/8, 12/9/9), a wrong talon alone (10/10/11 with a 1-card talon, 10/10/9 with a 3-card talon), two wrong hands plus a wrong talon, the 4-player dealer holding cards, a card exposed during the deal, or a wrong count found by the declarer while taking the talon.',
    readings: [
      r('code-fallback', 'The Code rules every configuration the club does not name, and the ruling says so.'),
      r('redeal-no-fine', 'Any configuration the club does not name is redealt without a fine.'),
    ],
    default: 'code-fallback',
    status: 'switch',
    note: 'Acts in the classifier of wrong-count configurations, as the branch for "no club clause applies".',
  },
  {
    id: 'PREF-G48',
    clauses: ['PCR-1', 'PCR-2.1', 'PCR-2.2'],
    title: 'Who may discover the wrong count',
    question:
      'The club covers only a player finding the error "in his own hand". A discovery by another player, by the dealer, or by counting tricks at the end is not covered, nor is failing to stop at once.',
    readings: [
      r('same-clauses', 'A discovery by anyone is ruled by the same clause as the holder\'s own discovery; the fine falls on the holder.'),
      r('code-if-other', 'A discovery by someone other than the holder is ruled by the Code.'),
    ],
    default: 'same-clauses',
    status: 'switch',
    note: 'Acts in the guard on the discoverer of a COUNT_DISCOVERED fact. Clauses 2.3–6 are impersonal («выяснилось», «у вистующих»), so the default extends 1–2.2 the same way; failing to stop at once is PREF-G15.',
  },
  {
    id: 'PREF-G49',
    clauses: ['CODE-3.9.17', 'CODE-fn15'],
    title: 'Deadline for a claim',
    question: 'Code 3.9.17: no claims once the cards are mixed and the result written; fn 15(c): a mid-play discovery lets the deal count. The club has no deadline.',
    readings: [
      r('code-3-9-17', 'A wrong count can be claimed until the cards are mixed and the result written; after that, none.'),
      r('no-deadline', 'A wrong count found at any time before the next deal is ruled by the club\'s clauses.'),
    ],
    default: 'code-3-9-17',
    status: 'switch',
    note: 'Acts at D13 (a discovery after the result is written). The default adopts the Code\'s deadline because every club clause describes a discovery before or during play; under no-deadline the fine of the clause that would rule it at the end of play (PCR-3 for the declarer or a defender, PCR-5.2.1 or 6.2 on an all-pass) is written on top of the result, which stands. Unplayed contracts are PREF-G32.',
  },
  {
    id: 'PREF-G50',
    clauses: ['CODE-3.2.16.b', 'CODE-3.2.16.c'],
    title: 'No intent test',
    question: 'Code 3.2.16 separates "no conceivable self-interest" (redeal) from "self-interest conceivable" (the player\'s choice, or the dealer compensating); the club makes no such distinction.',
    readings: [
      r('no-intent-test', 'The club\'s fines apply whatever the offender might have gained.'),
      r('code-3-2-16', 'No conceivable self-interest: redeal without a fine.'),
    ],
    default: 'no-intent-test',
    status: 'fixed',
    note: 'Fixed: the model has no notion of what a player could conceivably gain from his wrong count, so it cannot apply an intent test.',
  },
  {
    id: 'PREF-G51',
    clauses: ['CODE-4.1.1'],
    title: 'Mountain fines are shared with non-participants',
    question:
      'Each mountain point costs the offender 10(N−1)/N whists and pays 10/N to every other player, the sitting-out dealer included (Code 4.1.1(б)). The club\'s mountain fines therefore go partly to people who were not harmed, while lost-profit whists go pairwise; whether that is intended is not stated.',
    readings: [
      r('shared-mountain', 'Fines go into the mountain and the settlement shares them among all players.'),
      r('harmed-only', 'Fines are paid only to the players harmed.'),
    ],
    default: 'shared-mountain',
    status: 'fixed',
    note: 'Fixed: the club writes its fines «в гору», and the settlement of a mountain is the Code\'s (4.1.1, 4.2.14); paying only the harmed would need a rule neither source gives.',
  },
  {
    id: 'PREF-G52',
    clauses: ['PCR-2.1', 'PCR-2.2', 'PCR-5', 'PCR-6'],
    title: 'The club does not state its variant',
    question:
      'The club writes in Sochi terms (mountain, all-pass "level"); how its fines map to Leningrad (doubled mountain) and Rostov (all-pass in whists, fixed consolation) is undefined.',
    readings: [r('sochi-terms', 'The text is read in Sochi terms; the other variants map it through PREF-G8 and PREF-G13.')],
    default: 'sochi-terms',
    status: 'not-modelled',
    note: 'About the wording of the source, not a mechanic: the mapping questions it raises are the switches PREF-G8 (game-level fines) and PREF-G13 (all-pass fines). A Rostov all-pass fine is written into the mountain at the all-pass step under both.',
  },
  {
    id: 'PREF-G53',
    clauses: ['PCR-2.1', 'PCR-2.3', 'PCR-3', 'PCR-4', 'CODE-3.8.1.2'],
    title: 'Consolation on penalty undertricks',
    question:
      'A real remiz triggers consolation from all others (Code 3.8.1.2). For the penalty part of "без N" the club implies none, explicitly only in clause 3, where consolation is on the actual undertricks.',
    readings: [
      r('none', 'Nobody writes consolation on penalty undertricks (the digest\'s `penaltyGivesConsolation=false`).'),
      r('full', 'The others write consolation on penalty undertricks as on a real remiz.'),
    ],
    default: 'none',
    status: 'switch',
    note: 'Acts in the whist write-up of every "без N" fine.',
  },
  {
    id: 'PREF-G54',
    clauses: ['PCR-5', 'PCR-6', 'CODE-3.7.3'],
    title: 'Penalty tricks, amnesty and the zero-trick premium',
    question:
      'Amnesty shifts every count by the same amount, so it is neutral in money, but the order "amnesty then penalty" or "penalty then amnesty" decides whether a penalised player with no real tricks still gets the 0-trick premium, and a cap applied before or after amnesty gives different money.',
    readings: [
      r('penalty-after-amnesty', 'Amnesty on the real tricks, then the penalty tricks are added; the premium is decided on the real tricks.'),
      r('penalty-before-amnesty', 'Penalty tricks are added first, then amnesty; the premium is decided on the written counts.'),
    ],
    default: 'penalty-after-amnesty',
    status: 'switch',
    note: 'Acts in the all-pass write-up of clauses 5–6 (and the extra trick of Code 3.9.11.2, PREF-C16). The default follows the digest: the premium is decided on the actual counts, and penalty tricks are kept apart from real ones.',
  },
  {
    id: 'PREF-G55',
    clauses: ['PCR-2.2', 'PCR-5', 'PCR-6', 'CODE-3.7.8', 'CODE-3.7.4'],
    title: 'Progression after a deal ended by a fine',
    question:
      'Does a deal ended by a fine (not redealt) advance the 1-2-3 progression, reset it, or neither? Leningrad\'s "hard exit" makes this material.',
    readings: [
      r('advances', 'An all-pass ended by a fine is an all-pass played: it advances the progression.'),
      r('neutral', 'It neither advances nor ends the run.'),
    ],
    default: 'advances',
    status: 'switch',
    note: 'Acts in the progression update after PCR-5.2.1, 5.2.3 and 6.2. Redealt deals are PREF-G14; unplayed games and misère as exits are PREF-C8.',
  },
  {
    id: 'PREF-G56',
    clauses: ['PCR-5', 'PCR-6', 'CODE-4.2.3', 'CODE-3.8.11', 'CODE-3.8.12'],
    title: 'Fines and pool closing',
    question:
      'The fines go only to the mountain, but the 0-trick premium goes into the pool, so whether anyone gets it in 5.2.x and 6.2 decides pool closing, help and the end of the game. In classic, whist responsibility changes when the pool closes; a game stopped early moves unplayed pool into the mountain.',
    readings: [r('ordinary-pool-rules', 'Whatever the rulings write goes through the ordinary pool rules (help, write-off, end of game).')],
    default: 'ordinary-pool-rules',
    status: 'fixed',
    note: 'Fixed: a consequence, not a choice. Who gets a premium is PREF-G42, PREF-G45 and PREF-G54; the pool rules are the Code\'s (4.2.3); classic scoring is not one of the modelled variants.',
  },
  {
    id: 'PREF-G57',
    clauses: ['PCR-2.2', 'PCR-5.1', 'PCR-5.2.1', 'PCR-5.2.2', 'PCR-5.2.3', 'PCR-6.1', 'PCR-6.2'],
    title: 'The price level is named in some clauses only',
    question: 'Some clauses say "at the current all-pass level" (2.2, 5.1, 5.2.1, 6.1); the others (5.2.2, 5.2.3, 6.2) name no level.',
    readings: [
      r('current-everywhere', 'Every all-pass fine is priced at the current level (PREF-G13).'),
      r('base-where-unnamed', 'Where a clause names no level, the first step of the progression.'),
    ],
    default: 'current-everywhere',
    status: 'switch',
    note: 'Acts in the price of the fines of PCR-5.2.2, 5.2.3 and 6.2.',
  },
  {
    id: 'PREF-G58',
    clauses: ['PCR-5.2.1', 'CODE-3.9.12', 'CODE-3.9.16.2'],
    title: 'Penalty tricks: phantom or moved',
    question:
      'Code 3.9.12 never gives a penalty trick to others; Code 3.9.16.2 gives the revoke trick to the opponents; PCR-5.2.1 moves real remaining tricks to the offender. The model must tell phantom penalty tricks from reassigned real tricks.',
    readings: [r('as-each-clause', 'The club\'s fine tricks are phantom (written for the offender only); PCR-5.2.1 reassigns real tricks; each Code clause as it says.')],
    default: 'as-each-clause',
    status: 'fixed',
    note: 'Fixed: every clause says which kind it uses, so the model keeps penalty tricks apart from real ones and follows each clause. The conflict inside the Code is the switch PREF-C12.',
  },
  {
    id: 'PREF-G59',
    clauses: ['PCR-2.1', 'PCR-2.3'],
    title: 'Same forum, different fine for the talon',
    question:
      'The same forum prices talon violations (thread id=6) at «без одной» at the last or minimum bid level, but wrong counts at «без двух» at the stopped level; no rule says how the "level" fallback carries over.',
    readings: [r('thread-8-only', 'Only the wrong-count thread (id=8) is modelled.')],
    default: 'thread-8-only',
    status: 'not-modelled',
    note: 'About another source: thread id=6 is stored only in part and is not part of the modelled text. Its level fallback is offered as a reading of PREF-G7 (`minimum-6`).',
  },
  {
    id: 'PREF-G60',
    clauses: ['PCR-1', 'PCR-2.1', 'PCR-2.2', 'PCR-2.3'],
    title: 'The redeal choice and the fine',
    question: 'Is the 10-card player\'s choice of a redeal made before or after the fine is written, can it be withdrawn, and does a redeal cancel the fine?',
    readings: [
      r('fine-stands', 'The fine is written first and stands whatever is chosen; the choice is final.'),
      r('redeal-cancels-fine', 'A redeal cancels the fine.'),
    ],
    default: 'fine-stands',
    status: 'switch',
    note: 'Acts in the PCR-2.1–2.3 rulings when a redeal is demanded. The default follows the text, whose fine sentence is unconditional (the older 2.2 said both: «Штраф … Пересдача»).',
  },
  {
    id: 'PREF-G61',
    clauses: ['PCR-3', 'CODE-3.4.9'],
    title: 'Two fines for one offender',
    question:
      'A whister with a wrong count and a defence shortfall: do both fines apply, or only the fixed «без двух»? The same for a declarer who also looked at his discard (Code 3.4.9).',
    readings: [
      r('cumulative', 'Both apply: the wrong-count fine and the ordinary consequence (shortfall, 3.4.9 trick).'),
      r('wrong-count-only', 'The wrong-count fine replaces the other.'),
    ],
    default: 'cumulative',
    status: 'switch',
    note: 'Acts in the score of an offender who also falls short or is fined otherwise. The default reads clause 3 as removing only his whists.',
  },
  {
    id: 'PREF-G62',
    clauses: ['PCR-2.1', 'PCR-3', 'PCR-4'],
    title: 'Fines across one deal',
    question: 'A player fined under 2.1 whose deal is then played: does he also score normally? Are fines cumulative if the same deal hits 2.1 and later 3 or 4?',
    readings: [
      r('cumulative', 'Every fine stands, and the deal is scored normally as well.'),
      r('first-fine-only', 'One wrong-count fine per player per deal; the deal is scored normally.'),
    ],
    default: 'cumulative',
    status: 'switch',
    note: 'Acts when a second wrong-count ruling reaches the same player in one deal.',
  },

  // ── Gaps inside the Code ──────────────────────────────────────────────────────────────────
  {
    id: 'PREF-C1',
    clauses: ['CODE-3.2.8', 'CODE-3.2.15', 'CODE-fn12'],
    title: 'Where the talon is dealt',
    question:
      '3.2.8: the talon "preferably after the first round, never first or last"; 3.2.15: redeal if the talon was not the 4th pair; strict play adds "always the same round".',
    readings: [
      r('not-first-or-last', '3.2.8: any pair but the first or last; a redeal otherwise.'),
      r('fourth-pair', '3.2.15: a redeal unless the talon is the 4th pair.'),
      r('same-round', 'Strict play (fn 12): the same round every deal, on any player\'s demand.'),
    ],
    default: 'not-first-or-last',
    status: 'switch',
    note: 'Acts in the dealing-pattern check at D0 (`talonPositionRule`).',
  },
  {
    id: 'PREF-C2',
    clauses: ['CODE-3.3.8', 'CODE-fn21'],
    title: 'Bid steps and «здесь»',
    question:
      '3.3.8: bids go up one step, no jumps, and the first hand may say «здесь»; fn 21: any bid not lower than the previous one. Is «здесь» for the first hand only, as the text says, or for any senior player, as practice and apps have it?',
    readings: [
      r('step-first-hand', '3.3.8: one step at a time; only the first hand may hold with «здесь».'),
      r('any-higher', 'Fn 21: any bid not lower than the previous; only the first hand may hold with «здесь».'),
      r('step-senior', 'One step at a time; any senior player may hold with «здесь».'),
    ],
    default: 'step-first-hand',
    status: 'switch',
    note: 'Acts in the auction mechanics (legal calls).',
  },
  {
    id: 'PREF-C3',
    clauses: ['CODE-3.3.9', 'CODE-3.3.11', 'CODE-3.4.3', 'CODE-fn41'],
    title: 'The misère winner and the nine',
    question:
      'May a player who won the auction with misère name a 9 or 10 instead? The ladder puts 9 above misère, so "not lower than his bid" would allow it. Fn 41 adds "after a nine the auction goes no further".',
    readings: [
      r('may-name-higher', '3.4.3 literally: he may name misère or any contract of level 9 or 10.'),
      r('misere-bound', 'A misère bid binds him to misère.'),
    ],
    default: 'may-name-higher',
    status: 'switch',
    note: 'Acts in the legal contracts after the talon. Under both readings a nine over misère ends the auction (fn 41, tournament norm).',
  },
  {
    id: 'PREF-C4',
    clauses: ['CODE-3.8.1', 'CODE-3.8.2'],
    title: 'Defence quotas',
    question: '3.8.1 says the quota is "as a rule" 10 − level (4, 3, 2, 1, 0); the table in 3.8.2 says 4, 2, 1, 1, 1.',
    readings: [
      r('table', '3.8.2: 6 → 4, 7 → 2, 8 → 1, 9 → 1, 10 → 1.'),
      r('ten-minus-level', '3.8.1: 6 → 4, 7 → 3, 8 → 2, 9 → 1, 10 → 0.'),
    ],
    default: 'table',
    status: 'fixed',
    note: 'Fixed: the mechanics score with the table of 3.8.2 (src/rulesets/preferans/mechanics/contracts.ts `defenceQuota`). Under 10 − level a ten would have no quota and a seven a half-quota of 1.5 tricks per whister (3.8.6), which no rule defines, so the alternative cannot be scored without inventing rules.',
  },
  {
    id: 'PREF-C5',
    clauses: ['CODE-3.8.6'],
    title: 'Half quotas can charge more than the pair\'s shortfall',
    question: 'On a 6 the whisters take 3 + 0: the pair is 1 short, but under the literal per-person rule the second writes two short.',
    readings: [
      r('per-person', 'Each whister answers for his own half, as written.'),
      r('capped-at-pair', 'The total written is capped at the pair\'s shortfall.'),
    ],
    default: 'per-person',
    status: 'switch',
    note: 'Acts wherever two whisters play a 6 or a 7 and one takes fewer than his half, whether or not the pair made its quota: per-person writes his own shortfall (3 + 0 on a 7: the second one short), capped-at-pair writes at most the pair\'s (nothing when the pair made it).',
  },
  {
    id: 'PREF-C6',
    clauses: ['CODE-3.8.13', 'CODE-3.8.5'],
    title: 'Greedy whist on a made contract',
    question: '3.8.13 spells greedy whist out only for the declarer\'s failure. Does the lone whister also write for the passer\'s tricks when the contract is made? (It is practice.)',
    readings: [
      r('whister-writes-all', 'The lone whister writes for both defenders\' tricks, made or failed (practice, 3.8.5).'),
      r('own-tricks-only', 'On a made contract the lone whister writes only for his own tricks.'),
    ],
    default: 'whister-writes-all',
    status: 'switch',
    note: 'Acts in the Sochi whist write-up with one whister.',
  },
  {
    id: 'PREF-C7',
    clauses: ['CODE-3.7.6.1', 'CODE-3.7.3'],
    title: "The 4-player dealer's talon tricks on an all-pass",
    question: 'In a 4-player all-pass the dealer can win tricks with talon cards. In Sochi does he write them into the mountain, and does he get the 0-trick premium? (Rostov: the talon is not used and the dealer writes 1.)',
    readings: [
      r('counts-fully', 'His talon tricks count like anyone\'s: mountain, amnesty and the 0-trick premium.'),
      r('no-premium', 'He writes his talon tricks but never gets the premium.'),
    ],
    default: 'counts-fully',
    status: 'switch',
    note: 'Acts in the 4-player all-pass write-up. The default follows Code 3.7.3, under which his talon tricks count for the amnesty.',
  },
  {
    id: 'PREF-C8',
    clauses: ['CODE-3.7.4', 'CODE-3.7.8'],
    title: 'What ends an all-pass run',
    question: 'Is a run ended by an unwhisted contract, a half-whist, misère, a redeal? Code 3.7.8 says any 6-level game; Leningrad needs a game actually played.',
    readings: [
      r('any-game', 'Any game contract ends the run, played or not, misère included (Code 3.7.8, `any6`).'),
      r('played-whisted', 'Only a game actually played against a whist ends it (Leningrad\'s hard exit).'),
    ],
    default: 'any-game',
    status: 'switch',
    note: 'Acts in the progression update after an unplayed game (`allPassExit`; §6.3 default any6). The reading replaces the variant preset\'s `exit`, so Leningrad\'s hard exit needs `played-whisted`. A played game or misère ends the run under both. A redeal is PREF-G14.',
  },
  {
    id: 'PREF-C9',
    clauses: ['CODE-3.2.16.e', 'CODE-3.9.18', 'CODE-3.3.16.3'],
    title: '"Maximum possible gain" has no procedure',
    question: '"Maximum possible gain" (3.2.16(e)) and "largest possible lost profit of the others" (3.9.18) have no computation procedure; they imply counterfactual open-card play, as in 3.3.16.3.',
    readings: [
      r('stated-floors', 'Only the amounts the Code states are applied (e.g. «без двух» in 3.9.18); the unquantified rest is recorded as such.'),
      r('double-dummy', 'The amount is computed by optimal open-card play.'),
    ],
    default: 'stated-floors',
    status: 'fixed',
    note: 'Fixed: a double-dummy solver is not part of the model, so only the stated floors are applied; the ruling flags the unquantified remainder.',
  },
  {
    id: 'PREF-C10',
    clauses: ['CODE-fn15', 'CODE-3.9.18'],
    title: 'Mid-play unequal counts: fn 15(c) or 3.9.18',
    question: 'Fn 15(c): a mid-play discovery of unequal counts means the deal counts and the extra card is discarded. 3.9.18: without two and further fines.',
    readings: [
      r('both', 'Fn 15(c) for finishing the play, 3.9.18 for the fine.'),
      r('fn15-no-fine', 'Fn 15(c) alone: the deal counts, with no fine.'),
    ],
    default: 'both',
    status: 'switch',
    note: 'Acts at D5, D6 and D12 under the `code` ruleset. The default reads the two as complementary.',
  },
  {
    id: 'PREF-C11',
    clauses: ['CODE-3.4.6', 'CODE-3.9.18'],
    title: 'Hypothetical or actual shortfall',
    question: 'For a declarer with a wrong count, 3.4.6 adds the 2 to a shortfall the defenders prove by open play, 3.9.18 to the actual one (see PREF-G22).',
    readings: [
      r('actual', 'The actual shortfall.'),
      r('proven-hypothetical', 'The shortfall proven by optimal open play with a correct count.'),
    ],
    default: 'actual',
    status: 'fixed',
    note: 'Fixed: a proven hypothetical shortfall needs a double-dummy solver the model does not have. The formula choice is PREF-G22.',
  },
  {
    id: 'PREF-C12',
    clauses: ['CODE-3.9.12', 'CODE-3.9.16.2'],
    title: 'Penalty tricks given to others or not',
    question: '3.9.12: a penalty trick is not given to anyone else (fn 34, against collusion); 3.9.16.2: the revoke penalty trick goes to the opponents.',
    readings: [
      r('each-as-written', '3.9.12 for looking at tricks, 3.9.16.2 for revokes.'),
      r('never-given', 'No penalty trick is ever given to another player.'),
    ],
    default: 'each-as-written',
    status: 'switch',
    note: 'Acts in the revoke ruling of a game (Code 3.9.16.2): the trick goes from the offender to the declarer (or from the declarer to the first whister), or is only taken from the offender. On misère a trick is the declarer\'s loss and on an all-pass everyone\'s, so there a defender\'s revoke is PREF-C30 and an all-pass revoke PREF-C31 (PREF-C24 orders its trick against the amnesty).',
  },
  {
    id: 'PREF-C13',
    clauses: ['CODE-fn54'],
    title: 'Leningrad consolation',
    question: 'Fn 54 says consolation is the contract price in Sochi and Leningrad, but Leningrad tables double every game-related amount.',
    readings: [
      r('contract-price', 'Fn 54: the contract price per undertrick.'),
      r('double-price', 'Twice the contract price per undertrick, as the rest of Leningrad scoring.'),
    ],
    default: 'contract-price',
    status: 'switch',
    note: 'Acts in the Leningrad consolation (§6.3 `consolation`: price in Sochi and Leningrad).',
  },
  {
    id: 'PREF-C14',
    clauses: ['CODE-3.2.17', 'CODE-fn13'],
    title: "The agreed remiz for a dealer's repeated error",
    question: '"E.g. 5 in the mountain" in 3.2.17, "e.g. 2" in fn 13 (an English summary agrees with 2: one undertrick of a six).',
    readings: [r('five', '5 into the dealer\'s mountain (3.2.17).'), r('two', '2 into the dealer\'s mountain (fn 13).')],
    default: 'five',
    status: 'switch',
    note: 'Acts in the dealer\'s second-error ruling (and PREF-G1 `code-3-2-17`). The default is the clause\'s example over the footnote\'s.',
  },
  {
    id: 'PREF-C15',
    clauses: ['CODE-3.3.15'],
    title: 'The contract after taking the talon without a bid',
    question: 'The third hand may take the talon without bidding after two passes and must then name a contract; the minimum level is implicitly 6♠ but not stated.',
    readings: [r('minimum-6', 'Any game contract from 6♠ up; not misère, which may only be bid as a first call (3.3.9).')],
    default: 'minimum-6',
    status: 'fixed',
    note: 'Fixed: 6♠ is the bottom of the ladder, so "any contract" and "at least 6♠" coincide, and the Code gives no other minimum.',
  },
  {
    id: 'PREF-C16',
    clauses: ['CODE-3.9.11.2'],
    title: 'The extra all-pass trick of 3.9.11.2',
    question: '"On an all-pass he writes for one extra (as if an 11th) trick": at which price, and before or after amnesty (see PREF-G54)?',
    readings: [
      r('after-amnesty', 'One trick at the deal\'s all-pass step, added after amnesty as a penalty trick.'),
      r('before-amnesty', 'One trick added to his count before amnesty.'),
    ],
    default: 'after-amnesty',
    status: 'switch',
    note: 'Acts in the all-pass write-up after a look at old tricks. The default matches PREF-G54\'s default.',
  },
  {
    id: 'PREF-C17',
    clauses: ['CODE-4.2.3', 'CODE-fn74'],
    title: 'Whom help goes to',
    question: 'Help goes to the opponent with the larger pool, ties to the left; fn 74 says the choice has no financial effect. True for the whists, but it decides who closes next and so how long the game lasts.',
    readings: [r('larger-pool', 'The opponent with the larger unclosed pool; ties to the left (4.2.3).')],
    default: 'larger-pool',
    status: 'fixed',
    note: 'Fixed: the Code\'s rule is clear and no alternative is proposed; the gap concerns fn 74\'s claim, which the simulator can measure (game length).',
  },
  {
    id: 'PREF-C18',
    clauses: ['CODE-3.1.2'],
    title: 'Editions of the Code',
    question: 'The January 1996 and 30 October 1996 copies differ in wording and footnote numbering (e.g. 3.1.2); the penalty clauses could not be compared.',
    readings: [r('commented-1996-10', 'The commented edition of 30 October 1996, as the digest reads it.')],
    default: 'commented-1996-10',
    status: 'not-modelled',
    note: 'About provenance: no deal mechanic depends on which copy was read.',
  },
  {
    id: 'PREF-C19',
    clauses: ['CODE-1.2', 'CODE-3.2.10'],
    title: 'Who sits out with 5 players',
    question: '1.2 says the dealer and "the one waiting to deal" sit out; 3.2.10 says the dealer\'s two left neighbours and his right neighbour play. Irrelevant for 3–4 players.',
    readings: [r('three-or-four-players', 'The model plays with 3 or 4 players only.')],
    default: 'three-or-four-players',
    status: 'not-modelled',
    note: 'The model covers 3 and 4 players only, so the 5-player seating never arises.',
  },
  {
    id: 'PREF-C20',
    clauses: ['CODE-3.7.6'],
    title: 'An all-pass trick named by the talon that nobody can follow',
    question:
      "In a 3-player all-pass the talon card only names the suit of the first two tricks and never wins (3.7.6). If none of the three players holds that suit, the Code does not say which card wins the trick.",
    readings: [
      r('first-hand-suit', 'The highest card of the suit the first hand played wins (the engines seen in the wild).'),
      r('highest-rank', 'The highest rank of any suit wins; on equal ranks the card played earlier.'),
    ],
    default: 'first-hand-suit',
    status: 'switch',
    note: 'Acts in the first two tricks of a 3-player all-pass that uses the talon (Sochi, Leningrad) when none of the three players holds the suit the talon card names. The digest also mentions a third possibility (the trick counts for nobody), which no source proposes as a rule; it is not modelled.',
  },
  {
    id: 'PREF-C21',
    clauses: ['CODE-4.2.12'],
    title: 'Whole figures at the settlement: which way, and how many whists per point',
    question:
      'When 10·M/N is not whole, 4.2.12 adjusts a mountain by whole points and the others compensate in whists; its only example (3 players) takes one point off and has the other two write 3 whists each. It does not say whether a mountain may also be raised (the nearer whole figure), nor the rate with 4 players (10/4 = 2.5 whists per point).',
    readings: [
      r('lower-floor-10-over-n', 'Always lower the mountain, by the fewest points that make 10·M/N whole (1 or 2 with 3 players, 1 with 4); each other player writes ⌊10/N⌋ whists on him per point (3 with 3 players, 2 with 4).'),
      r('nearest-point', 'Lower or raise the mountain, whichever takes fewer points (a tie, as with 4 players, lowers); per point lowered each other player writes ⌊10/N⌋ whists on him, per point raised he writes ⌊10/N⌋ on each other player.'),
      r('three-per-point', 'Lower the mountain as the default does, at the example\'s 3 whists per point whatever the number of players (3 with 4 players too).'),
    ],
    default: 'lower-floor-10-over-n',
    status: 'switch',
    note: 'Acts in the whole figures of the settlement (`rounded` of `cardlaw settle` and `cardlaw judge --settle`, mechanics `settleRounded`), on a mountain whose 10·M/N is not whole; the exact settlement (`result`, the ruling\'s `settlement`) is not rounded. Every reading keeps the figures whole and zero-sum (mountains and pairwise whists only). nearest-point parts from the default only with 3 players and M ≡ 2 (mod 3); three-per-point only with 4 players. The deal machine never consults it.',
  },
  {
    id: 'PREF-C22',
    clauses: ['CODE-3.8.8.1', 'CODE-3.8.8'],
    title: "The 4-player dealer's whist on 6 and 7 after two plain passes",
    question:
      '3.8.8.1: on 8 and above, after two passes, only the 4-player dealer may still whist. On 6 and 7 the Code gives him only the return of a half-whist (3.8.8). Does 3.8.8.1 take away on 8+ what he may not do on 6 and 7, or extend to 8+ a right he already has there?',
    readings: [
      r('closed', 'On 6 and 7 two plain passes close the whisting: the contract is unwhisted; the dealer may whist after two passes only on 8 and above (3.8.8.1).'),
      r('dealer-may-whist', 'On 6 and 7 too the dealer, last in turn, may whist after two plain passes, as on 8 and above.'),
    ],
    default: 'closed',
    status: 'switch',
    note: 'Acts at the table (the judge\'s cards and the simulator\'s 4-player format) when both defenders of a 6- or 7-level game pass without a half-whist and a dealer sits out; under dealer-may-whist the dealer then says whist or pass, and a whist makes him the lone whister, as on 8+.',
  },
  {
    id: 'PREF-C23',
    clauses: ['CODE-3.8.14', 'CODE-3.8.1.2'],
    title: "A former half-whister's consolation under gentleman's whist",
    question:
      "Under gentleman's whist the whister and the passer split the whists when the declarer fails, but \"a half-whister writes no whists if the declarer fails\" (3.8.14). When a half-whist was returned and the contract failed, the former half-whister takes no share of the split; does \"no whists\" also take away the consolation every other participant writes (3.8.1.2)?",
    readings: [
      r('writes-consolation', 'He takes no share of the split but writes his consolation (3.8.1.2); the whister takes the whole of the split.'),
      r('writes-nothing', 'He writes nothing at all, consolation included.'),
    ],
    default: 'writes-consolation',
    status: 'switch',
    note: "Acts under gentleman's whist (Leningrad) in the write-up of a failed game whose lone whister returned a half-whist. The default writes the consolation: the sentence of 3.8.14 is read as about the split whists.",
  },
  {
    id: 'PREF-C24',
    clauses: ['CODE-3.9.16.2', 'CODE-3.7.3', 'CODE-3.7.2.1'],
    title: "The revoke's penalty trick on an all-pass, against the amnesty",
    question:
      "A revoke on an all-pass found later costs the offender one trick (3.9.16.2; on an all-pass it is written for him, PREF-C12's note). As with a look at an old trick (PREF-C16) and the club's penalty tricks (PREF-G54), the Code does not say whether the trick joins his count before the amnesty (3.7.3) or is added after it; an offender with no real trick keeps the 0-trick premium only if it is added after.",
    readings: [
      r('after-amnesty', 'One trick at the deal\'s all-pass step, added after the amnesty; the premium is decided on the real tricks.'),
      r('before-amnesty', 'One trick added to his count before the amnesty; the premium is decided on that count.'),
    ],
    default: 'after-amnesty',
    status: 'switch',
    note: "Acts in the all-pass write-up after a revoke claimed under the Code's 3.9.16.2 (an irregularity event, not the club's 5.2.1 revoke, which PREF-G37 and PREF-G54 rule). The default is the model's behaviour before the gap was named and matches PREF-C16's and PREF-G54's defaults. It is consulted at the write-up, and only when the two write-ups differ: when the offender has the fewest tricks (with none he gets the premium only after-amnesty; otherwise the amnesty moves, which changes the written figures but not the money) and in Rostov, whose all-pass is written in whists.",
  },
  {
    id: 'PREF-C25',
    clauses: ['PCR-4', 'CODE-3.9.11.2', 'CODE-3.4.9', 'CODE-3.9.16.2'],
    title: 'Trick penalties of a play that clause 4 replays from the start',
    question:
      "Clause 4 has the play «conducted again, open» (from the first trick by PREF-G29's default). A trick penalty already incurred in the first play — a look at an old trick (3.9.11.2), at the discard (3.4.9), a claimed revoke (3.9.16.2) — is attached to that play: neither the club nor the Code says whether it is annulled with the play or stands against the replay's result.",
    readings: [
      r('annulled', 'The penalty goes with the play it was incurred in; the replay is scored on its own tricks.'),
      r('stand', 'The penalty stands: the replay\'s tricks are scored with the trick lost (or given) in the first play.'),
    ],
    default: 'annulled',
    status: 'switch',
    note: "Acts in PCR-4's replay under PREF-G29 replay-from-start, and only when the first play has a trick penalty or a look at the discard (under replay-from-discovery the completed tricks and their penalties stand anyway). The default is the model's behaviour before the gap was named. Fines and exposed cards are not affected.",
  },
  {
    id: 'PREF-C26',
    clauses: ['CODE-3.3.16.2', 'CODE-3.3.15'],
    title: 'The talon exposed while one player is still bidding, who has not bid',
    question:
      "3.3.16.2: the talon exposed while one player is still bidding — he gets it «at his last bid». One player is left still bidding in the middle of the bidding only when the other two have passed before he spoke, so he has no last bid. Does he get the talon at the lowest contract, or does he still make his own call?",
    readings: [
      r('lowest-contract', 'He gets the talon at 6♠, the lowest contract, and must name a game (as the third hand who takes the talon after two passes, PREF-C15).'),
      r('own-call', 'He still makes his call with the talon exposed: a pass makes the deal an all-pass, a bid wins the talon at that bid.'),
    ],
    default: 'lowest-contract',
    status: 'switch',
    note: 'Acts at the table when the talon is exposed (an irregularity event) after the first two hands have passed and the third has not yet spoken; the reading is consulted only there. The default is the model\'s behaviour before the gap was named (a decision noted in docs/preferans-machine.md).',
  },
  {
    id: 'PREF-C27',
    clauses: ['CODE-3.9.11.2', 'CODE-3.9.12', 'CODE-3.9.16.2', 'CODE-3.8.11'],
    title: 'A trick penalty on a defender who has no trick',
    question:
      "A defender who looks at an old trick (3.9.11.2) or revokes (3.9.16.2) «loses one trick». The Code speaks of the offender's tricks; it does not say what a defender loses who has taken none. Is the trick lost for nothing, or is it taken off the defenders' side, whose tricks the whist and the quota count together (3.8.11)?",
    readings: [
      r('lost-for-nothing', 'He has no trick to lose; nothing is taken off, and the defence is scored on its real tricks.'),
      r('off-the-pair', "The trick is taken off the defenders' side: his partner in the defence writes one trick fewer, and the side's shortfall (3.8.11) counts it."),
    ],
    default: 'lost-for-nothing',
    status: 'switch',
    note: "Acts in a played game's write-up when a defender's trick penalties exceed his real tricks and another defender has a trick to lose; consulted only there. The default is the model's behaviour before the gap was named (the offender's count floored at 0). The declarer's own penalties, misère and the all-pass are not affected.",
  },
  {
    id: 'PREF-C28',
    clauses: ['CODE-3.9.14', 'CODE-3.4.9', 'CODE-3.4.6', 'CODE-3.9.18'],
    title: 'A lead out of turn as the first lead',
    question:
      "The Code ties rulings to the first lead: a look at the discard «after the first lead» costs a trick (3.4.9), and a wrong count is found before play (3.4.6) or in play (3.9.18). A game's first card led out of turn stays face up, to be played at the first legal chance (3.9.14), and the correct hand then leads. Is the card led out of turn the first lead, or does only the correct lead start the play?",
    readings: [
      r('out-of-turn-leads', 'The card led out of turn is the first lead: the play has begun.'),
      r('correct-lead-only', 'Only the correct lead starts the play; until then a look at the discard or a discovery is before the first lead.'),
    ],
    default: 'out-of-turn-leads',
    status: 'switch',
    note: "Acts at the table in a game (or misère) whose first card is led out of turn, and is consulted only when a look at the discard or a count discovery comes before the correct first lead. On an all-pass a lead out of turn ends the play (3.9.14.3), so it always counts as led. The default is the model's behaviour before the gap was named.",
  },
  {
    id: 'PREF-C29',
    clauses: ['CODE-3.9.11.2'],
    title: 'Which of his own tricks is "the last"',
    question:
      'A player may look at his own last trick and at no other (3.9.11.2: "someone else\'s trick, or one\'s own that is not the last"). Is "the last" the trick quitted last at the table, so the look is allowed only while his trick is the latest one, or the last trick he himself took, even after others have been quitted since?',
    readings: [
      r('latest-quitted', 'Only the trick quitted last at the table, and only if he took it: once another trick is quitted, his earlier one is closed to him.'),
      r('own-last-taken', 'The last trick he took, however many tricks others have taken since.'),
    ],
    default: 'latest-quitted',
    status: 'switch',
    note: 'Acts at the table when a version-2 scenario names the trick looked at (`{"irregularity": "looked-at-trick", "seat": 2, "trick": 4}`) and it is his own but not the latest one: the readings part only there. A look the text allows is no irregularity: the ruling records it as a finding and the machine is not told. Without a named trick (version 1, and the simulator) the look is one the text forbids, as before.',
  },
  {
    id: 'PREF-C30',
    clauses: ['CODE-3.9.16.2'],
    title: "A misère defender's revoke",
    question:
      '3.9.16.2: the revoke penalty trick "goes to the opponents". On misère a trick is the declarer\'s loss, so a trick given to him for a defender\'s revoke would punish the innocent side. Does it go to him as written, come off his count instead, or is there no trick penalty (only the replay), as a misère defender\'s look at a trick carries none (3.9.11.2, PREF-C9)?',
    readings: [
      r('off-the-declarer', 'The penalty favours the innocent declarer: one trick comes off his count.'),
      r('to-the-declarer', 'As written: the penalty trick goes to the opponent, the declarer, who takes one more.'),
      r('replay-only', 'No trick moves: the cards after the revoke are taken back and replayed, and that is all.'),
    ],
    default: 'off-the-declarer',
    status: 'switch',
    note: 'Acts in the revoke ruling of a misère (machine/rules/play.ts, code_3_9_16_2_revoke) when a defender\'s revoke is claimed and PREF-C12 gives penalty tricks to others (each-as-written; under never-given no trick moves). The default is the model\'s behaviour before the gap was named. The declarer\'s own revoke on misère always gives him a trick.',
  },
  {
    id: 'PREF-C31',
    clauses: ['CODE-3.9.16.2', 'CODE-3.9.12'],
    title: "An all-pass revoke's penalty trick",
    question:
      '3.9.16.2: a revoke costs at least one trick, which "goes to the opponents". On an all-pass every trick is a loss for whoever takes it, so a trick given to the opponents would punish the innocent. Is it written for the offender himself, or does no trick move (the play from the revoke is replayed, and that is all)?',
    readings: [
      r('offender-writes', 'The penalty trick is written for the offender himself, on top of his own (PREF-C24 orders it against the amnesty).'),
      r('replay-only', 'No trick moves: the cards after the revoke are taken back and replayed, and that is all.'),
    ],
    default: 'offender-writes',
    status: 'switch',
    note: 'Acts where a revoke on an all-pass is ruled by the Code\'s 3.9.16.2: a claimed revoke (machine/rules/play.ts) and the club\'s clause 5.2.1 under PREF-G37 code-3-9-16-2 (machine/rules/allPassCount.ts, where the fine of 5.2.1 stays either way). The default is the model\'s behaviour before the gap was named.',
  },
  {
    id: 'PREF-C32',
    clauses: ['CODE-3.7.4', 'CODE-3.7.2.2'],
    title: 'The Rostov all-pass progression',
    question:
      'The all-pass progression is "by prior agreement": arithmetic 1-2-3, with a cap after 3 steps recommended, or geometric 1-2-4 (3.7.4.1–3.7.4.3). The sources give Sochi 1-2-3 (Lesnoy) and Leningrad 2-4-6, but nothing for Rostov, whose all-pass is written in whists (3.7.2.2): does w whists a trick stay w along a run of all-passes, or rise as in 3.7.4?',
    readings: [
      r('constant', 'No progression: w whists a trick at every all-pass of a run.'),
      r('arithmetic', '3.7.4.1: w, 2w, 3w, and 3w from then on (the cap after 3 steps of 3.7.4.3).'),
      r('geometric', '3.7.4.2: w, 2w, 4w, and 4w from then on (the same cap after 3 steps).'),
    ],
    default: 'constant',
    status: 'switch',
    note: "Acts in Rostov only, where the price of an all-pass trick is read (machine/rules/common.ts `allPassPriceOf`: the all-pass write-up, the tricks written before a stop, a fine priced at the all-pass step), and only from the second all-pass of a run: the first is w under every reading. Sochi and Leningrad keep their presets' progressions, which the sources give; a reading replacing them, as PREF-C8 replaces the preset's exit, would overrule an agreement the text states. Because the reading decides it, a Rostov scenario may not set `variant.allPass.progression` or `progressionCap`. The default is the model's behaviour before the gap was named (the preset's `constant`).",
  },
];
