import type { Clause } from '../../../core/regulation/types.ts';

/** Where the `PCR-*` clauses come from: the club's current text. */
export const PREFERANS_CLUB_SOURCE = 'Club rules on a wrong number of cards (Russian forum text, edited 29.12.2025)';

/** Where the `PCR-OLD-*` clauses come from: the older text, known only through the digest. */
export const PREFERANS_CLUB_OLD_SOURCE =
  "Club rules on a wrong number of cards — the older text of the same forum page, as the project's digest reports it (an English report quoting a few Russian words; the older Russian text is not stored here)";

/** Where the `CODE-*` clauses come from. */
export const PREFERANS_CODE_SOURCE =
  "Preferans Code 1996 — as paraphrased in the project's digest (the original Russian text is not stored here)";

/**
 * The last non-empty line of the club's file: the forum's edit stamp. It dates the text (see
 * {@link PREFERANS_CLUB_SOURCE}) and is not a clause.
 */
export const PREFERANS_CLUB_EDIT_STAMP = 'Отредактировано Администратор (29.12.2025 14:33)';

const LEAD_5 = '5. На распасовке у одного из игроков 9 карт.';
const LEAD_5_2 = '5.2. Распасовка началась.';
const LEAD_6 = '6. На распасовке у двоих игроков неверное количество карт (11 и 9).';

/**
 * The club's rules, clause by clause, in document order.
 *
 * `text` is the Russian verbatim: clause numbers, spacing (including the no-break spaces written
 * here as `\u00a0`), the missing spaces after some full stops and commas, and the ASCII quotes are
 * exactly as in the file. Only the indentation at the start of a line is dropped. A clause that
 * runs over two lines of the file keeps the line break (`\n`). The lead-ins of 5, 5.2 and 6 are
 * clauses of their own and also serve as the `heading` of the clauses under them.
 */
const CLUB: readonly Clause[] = [
  {
    id: 'PCR-1',
    source: PREFERANS_CLUB_SOURCE,
    text: '1. Если не правильное количество карт у себя на руках обнаружено игроком до начала торговли (игрок ничего не говорил), он должен сразу заявить об этом. Необходимо найти недостающие карты и вернуть игроку. Если недостающие карты смешаны с картами другого игрока, то у него не глядя вытаскиваются недостающие карты и передаются тому игроку, у которого не хватает карт. Игрок, у которого 10 карт, имеет право потребовать пересдачу.',
    gloss:
      '1. If a player discovers a wrong number of cards in his own hand before the start of the bidding (the player has said nothing), he must declare it at once. The missing cards must be found and returned to the player. If the missing cards are mixed with another player\'s cards, the missing cards are drawn from that player without looking and passed to the player who is short of cards. A player who has 10 cards has the right to demand a redeal.',
  },
  {
    id: 'PCR-2.1',
    source: PREFERANS_CLUB_SOURCE,
    text: '2.1. Если не правильное количество карт у себя на руках обнаружено игроком после начала\u00a0 торговли за прикуп, он должен остановить торговлю словом "СТОП" или т.п. Штраф - "без двух в гору" на остановленном уровне торговли. Необходимо найти недостающие карты и вернуть игроку. Игрок, у которого 10 карт, имеет право потребовать пересдачу.',
    gloss:
      '2.1. If a player discovers a wrong number of cards in his own hand after the start of the bidding for the talon, he must stop the bidding with the word "STOP" or the like. Penalty: "two down into the mountain" at the level at which the bidding was stopped. The missing cards must be found and returned to the player. A player who has 10 cards has the right to demand a redeal.',
  },
  {
    id: 'PCR-2.2',
    source: PREFERANS_CLUB_SOURCE,
    text: '2.2. Если неправильное количество карт у себя на руках обнаружено спасовавшим игроком и торговля за прикуп не началась,он должен остановить торговлю словом "СТОП" или т.п. Необходимо найти недостающие карты и вернуть игроку. Игрок, у которого 10 карт, имеет право потребовать пересдачу.\nШтраф - "одна взятка в гору" на текущем уровне распасовки.',
    gloss:
      '2.2. If a wrong number of cards in his own hand is discovered by a player who has passed, and the bidding for the talon has not started, he must stop the bidding with the word "STOP" or the like. The missing cards must be found and returned to the player. A player who has 10 cards has the right to demand a redeal.\nPenalty: "one trick into the mountain" at the current all-pass level.\n[Placement: the penalty sentence stands on a line of its own, unnumbered and unindented, right after 2.2 and before 2.3. It is kept with 2.2 exactly as placed, but its placement is ambiguous: it may belong to 2.2 alone (its all-pass price suits a player who has passed) or it may have been meant for clause 2 as a whole or moved there by an edit.]',
  },
  {
    id: 'PCR-2.3',
    source: PREFERANS_CLUB_SOURCE,
    text: '2.3. Два игроки начали торговлю и после выяснилось,что у них не по 10 карт.Игрок с 10 картами может потребовать пересдачу.Либо потребовать уравнять количество карт до 10 в тёмную (вытаскиваются 1 или 2 карты у игрока с лишними картами). Штраф каждому нарушителю - без двух на достигнутом уровне торговли (или по 2 взятки на распасовке, если оба пасовали). Сделанные ранее заявки не меняются.',
    gloss:
      '2.3. Two players [sic: «Два игроки»] began the bidding, and afterwards it turned out that they do not have 10 cards each. The player with 10 cards may demand a redeal. Or he may demand that the number of cards be made up to 10 blind (1 or 2 cards are drawn from the player with the extra cards). Penalty for each offender: two down at the level reached in the bidding (or 2 tricks each on the all-pass, if both passed). Bids made earlier do not change.',
  },
  {
    id: 'PCR-3',
    source: PREFERANS_CLUB_SOURCE,
    text: '3.\u00a0 Заказ контракта, имея на руках более или менее 10 карт (до сноса).\nШтраф - "без двух в гору" на объявленной игре (+ за фактический подсад). Игра доигрывается до конца. Висты пишутся за фактическое количество взяток (и за фактический подсад). Вистовавший игрок с неправильным количеством карт на руках пишет штраф - "без двух в гору" на объявленной игре. Висты не пишет. Пасовавший игрок с неправильным количеством карт на руках пишет штраф - "без одной в гору" на объявленной игре. Висты не пишет.',
    gloss:
      '3. Naming a contract while holding more or fewer than 10 cards (before the discard).\nPenalty: "two down into the mountain" on the declared game (+ for the actual undertricks). The game is played to the end. Whists are written for the actual number of tricks (and for the actual undertricks). A player who whisted with a wrong number of cards in his hand writes the penalty "two down into the mountain" on the declared game. He writes no whists. A player who passed with a wrong number of cards in his hand writes the penalty "one down into the mountain" on the declared game. He writes no whists.',
  },
  {
    id: 'PCR-4',
    source: PREFERANS_CLUB_SOURCE,
    text: '4. У вистующих не правильное количество карт. Играющий пишет за фактический результат. Количество карт у нарушителей делается равным десяти и розыгрыш проводится повторно в открытую. Висты не пишутся. Штраф каждому нарушителю - без двух на объявленной игре.',
    gloss:
      "4. The whisting players (the defenders) have a wrong number of cards. The declarer writes for the actual result. The offenders' card counts are made equal to ten and the play is conducted again, open. Whists are not written. Penalty for each offender: two down on the declared game.",
  },
  {
    id: 'PCR-5',
    source: PREFERANS_CLUB_SOURCE,
    text: LEAD_5,
    gloss: '5. On an all-pass one of the players has 9 cards.',
  },
  {
    id: 'PCR-5.1',
    source: PREFERANS_CLUB_SOURCE,
    heading: LEAD_5,
    text: '5.1. 1-й ход не сделан.\nНадо найти карту. После нахождения "пропажи" распасовка продолжается. Если карта не найдена, либо найдена в другой колоде - пересдача. Штраф\u00a0 нарушителю - 2 взятки на текущем уровне распасовки.',
    gloss:
      '5.1. The first lead has not been made.\nThe card must be found. After the "lost" card is found, the all-pass continues. If the card is not found, or is found in another deck: redeal. Penalty for the offender: 2 tricks at the current all-pass level.',
  },
  {
    id: 'PCR-5.2',
    source: PREFERANS_CLUB_SOURCE,
    heading: LEAD_5,
    text: '5.2. Распасовка началась.\nПосле обнаружения "недостачи" надо найти карту.',
    gloss: '5.2. The all-pass has begun.\nAfter the "shortage" is discovered, the card must be found.',
  },
  {
    id: 'PCR-5.2.1',
    source: PREFERANS_CLUB_SOURCE,
    heading: LEAD_5_2,
    text: '5.2.1. Карту отдают игроку с 9 картами. Если карта найдена открытой - она такой и остаётся. Если не было фальшренонса - игра продолжается. Если был фальшренонс - оставшиеся взятки берёт нарушитель. Не взявший взяток игрок записывает упущенную выгоду вистами на нарушителя.Штраф\u00a0 нарушителю - 2 взятки на текущем уровне распасовки.',
    gloss:
      '5.2.1. The card is given to the player with 9 cards. If the card was found face up, it stays that way. If there was no revoke (false renounce), play continues. If there was a revoke, the offender takes the remaining tricks. A player who has taken no tricks writes his lost profit as whists on the offender. Penalty for the offender: 2 tricks at the current all-pass level.',
  },
  {
    id: 'PCR-5.2.2',
    source: PREFERANS_CLUB_SOURCE,
    heading: LEAD_5_2,
    text: '5.2.2. Карта найдена в другой колоде. Пересдача. Нарушитель пишет за 2 взятки в гору.',
    gloss: '5.2.2. The card is found in another deck. Redeal. The offender writes for 2 tricks into the mountain.',
  },
  {
    id: 'PCR-5.2.3',
    source: PREFERANS_CLUB_SOURCE,
    heading: LEAD_5_2,
    text: '5.2.3. Карта не найдена. Нарушитель пишет в гору за взятые ранее взятки + за оставшиеся взятки + штраф за 4 взятки. Максимум за 8 взяток. Не взявший взяток игрок записывает упущенную выгоду вистами на нарушителя.',
    gloss:
      '5.2.3. The card is not found. The offender writes into the mountain for the tricks taken earlier + for the remaining tricks + a penalty of 4 tricks. Maximum for 8 tricks. A player who has taken no tricks writes his lost profit as whists on the offender.',
  },
  {
    id: 'PCR-6',
    source: PREFERANS_CLUB_SOURCE,
    text: LEAD_6,
    gloss: '6. On an all-pass two players have a wrong number of cards (11 and 9).',
  },
  {
    id: 'PCR-6.1',
    source: PREFERANS_CLUB_SOURCE,
    heading: LEAD_6,
    text: '6.1. 1-й ход не сделан. Пересдача. Штраф\u00a0 нарушителям - по 2 взятки на текущем уровне распасовки.',
    gloss: '6.1. The first lead has not been made. Redeal. Penalty for the offenders: 2 tricks each at the current all-pass level.',
  },
  {
    id: 'PCR-6.2',
    source: PREFERANS_CLUB_SOURCE,
    heading: LEAD_6,
    text: '6.2. Распасовка началась. Нарушители пишут за 5 взяток в гору каждый. 3-й игрок в гору не пишет. Если к моменту обнаружения неверного количества карт игрок не имел взяток - он записывает упущенную выгоду вистами на нарушителей.',
    gloss:
      '6.2. The all-pass has begun. The offenders each write for 5 tricks into the mountain. The 3rd player writes nothing into the mountain. If by the time the wrong number of cards was discovered a player had taken no tricks, he writes his lost profit as whists on the offenders.',
  },
];

/**
 * The older text of the club's rules, as the digest reports it (§5.2, gap G6, §7). Only its
 * opening through part of 2.3 was stored, and the digest reports differences in clauses 1 and
 * 2.2 only. The digest gives no Russian text beyond the words quoted here, so `text` is its
 * English report, not the older wording.
 */
const CLUB_OLD: readonly Clause[] = [
  {
    id: 'PCR-OLD-1',
    source: PREFERANS_CLUB_OLD_SOURCE,
    text: 'Clause 1 (a wrong count found by the player in his own hand before the bidding, the player having said nothing): just «Пересдача» (redeal). The current text instead has the cards found and returned, a blind draw from a hand they are mixed with, and a redeal only if the 10-card player demands one.',
    gloss:
      'The digest\'s English report of the older clause 1; the only Russian it quotes is «Пересдача» ("redeal"). Under the older text a wrong count found before the bidding always led to a redeal, with no penalty.',
  },
  {
    id: 'PCR-OLD-2.2',
    source: PREFERANS_CLUB_OLD_SOURCE,
    text: 'Clause 2.2 (a wrong count found by a player who has passed, before the bidding for the talon has started): the same fine as the current text (one trick into the mountain at the current all-pass level), then «Пересдача» as a mandatory redeal («Штраф … Пересдача»).',
    gloss:
      'The digest\'s English report of the older clause 2.2; the only Russian it quotes is «Штраф … Пересдача» ("Penalty … Redeal"). Under the older text the passer paid one trick at the all-pass level and the deal was always redealt.',
  },
];

/** One Code clause as the digest words it. `text` is English unless `russian` lists quoted words. */
function code(id: string, text: string, russian?: string, plain?: string): Clause {
  const how = russian
    ? `The text is the digest's English paraphrase, keeping the Russian it quotes (${russian}).`
    : "The text is the digest's English paraphrase; the digest quotes no Russian wording here.";
  return { id, source: PREFERANS_CODE_SOURCE, text, gloss: `${how} ${plain ?? text}` };
}

/**
 * The Code clauses a wrong-count or play-irregularity machine meets (digest §5.1 and §5.3), and
 * the ones the gaps of §6 cite, in the Code's order. Footnotes of the commented edition are
 * `CODE-fnN`; lettered items are `CODE-3.2.16.a` …; the worked examples of 3.9.18 are
 * `CODE-3.9.18.ex1` …. Where the digest summarises two clauses in one row, each clause repeats
 * that row and the gloss says so.
 */
const CODE: readonly Clause[] = [
  code(
    'CODE-1.2',
    '2, 3 or 4 players take part; only three play in any deal. With 5 players, the dealer and "the one waiting to deal" sit out.',
    undefined,
    'Two, three or four players; only three play in a deal. With five players the dealer and "the one waiting to deal" sit out (as the digest reports 1.2 in gap C19).',
  ),
  code(
    'CODE-2.2.2',
    'The contract ladder and its prices («цена контракта»): 6 → 2, 7 → 4, 8 → 6, misère → 10, 9 → 8, 10 → 10. Within a level the order is ♠ < ♣ < ♦ < ♥ < no trumps; misère sits between 8 no trumps and 9♠. The price depends only on the level, not on the suit (fn 61: suits once had different prices).',
    '«цена контракта»',
    'The contract ladder and its prices ("the price of the contract"): 6 → 2, 7 → 4, 8 → 6, misère → 10, 9 → 8, 10 → 10. Within a level the order is ♠ < ♣ < ♦ < ♥ < no trumps; misère sits between 8 no trumps and 9♠. The price depends only on the level, not on the suit (fn 61: suits once had different prices). A contract made, or a misère with no trick, writes this price into the pool; a failed misère 10 a trick into the mountain (the digest\'s scoring, §4.2 A–B).',
  ),
  code(
    'CODE-3.1.2',
    'A 4th player may join only if all agree. He writes into his pool and his mountain the arithmetic mean of the current players\' pools and mountains, rounded against him. He sits left of the last dealer and deals next ("deals in the next deal" in the January 1996 wording vs "deals in his first deal" in the commented edition).',
  ),
  code('CODE-3.2.2', 'The deal passes clockwise after every deal, whatever was played. The same dealer deals again only when a deal is declared invalid.'),
  code('CODE-3.2.4', 'A card turned over or dropped while shuffling: reshuffle.'),
  code('CODE-3.2.6', 'Improper cut (the cut is compulsory, on the table, with one hand, each part at least 4 cards): reshuffle and cut again, on request.'),
  code(
    'CODE-3.2.8',
    'Cards go out two at a time, clockwise, starting with the dealer\'s left neighbour; each player gets 10 cards in five rounds. Two cards are set aside as the talon, "preferably after the first round, and never as the first or last pair". No one may see card faces during the deal.',
  ),
  code('CODE-fn12', 'In strict play the talon must always be placed in the same round; any player may insist on this.'),
  code('CODE-3.2.9', 'Dealing order broken: any player may demand a redeal.'),
  code(
    'CODE-3.2.10',
    'With 4 players the dealer gets no cards: he "sits on the talon" («сидит на прикупе»). With 5 or more players, the dealer\'s two left-hand neighbours and his right-hand neighbour play; the Code calls this possible but undesirable.',
    '«сидит на прикупе»',
    'With 4 players the dealer gets no cards: he "sits on the talon". With 5 or more players, the dealer\'s two left-hand neighbours and his right-hand neighbour play, so the dealer and the player third to his left sit out; possible but undesirable. (The digest cites 1.2 and 3.2.10 together for the 4-player rule.)',
  ),
  code('CODE-3.2.12', "A card exposed during the deal through the dealer's fault: redeal."),
  code('CODE-3.2.13', 'Misdeal (wrong number of cards, wrong order, or wrong batch size) noticed before the bidding: redeal.'),
  code(
    'CODE-3.2.14',
    'Deal out of turn: noticed before the deal ends → redeal; after someone has picked up his cards → the deal stands, and the next deal goes to the left of whoever actually dealt.',
  ),
  code(
    'CODE-3.2.15',
    'Redeal list: any card face up while dealing or cutting (whoever\'s fault, fn 13); deck short of cards; no cut (noticed before the deal ends and before anyone looks); out-of-turn deal (same condition); wrong pattern (not clockwise, not by two, talon not the 4th pair); "cards not dealt equally" (fn 15). Fn 14: the claim must come before the deal ends.',
  ),
  code(
    'CODE-fn13',
    'Repeated clumsiness by the dealer: the first time is forgiven; the second time an agreed remiz ("e.g. two in the mountain") and the deal passes. A card face up during the deal or cut forces a redeal whoever\'s fault it is.',
  ),
  code(
    'CODE-fn15',
    'Unequal hands: (a) found during the bidding, one short and one long → redeal; (b) the missing card is under the table → a "casus": the dealer should answer by the logic of the rules, but suspicion is natural; (c) found in mid-play → the deal counts: the long player discards his extra card as worthless, and the short player plays nothing to the last trick.',
  ),
  code('CODE-3.2.16', 'Wrong count in one\'s own hand: each player answers for his own count (penalty per 3.9.18).'),
  code('CODE-3.2.16.a', 'Noticed before play (bidding or playing): the player must announce it.'),
  code('CODE-3.2.16.b', 'No possible self-interest: redeal.'),
  code(
    'CODE-3.2.16.c',
    'Self-interest conceivable: the player may choose a redeal or giving a card to the short hand, if the third player\'s interests are not harmed.',
  ),
  code('CODE-3.2.16.d', 'Conflict of interests: the dealer compensates all damage and lost profit.'),
  code('CODE-3.2.16.e', 'A player who began play (bidding or playing) with a wrong count is fined the maximum gain possible for him in this deal.'),
  code(
    'CODE-3.2.17',
    "Dealer's procedural errors (reshuffling after the cut, wrong order, …): the first time a warning; the second time an agreed remiz (e.g. 5 into the mountain) and the deal passes.",
  ),
  code(
    'CODE-3.2.18',
    'Time limits: claims about the shuffle, the cut or the way of dealing may be made until the deal ends; about whose turn it was to deal, until someone looks at his cards.',
  ),
  code(
    'CODE-3.2.19',
    'Someone saw the talon during or after a correct deal: he may not bid. On an all-pass he takes the first two tricks, those led from the talon. In Rostov he takes all 10 tricks, and the others write whists in halves plus 1 in the pool (fn 19).',
  ),
  code(
    'CODE-3.2.20',
    'Someone took the talon during or after a correct deal: he may not bid. He shuffles his 12 cards and the dealer draws 2 blind to form the talon.',
    undefined,
    'Someone took the talon during or after a correct deal: he may not bid. He shuffles his 12 cards and the dealer draws 2 blind to form the talon. (The digest gives 3.2.20 and 3.3.17 one row.)',
  ),
  code('CODE-3.2.21', 'Peeking at the talon before it is bought (anyone, even the dealer): 5 into the mountain.'),
  code(
    'CODE-3.2.23',
    'After the deal each player must count his cards and report an error before entering the bidding. Any call, including "pass", counts as entering the bidding; from then on the player, not the dealer, answers for a wrong count.',
  ),
  code(
    'CODE-3.3.8',
    'Bids must go up the ladder one step at a time, without jumping. The player on first hand may hold the current bid instead of raising it («здесь» / «мои», e.g. "трефа здесь"); seniority wins the tie. An insufficient bid is pointed out by the others and the bidder may replace it with any legal call, including pass (fn 22).',
    '«здесь», «мои», "трефа здесь"',
    'Bids must go up the ladder one step at a time, without jumping. The player on first hand may hold the current bid instead of raising it ("here" / "mine", e.g. "clubs here"); seniority wins the tie. An insufficient bid is pointed out by the others and the bidder may replace it with any legal call, including pass (fn 22).',
  ),
  code(
    'CODE-fn21',
    'The no-jump and «здесь» conventions are recommendations: any legal bid not lower than the previous one is allowed.',
    '«здесь»',
    'The no-jump and "here" conventions are recommendations: any legal bid not lower than the previous one is allowed.',
  ),
  code('CODE-3.3.9', "Misère may be bid only as the player's first call; any earlier bid forfeits it (also 3.6.3). Only a 9-level bid outbids misère (3.6.4)."),
  code(
    'CODE-3.3.11',
    'A bid cannot be withdrawn. A player whose significant bid is followed by two passes must take the talon and name a contract not lower than his bid.',
  ),
  code('CODE-fn41', 'Tournament norm: "misère is outbid by a nine, and the auction goes no further". The older rule with "misère without talon" is archaic.'),
  code(
    'CODE-3.3.15',
    'After two passes the third hand may simply take the talon without bidding; he is then bound to name a contract. The Code calls this acceptable only in friendly games.',
  ),
  code('CODE-3.3.16', 'The talon seen or exposed during the auction.'),
  code('CODE-3.3.16.1', 'Seen by one player: the auction continues without him.'),
  code('CODE-3.3.16.2', 'Exposed while one player is still bidding: he gets the talon at his last bid.'),
  code(
    'CODE-3.3.16.3',
    'Exposed while two are still bidding: everyone shows their hands, the contract each could have made is determined, and that result is written as whists on the offender (each damaged player picks one outcome, fn 25).',
  ),
  code(
    'CODE-3.3.17',
    'The talon taken by accident during the auction: the taker may not bid; he shuffles his 12 cards and the dealer draws 2 blind to form the talon.',
    undefined,
    'The talon taken by accident during the auction: the taker may not bid; he shuffles his 12 cards and the dealer draws 2 blind to form the talon. (The digest gives 3.2.20 and 3.3.17 one row and one remedy.)',
  ),
  code(
    'CODE-3.3.18',
    "Call out of turn: the offender waits for his turn; no penalty if he becomes declarer. If he becomes a defender, the declarer may forbid, or command, a lead of the suit the offender named, the first time the lead passes to the offender's partner.",
  ),
  code('CODE-3.4.3', 'The declarer must name a contract even if it is hopeless, and it must be not lower than his last bid (3.4.2–3.4.3).'),
  code(
    'CODE-3.4.4',
    'A contract below the bid, or a misère after other bids, must be pointed out and corrected. If the declarer refuses, he is scored «без всех» (all tricks short) at the bid level.',
    '«без всех»',
    'A contract below the bid, or a misère after other bids, must be pointed out and corrected. If the declarer refuses, he is scored "without all" (all tricks short) at the bid level.',
  ),
  code(
    'CODE-3.4.6',
    'Contract named while holding other than 10 cards: «без двух» on the declared game. If the defenders prove that failure was unavoidable even with a correct count (optimal open play), the 2 are added to that hypothetical shortfall. Example: 6 named with no discard made, proven 5 down → scored 7 down.',
    '«без двух»',
    'Contract named while holding other than 10 cards: two down on the declared game. If the defenders prove that failure was unavoidable even with a correct count (optimal open play), the 2 are added to that hypothetical shortfall. Example: 6 named with no discard made, proven 5 down → scored 7 down.',
  ),
  code(
    'CODE-3.4.9',
    "The discard cannot change once the contract is named. Looking at one's own discard after the first lead costs one trick: exactly made → one down; one overtrick → cancelled; several overtricks → one removed; already failing → one more down.",
  ),
  code(
    'CODE-3.4.12',
    'Advice from a bystander: the advised player loses the right that was advised, or the nearest opponent chooses the lead or discard.',
    undefined,
    'Advice from a bystander: the advised player loses the right that was advised, or the nearest opponent chooses the lead or discard. (The digest summarises 3.4.12 and 3.9.20 in one row and does not say which remedy is whose.)',
  ),
  code(
    'CODE-3.7.2.1',
    'All-pass written in the mountain: each player with tricks writes the step price per trick into his mountain; a player with no trick writes one step into his pool. Sochi\'s step is "usually 1 point a trick" (fn 45).',
  ),
  code(
    'CODE-3.7.2.2',
    'All-pass written in whists, not in the mountain: the player or players with the fewest tricks write an agreed number (commonly 5) of whists on each other player for each trick that player took; two tied for fewest write on the third in halves (6/2/2: each of the two writes 15 on the first, 30 in all). A player with no trick writes 1 point into his pool.',
  ),
  code(
    'CODE-3.7.3',
    "All-pass amnesty: subtract the smallest trick count from everyone's count before writing. With 4 players the dealer's talon tricks count, so if he took none the amnesty is 0.",
  ),
  code(
    'CODE-3.7.4',
    'The all-pass progression is by prior agreement: arithmetic 1-2-3 (a cap after 3 steps recommended) or geometric 1-2-4 (3.7.4.1–3.7.4.3). It counts consecutive all-passes.',
  ),
  code(
    'CODE-3.7.6',
    "All-pass play with the talon, 3 players: the talon cards only name the suit of the first two tricks and never win; the highest of the three players' cards wins. The first hand plays first to each and leads the third trick.",
  ),
  code(
    'CODE-3.7.6.1',
    '4-player all-pass: the dealer turns the first talon card; that is his lead and it can win the trick. The first hand plays first to it. The second talon card leads the next trick the same way. The first hand leads the third trick, whoever won the first two.',
  ),
  code('CODE-3.7.6.2', 'Rostov: the talon is not used at all in the all-pass; with 4 players the dealer writes 1 into the pool.'),
  code('CODE-3.7.8', 'Any 6-level game ends an all-pass run. The "7 or more to exit" rule is classic-only and discouraged.'),
  code(
    'CODE-3.8.1',
    'After the contract, the player next after the declarer speaks first: whist or pass. The defence quota is "as a rule" 10 − level (4, 3, 2, 1, 0).',
  ),
  code(
    'CODE-3.8.1.1',
    'A contract played and failed: the declarer writes the contract price per undertrick into his mountain.',
    undefined,
    'A contract played and failed: the declarer writes the contract price per undertrick into his mountain. (The digest cites 3.8.1.1–3.8.1.3 together for the scoring of a played game, §4.2 A; this is its rule for the declarer\'s undertricks.)',
  ),
  code(
    'CODE-3.8.1.2',
    'When the declarer fails, every other participant writes consolation, including a passing defender and, with 4 players, the dealer (fn 36).',
  ),
  code('CODE-3.8.2', 'Defence quotas: 6 → 4 tricks, 7 → 2, 8 → 1, 9 → 1, 10 → 1. No quota on misère.'),
  code(
    'CODE-3.8.5',
    "One whister: he chooses open («в светлую»: both defenders' hands face up before the first lead, and he plays both) or closed («втёмную»). He alone answers for the quota.",
    '«в светлую», «втёмную»',
    "One whister: he chooses open (\"in the light\": both defenders' hands face up before the first lead, and he plays both) or closed (\"in the dark\"). He alone answers for the quota.",
  ),
  code(
    'CODE-3.8.6',
    'Two whisters: play is closed and the quota is joint, but responsibility is per person. On 6 and 7 each whister answers for half the quota (2 tricks on 6, 1 trick on 7); anyone who takes fewer than his half writes the shortfall. On 8, 9 and 10 only the second of the two whisters answers (fn 59).',
  ),
  code(
    'CODE-3.8.8',
    'After a half-whist the passer may "return the whist" by whisting; the half-whister may then only pass. In a 4-player game the dealer has this right too, last in turn, after looking at one defender\'s hand.',
  ),
  code('CODE-3.8.8.1', 'On contracts of 8 and above, after two passes, only the 4-player dealer may still whist.'),
  code('CODE-3.8.10', "The open defenders' hands are arranged face up, sorted; if they are not laid out properly, any player may rearrange them."),
  code(
    'CODE-3.8.11',
    'Responsible whist: a quota shortfall costs the full contract price per missing trick (Sochi; in "classic" after the pool is closed).',
  ),
  code(
    'CODE-3.8.12',
    'Half-responsible whist: a quota shortfall costs half the price per missing trick (Leningrad and Rostov, and "classic" before the pool is closed).',
  ),
  code(
    'CODE-3.8.13',
    'Greedy whist («жлобский», Sochi): when the declarer fails and one defender passed, only the whister writes whists for tricks; the passer writes only consolation («за безвзятие»). With two whisters each writes for himself.',
    '«жлобский», «за безвзятие»',
    'Greedy whist (Sochi): when the declarer fails and one defender passed, only the whister writes whists for tricks; the passer writes only consolation ("for taking no tricks"). With two whisters each writes for himself.',
  ),
  code(
    'CODE-3.8.14',
    'Gentleman\'s whist («джентльменский», Leningrad): when the declarer fails and one defender whisted while the other passed, the whists are split in half; a half-whister writes no whists if the declarer fails.',
    '«джентльменский»',
    'Gentleman\'s whist (Leningrad): when the declarer fails and one defender whisted while the other passed, the whists are split in half (the pref-game.ru forum, which the digest follows: all whists, trick whists and consolation alike, open or closed play); a half-whister writes no whists if the declarer fails.',
  ),
  code('CODE-fn54', 'Consolation "= contract price" in Sochi and Leningrad; fixed (10 or 15 whists per undertrick) in Rostov (with fn 36).'),
  code(
    'CODE-3.9.11.2',
    'Looking at someone else\'s trick, or one\'s own that is not the last: the offender loses one trick, whether declarer or defender. On an all-pass: +1 trick ("as if an 11th"). On misère: +1 trick.',
  ),
  code('CODE-3.9.12', 'The penalty trick of 3.9.11.2 is not given to anyone else (fn 34: to prevent collusion).'),
  code(
    'CODE-3.9.14',
    'Exposed card (played out of turn): it stays face up "to be called". It must be played at the first legal chance unless the opponent forbids it (he cannot forbid it when the offender leads). If there are several, the opponent picks the order. It can never return to the hand.',
  ),
  code(
    'CODE-3.9.14.1',
    "Lead out of turn by a defender: the card is played at the first chance. In addition the declarer may forbid or command the partner's lead in that suit, or accept the lead from the wrong hand.",
  ),
  code(
    'CODE-3.9.14.2',
    'Lead out of turn by the declarer: the defenders may demand that the exposed card be played. They cannot forbid its lead when the declarer has the lead.',
  ),
  code(
    'CODE-3.9.14.3',
    'Lead out of turn on an all-pass: the offender takes all the remaining tricks. Any proven further damage is compensated in full (example: 50 whists).',
  ),
  code(
    'CODE-3.9.14.4',
    'Showing one\'s cards to claim the rest: with no plan stated, all shown cards become exposed and the opponents dictate the order of play (not absurdly). With a plan stated, they may hold him to that plan.',
  ),
  code('CODE-3.9.14.5', 'Out of turn noticed after the trick is complete: no penalty; the trick stands.'),
  code(
    'CODE-3.9.15',
    'A card counts as exposed when it was led out of turn; when a revoke was corrected; when a hand was shown as a claim; when it was shown to another player while still held.',
  ),
  code('CODE-3.9.16', 'Revoke: failing to follow suit, or not trumping when void, while able.'),
  code('CODE-3.9.16.1', 'A revoke corrected in the same trick (fn 67): the wrong card becomes an exposed card.'),
  code(
    'CODE-3.9.16.2',
    'A revoke found later: at least 1 trick penalty. Cards played after the revoke are taken back and replayed, with every doubt resolved against the offender (fn 68). The penalty trick goes to the opponents.',
  ),
  code('CODE-3.9.17', 'Revoke claims may be made until the end of play. After the cards are mixed and the result written, no claims.'),
  code(
    'CODE-3.9.18',
    'Wrong count found during play despite a correct deal (wrong discard, double card, skipped turn, …): the fine is the largest possible lost profit of the others. The declarer scores at least «без двух», even if he made the contract; more if the defenders already have, or can prove, more.',
    '«без двух»',
    'Wrong count found during play despite a correct deal (wrong discard, double card, skipped turn, …): the fine is the largest possible lost profit of the others. The declarer scores at least two down, even if he made the contract; more if the defenders already have, or can prove, more.',
  ),
  code(
    'CODE-3.9.18.ex1',
    "Example 1: the declarer's count is wrong. Play on; extra cards are not tricks; subtract 2 from his tricks (took 6 → 4; took 4 → 2; took 8 → still 4, i.e. two down). The defenders write whists and consolation on the actual result, not counting the penalty tricks (fn 70: compare 3.4.6).",
  ),
  code(
    'CODE-3.9.18.ex2',
    'Example 2: a defender\'s count is wrong (dropped, misdealt, stuck cards, a double card, a skipped turn…) and he alone is at fault: remiz «без двух» "on the whist".',
    '«без двух»',
    'Example 2: a defender\'s count is wrong (dropped, misdealt, stuck cards, a double card, a skipped turn…) and he alone is at fault: a remiz of two down "on the whist".',
  ),
  code(
    'CODE-3.9.18.ex3',
    'Example 3: 11 and 9, the declarer and one defender: both are fined, without two on the game, and without two on the whist.',
  ),
  code(
    'CODE-3.9.20',
    'Advice from a bystander: the advised player loses the right that was advised, or the nearest opponent chooses the lead or discard.',
    undefined,
    'Advice from a bystander: the advised player loses the right that was advised, or the nearest opponent chooses the lead or discard. (The digest summarises 3.4.12 and 3.9.20 in one row and does not say which remedy is whose.)',
  ),
  code('CODE-3.9.21', 'Breaking the rules or the order of play in the last trick has no consequence.'),
  code(
    'CODE-4.1.1',
    "Pool points beyond the agreed size, when nobody is left to help, are written off the player's own mountain, even below zero. A mountain is shared among all participants, the owner included (4.1.1(б)): with 4 players, 6 surplus points are worth 15 whists to each of the other 3.",
    '«б» as the item letter',
    "Pool points beyond the agreed size, when nobody is left to help, are written off the player's own mountain, even below zero. A mountain is shared among all participants, the owner included (item (b) of 4.1.1): with 4 players, 6 surplus points are worth 15 whists to each of the other 3.",
  ),
  code(
    'CODE-4.2.3',
    'Points beyond the pool size P go as help to the opponent with the largest unclosed pool (ties: the one to the left); the helper writes 10 whists per point on the helped player. The game ends when every pool equals P. Stopping early needs everyone\'s consent; each player then adds P − pool to his mountain.',
  ),
  code(
    'CODE-4.2.3.2',
    'Unwhisted contracts also go to the pool, never off the mountain: a contract both defenders pass is not played, and the declarer writes its price into his pool.',
    undefined,
    'Unwhisted contracts also go to the pool, never off the mountain: a contract both defenders pass is not played, and the declarer writes its price into his pool (the digest infers this from 3.5.3 and 4.2.3.2).',
  ),
  code(
    'CODE-4.2.12',
    'Rounding: when 10·M/N is fractional, one player\'s mountain is adjusted by 1 and the others compensate in whists. Example with 3 players: one point off the mountain, and the other two each write 3 whists on him.',
  ),
  code('CODE-fn74', 'The choice of whom to help has no financial effect.'),
  code('CODE-5.4.15', 'The deck may be replaced.'),
];

/** Every clause of the Preferans registry: the club's rules, their older text, then the Code. */
export const PREFERANS_CLAUSES: readonly Clause[] = [...CLUB, ...CLUB_OLD, ...CODE];

const BY_ID: ReadonlyMap<string, Clause> = new Map(PREFERANS_CLAUSES.map((c) => [c.id, c]));

/** The clause with this id; throws on an id the registry does not have. */
export function clauseById(id: string): Clause {
  const clause = BY_ID.get(id);
  if (!clause) {
    throw new Error(
      `unknown Preferans clause id ${JSON.stringify(id)} (known: ${PREFERANS_CLAUSES[0].id} … ${PREFERANS_CLAUSES[PREFERANS_CLAUSES.length - 1].id})`,
    );
  }
  return clause;
}
