import { describe, expect, it } from 'vitest';
import { DEBERTZ_CLAUSES, DEBERTZ_SECTION_TITLE, DEBERTZ_SOURCE, clauseById } from '../../../src/rulesets/debertz/regulation/clauses.ts';
import { DEBERTZ_GAPS } from '../../../src/rulesets/debertz/regulation/gaps.ts';
import { InputError, defaultReadings, resolveReadings } from '../../../src/core/regulation/readings.ts';

/**
 * The non-empty lines of FDU section 6 (Russian), in document order, copied from the regulation
 * file. The product carries its own copy of the text, so the test never reads the source file.
 */
const TITLE = 'Игровые ситуации и штрафные санкции';
const HEADINGS = ['Байд.', 'Отложенный байд.', 'Игра без взяток.'];
const DOCUMENT: readonly string[] = [
  TITLE,
  '6.1 Игровые ситуации возникают после окончания раздачи, как её результат.',
  '6.2 Различают следующие игровые ситуации:',
  'Байд.',
  '6.2.1.1 Байд наступает в случае не набора необходимых игровых очков игроком либо командой, которые сделали заказ игры, или объявляется судьей соревнований в случае фиксирования факта нарушения правил.',
  '6.2.1.2 В случае если игрок или команда оказались в байде - противник автоматически становится досрочным победителем в раздаче и получает набранные ими игровые очки, что фиксируется судьей соревнований в протоколе встречи.',
  '6.2.1.3 Игроку/команде, которые оказались в байде, не начисляются никакие игровые очки.',
  '6.2.1.4 Байд фиксируется судьей соревнований в соответствующем разделе протокола встречи буквой "Б".',
  '6.2.1.5 Набранные игровые очки во время раздачи и потенциальные игровые очки, объявленные игроком или командой во время торгов заказов, начисляются противникам.',
  '6.2.1.6 Получение трех букв "Б" в течение партии является основанием для списания дополнительных 100 штрафных игровых очков.',
  '6.2.1.7 Каждый последующий байд после получения трех букв "Б" в течение партии является основанием для списания дополнительных 50 штрафных игровых очков.',
  '6.2.1.8 Байд игроку / команде объявляется судьей соревнований в случаях:',
  'Ø нарушения правила хода (несвоевременный ход, несвоевременный заказ игры либо несвоевременное объявление паса)',
  'Ø фиксирования судьёй соревнований маяка со стороны напарников по команде или со стороны зрителей;',
  'Ø случайное или намеренное нарушение игроком правила обязательного перебивания первой козырной карты в розыгрыше;',
  'Ø случайное или намеренное освещение игроком своих игральных карт.',
  'Отложенный байд.',
  '6.2.2.1 Отложенный байд наступает в случае набора игроками или командами одинакового количества игровых очков в первичной раздаче, в результате чего сумма игровых очков, набранных игроком-заказчиком в первичной раздаче, добавляется к результатам следующей раздачи, а сумма игровых очков, набранных другими игроками, засчитывается им в личный счёт партии.',
  '6.2.2.2 Проведение следующей раздачи происходит путем раздачи судьей соревнований одновременно всех игральных карт всем игрокам в чёткой последовательности, а именно судья:',
  'Ø раздает игрокам по 6 игральных карт за 2 круга (по 3 карты за круг);',
  'Ø светит следующую карту всем игрокам и отдает её игроку-заказчику;',
  'Ø продолжает дальнейшую раздачу игрокам другой части колоды по 2 игральные карты, кроме игрока-заказчика согласно правилу хода.',
  '6.2.2.3 В следующей раздаче игрок-заказчик не меняется.',
  '6.2.2.4 После завершения судьей раздачи игральных карт, игроки начинают игру по общим правилам, с учётом отложенных игровых очков.',
  '6.2.2.5 Все отложенные игровые очки зачисляются победителю / победителям следующей раздачи по правилу их разделения.Согласно правилу разделения, отложенные игровые очки начисляются игрокам / командам следующим образом:',
  'Ø если игроком или командой, которые заказали игру в первичной раздаче, было набрано необходимое для победы количество игровых очков в следующей раздаче, то отложенные игровые очки добавляются в их личный счёт партии;',
  'Ø если игроком или командой, которые заказали игру в первичной раздаче, не было набрано необходимое для победы количество игровых очков в следующей раздаче, то отложенные игровые очки переходят к игроку или команде в форматах соревнований 1х1 и 2х2, или делятся между противниками в форматах соревнований 1х2 и 1х3.',
  '6.2.2.6 По правилу разделения игровых очков в форматах соревнований 1х2 и 1х3, отложенные игровые очки начисляются игрокам следующим образом:',
  'Ø если игроком, который заказал игру в первичной раздаче, не было набрано необходимое для победы количество игровых очков в следующей раздаче, то отложенные игровые очки переходят к игроку, который набрал больше игровых очков, чем игрок-заказчик;',
  'Ø если всеми противниками было набрано больше игровых очков чем у игрока-заказчика, то отложенные игровые очки делятся между ними равными частями.',
  'Игра без взяток.',
  '6.2.3.1 Раздача, по результатам которой игрок или команда, не получают выигрышной взятки, что является основанием для списания 50 штрафных игровых очков с их личного счёта партии.',
  '6.2.3.2 Потенциальные игровые очки, объявленные в ходе торгов заказов, игроком или командой, которые не получили ни одной выигрышной взятки, по результатам раздачи не начисляются.',
  '6.3 Если судьей соревнований было случайно засвечено игральные карты во время их раздачи, то раздача начинается заново.',
  '6.4 Все штрафные санкции начисляются, объявляются и фиксируются судьей соревнований с последующим их занесением в протокол встречи.',
];
const CLAUSE_LINES = DOCUMENT.filter((line) => line !== TITLE && !HEADINGS.includes(line));

const EXPECTED_IDS = [
  'DEB-6.1', 'DEB-6.2',
  'DEB-6.2.1.1', 'DEB-6.2.1.2', 'DEB-6.2.1.3', 'DEB-6.2.1.4', 'DEB-6.2.1.5', 'DEB-6.2.1.6', 'DEB-6.2.1.7',
  'DEB-6.2.1.8', 'DEB-6.2.1.8.a', 'DEB-6.2.1.8.b', 'DEB-6.2.1.8.c', 'DEB-6.2.1.8.d',
  'DEB-6.2.2.1', 'DEB-6.2.2.2', 'DEB-6.2.2.2.a', 'DEB-6.2.2.2.b', 'DEB-6.2.2.2.c', 'DEB-6.2.2.3', 'DEB-6.2.2.4',
  'DEB-6.2.2.5', 'DEB-6.2.2.5.a', 'DEB-6.2.2.5.b', 'DEB-6.2.2.6', 'DEB-6.2.2.6.a', 'DEB-6.2.2.6.b',
  'DEB-6.2.3.1', 'DEB-6.2.3.2', 'DEB-6.3', 'DEB-6.4',
];

function expectedHeading(id: string): string | undefined {
  if (id.startsWith('DEB-6.2.1.')) return 'Байд.';
  if (id.startsWith('DEB-6.2.2.')) return 'Отложенный байд.';
  if (id.startsWith('DEB-6.2.3.')) return 'Игра без взяток.';
  return undefined;
}

describe('Debertz clauses', () => {
  it('have unique ids, in document order', () => {
    const ids = DEBERTZ_CLAUSES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(EXPECTED_IDS);
    const positions = DEBERTZ_CLAUSES.map((c) => DOCUMENT.indexOf(c.text));
    for (let i = 1; i < positions.length; i++) expect(positions[i]).toBeGreaterThan(positions[i - 1]);
  });

  it('contain every line of the regulation verbatim', () => {
    const all = DEBERTZ_CLAUSES.map((c) => c.text).join('\n');
    for (const line of CLAUSE_LINES) expect(all).toContain(line);
    // one clause per line, and nothing added
    expect(DEBERTZ_CLAUSES.map((c) => c.text)).toEqual(CLAUSE_LINES);
  });

  it('number each clause and letter each bullet as its text does', () => {
    for (const c of DEBERTZ_CLAUSES) {
      const m = /^DEB-([\d.]+?)(?:\.([a-d]))?$/.exec(c.id);
      expect(m, c.id).not.toBeNull();
      if (m![2]) expect(c.text.startsWith('Ø '), c.id).toBe(true);
      else expect(c.text.startsWith(`${m![1]} `), c.id).toBe(true);
    }
  });

  it('carry their heading, source and an English gloss', () => {
    expect(DEBERTZ_SECTION_TITLE).toBe(TITLE);
    for (const c of DEBERTZ_CLAUSES) {
      expect(c.heading, c.id).toBe(expectedHeading(c.id));
      expect(c.source).toBe(DEBERTZ_SOURCE);
      expect(c.source).toBe('FDU competition rules, section 6 (Russian text)');
      expect(c.gloss.trim().length, c.id).toBeGreaterThan(0);
      // English: Cyrillic only inside «» quotes or as the protocol letter "Б"
      expect(c.gloss.replace(/«[^»]*»/g, '').replace(/"Б"/g, ''), c.id).not.toMatch(/[\u0400-\u04ff]/);
    }
    // every heading of the document stands right before the first clause it heads
    for (const h of HEADINGS) {
      const first = DEBERTZ_CLAUSES.find((c) => c.heading === h)!;
      expect(DOCUMENT[DOCUMENT.indexOf(first.text) - 1]).toBe(h);
    }
  });

  it('clauseById finds every clause and throws on an unknown id', () => {
    for (const c of DEBERTZ_CLAUSES) expect(clauseById(c.id)).toBe(c);
    expect(() => clauseById('DEB-6.2.1.9')).toThrow(/DEB-6\.2\.1\.9/);
    expect(() => clauseById('6.1')).toThrow();
  });
});

describe('Debertz gaps', () => {
  it('are exactly DEB-G1 … DEB-G53 (the digest’s 41 and twelve the model found), in order', () => {
    expect(DEBERTZ_GAPS).toHaveLength(53);
    expect(DEBERTZ_GAPS.map((g) => g.id)).toEqual(Array.from({ length: 53 }, (_, i) => `DEB-G${i + 1}`));
  });

  it('have unique reading ids and a default among them', () => {
    for (const g of DEBERTZ_GAPS) {
      const ids = g.readings.map((r) => r.id);
      expect(ids.length, g.id).toBeGreaterThan(0);
      expect(new Set(ids).size, g.id).toBe(ids.length);
      expect(ids, g.id).toContain(g.default);
      if (g.status === 'switch') expect(ids.length, g.id).toBeGreaterThan(1);
      for (const r of g.readings) {
        expect(r.summary.trim().length, `${g.id}/${r.id}`).toBeGreaterThan(0);
        expect(r.summary, `${g.id}/${r.id}`).not.toContain('\n');
      }
    }
  });

  it('cite only clauses that exist', () => {
    const known = new Set(DEBERTZ_CLAUSES.map((c) => c.id));
    for (const g of DEBERTZ_GAPS) {
      for (const id of g.clauses) expect(known.has(id), `${g.id} cites ${id}`).toBe(true);
      expect(new Set(g.clauses).size, g.id).toBe(g.clauses.length);
    }
  });

  it('have a title, a question and a note', () => {
    for (const g of DEBERTZ_GAPS) {
      expect(g.title.trim(), g.id).not.toBe('');
      expect(g.question.trim(), g.id).not.toBe('');
      expect(g.note.trim(), g.id).not.toBe('');
    }
  });

  it('give the fixed statuses and defaults of the model design', () => {
    const status = Object.fromEntries(DEBERTZ_GAPS.map((g) => [g.id, g.status]));
    expect(Object.keys(status).filter((id) => status[id] === 'not-modelled')).toEqual(['DEB-G1', 'DEB-G41']);
    expect(Object.keys(status).filter((id) => status[id] === 'fixed')).toEqual([
      'DEB-G6', 'DEB-G9', 'DEB-G11', 'DEB-G29', 'DEB-G36', 'DEB-G40', 'DEB-G44',
    ]);
    const defaults = defaultReadings(DEBERTZ_GAPS);
    expect(Object.keys(defaults)).toHaveLength(51);
    expect(defaults).toMatchObject({
      'DEB-G2': 'literal', 'DEB-G8': 'pot', 'DEB-G10': 'carry', 'DEB-G15': 'beat-each', 'DEB-G18': 'equals-best',
      'DEB-G21': 'melds-void', 'DEB-G25': 'led-trump', 'DEB-G28': 'literal', 'DEB-G38': '501', 'DEB-G39': 'fifty', 'DEB-G42': 'play-every-card', 'DEB-G43': 'declarer', 'DEB-G45': 'as-declared', 'DEB-G46': 'declared-only',
      'DEB-G47': 'each-own', 'DEB-G48': 'withhold', 'DEB-G49': 'deberc-at-lead', 'DEB-G50': 'value-then-top',
      'DEB-G51': 'earlier-seat', 'DEB-G52': 'team', 'DEB-G53': 'shared',
    });
  });
});

describe('resolveReadings on the Debertz gaps', () => {
  it('accepts a known reading of a switch', () => {
    const r = resolveReadings(DEBERTZ_GAPS, { 'DEB-G8': 'handicap' });
    expect(r['DEB-G8']).toBe('handicap');
    expect(r['DEB-G2']).toBe('literal');
    expect(r['DEB-G1']).toBeUndefined();
  });

  it('rejects an unknown gap, naming the field', () => {
    expect(() => resolveReadings(DEBERTZ_GAPS, { 'DEB-G99': 'x' })).toThrow(InputError);
    expect(() => resolveReadings(DEBERTZ_GAPS, { 'DEB-G99': 'x' })).toThrow(/^readings\.DEB-G99: unknown gap id/);
    expect(() => resolveReadings(DEBERTZ_GAPS, { 'DEB-G99': 'x' }, 'overrides')).toThrow(/^overrides\.DEB-G99:/);
  });

  it('rejects an unknown reading, naming the field', () => {
    expect(() => resolveReadings(DEBERTZ_GAPS, { 'DEB-G25': 'never' })).toThrow(InputError);
    expect(() => resolveReadings(DEBERTZ_GAPS, { 'DEB-G25': 'never' })).toThrow(/^readings\.DEB-G25: unknown reading "never"/);
    expect(() => resolveReadings(DEBERTZ_GAPS, { 'DEB-G38': 501 })).toThrow(/^readings\.DEB-G38: unknown reading 501/);
  });

  it('rejects a not-modelled gap, naming the field', () => {
    expect(() => resolveReadings(DEBERTZ_GAPS, { 'DEB-G1': 'as-retrieved' })).toThrow(InputError);
    expect(() => resolveReadings(DEBERTZ_GAPS, { 'DEB-G41': 'per-party' })).toThrow(/^readings\.DEB-G41: this gap is not modelled/);
  });
});
