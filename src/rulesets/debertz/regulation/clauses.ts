import type { Clause } from '../../../core/regulation/types.ts';

/** Where every clause below comes from. */
export const DEBERTZ_SOURCE = 'FDU competition rules, section 6 (Russian text)';

/** The title of section 6 in the source; it heads the whole section, not any one clause. */
export const DEBERTZ_SECTION_TITLE = 'Игровые ситуации и штрафные санкции';

/**
 * Every clause of section 6 of the FDU competition rules, in document order.
 *
 * `text` is each line of the regulation verbatim, clause number and bullet mark «Ø» included
 * (spacing, punctuation and ASCII quotes exactly as in the source, e.g. «разделения.Согласно»).
 * Bullet items are their own clauses, lettered in order after their lead-in (`DEB-6.2.1.8.a`).
 * `gloss` renders the text in English without interpreting it; ambiguities are kept.
 */
export const DEBERTZ_CLAUSES: readonly Clause[] = [
  {
    id: 'DEB-6.1',
    source: DEBERTZ_SOURCE,
    text: '6.1 Игровые ситуации возникают после окончания раздачи, как её результат.',
    gloss: 'Game situations arise after the end of a deal, as its result.',
  },
  {
    id: 'DEB-6.2',
    source: DEBERTZ_SOURCE,
    text: '6.2 Различают следующие игровые ситуации:',
    gloss: 'The following game situations are distinguished:',
  },
  {
    id: 'DEB-6.2.1.1',
    source: DEBERTZ_SOURCE,
    heading: 'Байд.',
    text: '6.2.1.1 Байд наступает в случае не набора необходимых игровых очков игроком либо командой, которые сделали заказ игры, или объявляется судьей соревнований в случае фиксирования факта нарушения правил.',
    gloss: 'Bayd occurs when the player or team that ordered the game fails to score the necessary game points, or it is declared by the competition referee when a breach of the rules has been recorded.',
  },
  {
    id: 'DEB-6.2.1.2',
    source: DEBERTZ_SOURCE,
    heading: 'Байд.',
    text: '6.2.1.2 В случае если игрок или команда оказались в байде - противник автоматически становится досрочным победителем в раздаче и получает набранные ими игровые очки, что фиксируется судьей соревнований в протоколе встречи.',
    gloss: 'If a player or team has ended up in bayd, the opponent automatically becomes the early winner of the deal and receives the game points scored by them, which the competition referee records in the match protocol.',
  },
  {
    id: 'DEB-6.2.1.3',
    source: DEBERTZ_SOURCE,
    heading: 'Байд.',
    text: '6.2.1.3 Игроку/команде, которые оказались в байде, не начисляются никакие игровые очки.',
    gloss: 'The player/team that has ended up in bayd is credited with no game points at all.',
  },
  {
    id: 'DEB-6.2.1.4',
    source: DEBERTZ_SOURCE,
    heading: 'Байд.',
    text: '6.2.1.4 Байд фиксируется судьей соревнований в соответствующем разделе протокола встречи буквой "Б".',
    gloss: 'The competition referee records a bayd in the corresponding section of the match protocol with the letter "Б".',
  },
  {
    id: 'DEB-6.2.1.5',
    source: DEBERTZ_SOURCE,
    heading: 'Байд.',
    text: '6.2.1.5 Набранные игровые очки во время раздачи и потенциальные игровые очки, объявленные игроком или командой во время торгов заказов, начисляются противникам.',
    gloss: 'The game points scored during the deal and the potential game points declared by the player or team during the order bidding are credited to the opponents.',
  },
  {
    id: 'DEB-6.2.1.6',
    source: DEBERTZ_SOURCE,
    heading: 'Байд.',
    text: '6.2.1.6 Получение трех букв "Б" в течение партии является основанием для списания дополнительных 100 штрафных игровых очков.',
    gloss: 'Receiving three letters "Б" within a party is grounds for deducting an additional 100 penalty game points.',
  },
  {
    id: 'DEB-6.2.1.7',
    source: DEBERTZ_SOURCE,
    heading: 'Байд.',
    text: '6.2.1.7 Каждый последующий байд после получения трех букв "Б" в течение партии является основанием для списания дополнительных 50 штрафных игровых очков.',
    gloss: 'Each further bayd after three letters "Б" have been received within a party is grounds for deducting an additional 50 penalty game points.',
  },
  {
    id: 'DEB-6.2.1.8',
    source: DEBERTZ_SOURCE,
    heading: 'Байд.',
    text: '6.2.1.8 Байд игроку / команде объявляется судьей соревнований в случаях:',
    gloss: 'The competition referee declares bayd against a player / team in the following cases:',
  },
  {
    id: 'DEB-6.2.1.8.a',
    source: DEBERTZ_SOURCE,
    heading: 'Байд.',
    text: 'Ø нарушения правила хода (несвоевременный ход, несвоевременный заказ игры либо несвоевременное объявление паса)',
    gloss: 'a breach of the turn-order rule (an untimely move, an untimely order of the game or an untimely announcement of a pass)',
  },
  {
    id: 'DEB-6.2.1.8.b',
    source: DEBERTZ_SOURCE,
    heading: 'Байд.',
    text: 'Ø фиксирования судьёй соревнований маяка со стороны напарников по команде или со стороны зрителей;',
    gloss: 'the competition referee recording a signal («маяк») from team partners or from spectators;',
  },
  {
    id: 'DEB-6.2.1.8.c',
    source: DEBERTZ_SOURCE,
    heading: 'Байд.',
    text: 'Ø случайное или намеренное нарушение игроком правила обязательного перебивания первой козырной карты в розыгрыше;',
    gloss: "a player's accidental or deliberate breach of the rule that the first trump card in the play must be beaten;",
  },
  {
    id: 'DEB-6.2.1.8.d',
    source: DEBERTZ_SOURCE,
    heading: 'Байд.',
    text: 'Ø случайное или намеренное освещение игроком своих игральных карт.',
    gloss: "a player's accidental or deliberate exposure of his own playing cards.",
  },
  {
    id: 'DEB-6.2.2.1',
    source: DEBERTZ_SOURCE,
    heading: 'Отложенный байд.',
    text: '6.2.2.1 Отложенный байд наступает в случае набора игроками или командами одинакового количества игровых очков в первичной раздаче, в результате чего сумма игровых очков, набранных игроком-заказчиком в первичной раздаче, добавляется к результатам следующей раздачи, а сумма игровых очков, набранных другими игроками, засчитывается им в личный счёт партии.',
    gloss: 'A deferred bayd occurs when players or teams score an equal number of game points in the primary deal; as a result, the sum of game points scored by the declarer in the primary deal is added to the results of the next deal, while the sum of game points scored by the other players is credited to their personal party score.',
  },
  {
    id: 'DEB-6.2.2.2',
    source: DEBERTZ_SOURCE,
    heading: 'Отложенный байд.',
    text: '6.2.2.2 Проведение следующей раздачи происходит путем раздачи судьей соревнований одновременно всех игральных карт всем игрокам в чёткой последовательности, а именно судья:',
    gloss: 'The next deal is conducted by the competition referee dealing all the playing cards to all players at once in a strict sequence; namely, the referee:',
  },
  {
    id: 'DEB-6.2.2.2.a',
    source: DEBERTZ_SOURCE,
    heading: 'Отложенный байд.',
    text: 'Ø раздает игрокам по 6 игральных карт за 2 круга (по 3 карты за круг);',
    gloss: 'deals the players 6 playing cards each in 2 rounds (3 cards per round);',
  },
  {
    id: 'DEB-6.2.2.2.b',
    source: DEBERTZ_SOURCE,
    heading: 'Отложенный байд.',
    text: 'Ø светит следующую карту всем игрокам и отдает её игроку-заказчику;',
    gloss: 'shows the next card to all players and gives it to the declarer;',
  },
  {
    id: 'DEB-6.2.2.2.c',
    source: DEBERTZ_SOURCE,
    heading: 'Отложенный байд.',
    text: 'Ø продолжает дальнейшую раздачу игрокам другой части колоды по 2 игральные карты, кроме игрока-заказчика согласно правилу хода.',
    gloss: 'continues dealing the other part of the deck to the players, 2 playing cards each, except the declarer, according to the turn-order rule.',
  },
  {
    id: 'DEB-6.2.2.3',
    source: DEBERTZ_SOURCE,
    heading: 'Отложенный байд.',
    text: '6.2.2.3 В следующей раздаче игрок-заказчик не меняется.',
    gloss: 'In the next deal the declarer does not change.',
  },
  {
    id: 'DEB-6.2.2.4',
    source: DEBERTZ_SOURCE,
    heading: 'Отложенный байд.',
    text: '6.2.2.4 После завершения судьей раздачи игральных карт, игроки начинают игру по общим правилам, с учётом отложенных игровых очков.',
    gloss: 'After the referee has finished dealing the playing cards, the players begin play under the general rules, taking the deferred game points into account.',
  },
  {
    id: 'DEB-6.2.2.5',
    source: DEBERTZ_SOURCE,
    heading: 'Отложенный байд.',
    text: '6.2.2.5 Все отложенные игровые очки зачисляются победителю / победителям следующей раздачи по правилу их разделения.Согласно правилу разделения, отложенные игровые очки начисляются игрокам / командам следующим образом:',
    gloss: 'All deferred game points are credited to the winner / winners of the next deal under the rule of their division. Under the division rule, the deferred game points are credited to players / teams as follows:',
  },
  {
    id: 'DEB-6.2.2.5.a',
    source: DEBERTZ_SOURCE,
    heading: 'Отложенный байд.',
    text: 'Ø если игроком или командой, которые заказали игру в первичной раздаче, было набрано необходимое для победы количество игровых очков в следующей раздаче, то отложенные игровые очки добавляются в их личный счёт партии;',
    gloss: 'if the player or team that ordered the game in the primary deal scored the number of game points necessary for victory in the next deal, the deferred game points are added to their personal party score;',
  },
  {
    id: 'DEB-6.2.2.5.b',
    source: DEBERTZ_SOURCE,
    heading: 'Отложенный байд.',
    text: 'Ø если игроком или командой, которые заказали игру в первичной раздаче, не было набрано необходимое для победы количество игровых очков в следующей раздаче, то отложенные игровые очки переходят к игроку или команде в форматах соревнований 1х1 и 2х2, или делятся между противниками в форматах соревнований 1х2 и 1х3.',
    gloss: 'if the player or team that ordered the game in the primary deal did not score the number of game points necessary for victory in the next deal, the deferred game points pass to the player or team in the competition formats 1x1 and 2x2, or are divided among the opponents in the competition formats 1x2 and 1x3.',
  },
  {
    id: 'DEB-6.2.2.6',
    source: DEBERTZ_SOURCE,
    heading: 'Отложенный байд.',
    text: '6.2.2.6 По правилу разделения игровых очков в форматах соревнований 1х2 и 1х3, отложенные игровые очки начисляются игрокам следующим образом:',
    gloss: 'Under the rule for dividing game points in the competition formats 1x2 and 1x3, the deferred game points are credited to the players as follows:',
  },
  {
    id: 'DEB-6.2.2.6.a',
    source: DEBERTZ_SOURCE,
    heading: 'Отложенный байд.',
    text: 'Ø если игроком, который заказал игру в первичной раздаче, не было набрано необходимое для победы количество игровых очков в следующей раздаче, то отложенные игровые очки переходят к игроку, который набрал больше игровых очков, чем игрок-заказчик;',
    gloss: 'if the player who ordered the game in the primary deal did not score the number of game points necessary for victory in the next deal, the deferred game points pass to the player who scored more game points than the declarer;',
  },
  {
    id: 'DEB-6.2.2.6.b',
    source: DEBERTZ_SOURCE,
    heading: 'Отложенный байд.',
    text: 'Ø если всеми противниками было набрано больше игровых очков чем у игрока-заказчика, то отложенные игровые очки делятся между ними равными частями.',
    gloss: 'if all the opponents scored more game points than the declarer, the deferred game points are divided among them in equal parts.',
  },
  {
    id: 'DEB-6.2.3.1',
    source: DEBERTZ_SOURCE,
    heading: 'Игра без взяток.',
    text: '6.2.3.1 Раздача, по результатам которой игрок или команда, не получают выигрышной взятки, что является основанием для списания 50 штрафных игровых очков с их личного счёта партии.',
    gloss: 'A deal as a result of which a player or team does not receive a winning trick, which is grounds for deducting 50 penalty game points from their personal party score.',
  },
  {
    id: 'DEB-6.2.3.2',
    source: DEBERTZ_SOURCE,
    heading: 'Игра без взяток.',
    text: '6.2.3.2 Потенциальные игровые очки, объявленные в ходе торгов заказов, игроком или командой, которые не получили ни одной выигрышной взятки, по результатам раздачи не начисляются.',
    gloss: 'The potential game points declared during the order bidding by a player or team that did not receive a single winning trick are not credited on the results of the deal.',
  },
  {
    id: 'DEB-6.3',
    source: DEBERTZ_SOURCE,
    text: '6.3 Если судьей соревнований было случайно засвечено игральные карты во время их раздачи, то раздача начинается заново.',
    gloss: 'If the competition referee accidentally exposed playing cards while dealing them, the deal starts again.',
  },
  {
    id: 'DEB-6.4',
    source: DEBERTZ_SOURCE,
    text: '6.4 Все штрафные санкции начисляются, объявляются и фиксируются судьей соревнований с последующим их занесением в протокол встречи.',
    gloss: 'All penalties are assessed, announced and recorded by the competition referee and then entered in the match protocol.',
  },
];

const BY_ID: ReadonlyMap<string, Clause> = new Map(DEBERTZ_CLAUSES.map((c) => [c.id, c]));

/** The clause with this id; throws on an id the regulation does not have. */
export function clauseById(id: string): Clause {
  const clause = BY_ID.get(id);
  if (!clause) throw new Error(`unknown Debertz clause id ${JSON.stringify(id)} (known: ${DEBERTZ_CLAUSES[0].id} … ${DEBERTZ_CLAUSES[DEBERTZ_CLAUSES.length - 1].id})`);
  return clause;
}
