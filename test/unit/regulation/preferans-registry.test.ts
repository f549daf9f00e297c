import { describe, expect, it } from 'vitest';
import {
  PREFERANS_CLAUSES,
  PREFERANS_CLUB_EDIT_STAMP,
  PREFERANS_CLUB_OLD_SOURCE,
  PREFERANS_CLUB_SOURCE,
  PREFERANS_CODE_SOURCE,
  clauseById,
} from '../../../src/rulesets/preferans/regulation/clauses.ts';
import { PREFERANS_GAPS, PREFERANS_RULESET_READINGS, WRONG_COUNT_RULES_GAP } from '../../../src/rulesets/preferans/regulation/gaps.ts';
import { InputError, defaultReadings, resolveReadings } from '../../../src/core/regulation/readings.ts';

/**
 * Every non-empty line of the club's rules file, in document order, without its indentation
 * (copied from the file; the product carries its own copy, so the test never reads it). The
 * no-break spaces of the original are written `\u00a0`. The last line is the forum's edit stamp,
 * which dates the text and is not a clause.
 */
const CLUB_LINES: readonly string[] = [
  '1. Если не правильное количество карт у себя на руках обнаружено игроком до начала торговли (игрок ничего не говорил), он должен сразу заявить об этом. Необходимо найти недостающие карты и вернуть игроку. Если недостающие карты смешаны с картами другого игрока, то у него не глядя вытаскиваются недостающие карты и передаются тому игроку, у которого не хватает карт. Игрок, у которого 10 карт, имеет право потребовать пересдачу.',
  '2.1. Если не правильное количество карт у себя на руках обнаружено игроком после начала\u00a0 торговли за прикуп, он должен остановить торговлю словом "СТОП" или т.п. Штраф - "без двух в гору" на остановленном уровне торговли. Необходимо найти недостающие карты и вернуть игроку. Игрок, у которого 10 карт, имеет право потребовать пересдачу.',
  '2.2. Если неправильное количество карт у себя на руках обнаружено спасовавшим игроком и торговля за прикуп не началась,он должен остановить торговлю словом "СТОП" или т.п. Необходимо найти недостающие карты и вернуть игроку. Игрок, у которого 10 карт, имеет право потребовать пересдачу.',
  'Штраф - "одна взятка в гору" на текущем уровне распасовки.',
  '2.3. Два игроки начали торговлю и после выяснилось,что у них не по 10 карт.Игрок с 10 картами может потребовать пересдачу.Либо потребовать уравнять количество карт до 10 в тёмную (вытаскиваются 1 или 2 карты у игрока с лишними картами). Штраф каждому нарушителю - без двух на достигнутом уровне торговли (или по 2 взятки на распасовке, если оба пасовали). Сделанные ранее заявки не меняются.',
  '3.\u00a0 Заказ контракта, имея на руках более или менее 10 карт (до сноса).',
  'Штраф - "без двух в гору" на объявленной игре (+ за фактический подсад). Игра доигрывается до конца. Висты пишутся за фактическое количество взяток (и за фактический подсад). Вистовавший игрок с неправильным количеством карт на руках пишет штраф - "без двух в гору" на объявленной игре. Висты не пишет. Пасовавший игрок с неправильным количеством карт на руках пишет штраф - "без одной в гору" на объявленной игре. Висты не пишет.',
  '4. У вистующих не правильное количество карт. Играющий пишет за фактический результат. Количество карт у нарушителей делается равным десяти и розыгрыш проводится повторно в открытую. Висты не пишутся. Штраф каждому нарушителю - без двух на объявленной игре.',
  '5. На распасовке у одного из игроков 9 карт.',
  '5.1. 1-й ход не сделан.',
  'Надо найти карту. После нахождения "пропажи" распасовка продолжается. Если карта не найдена, либо найдена в другой колоде - пересдача. Штраф\u00a0 нарушителю - 2 взятки на текущем уровне распасовки.',
  '5.2. Распасовка началась.',
  'После обнаружения "недостачи" надо найти карту.',
  '5.2.1. Карту отдают игроку с 9 картами. Если карта найдена открытой - она такой и остаётся. Если не было фальшренонса - игра продолжается. Если был фальшренонс - оставшиеся взятки берёт нарушитель. Не взявший взяток игрок записывает упущенную выгоду вистами на нарушителя.Штраф\u00a0 нарушителю - 2 взятки на текущем уровне распасовки.',
  '5.2.2. Карта найдена в другой колоде. Пересдача. Нарушитель пишет за 2 взятки в гору.',
  '5.2.3. Карта не найдена. Нарушитель пишет в гору за взятые ранее взятки + за оставшиеся взятки + штраф за 4 взятки. Максимум за 8 взяток. Не взявший взяток игрок записывает упущенную выгоду вистами на нарушителя.',
  '6. На распасовке у двоих игроков неверное количество карт (11 и 9).',
  '6.1. 1-й ход не сделан. Пересдача. Штраф\u00a0 нарушителям - по 2 взятки на текущем уровне распасовки.',
  '6.2. Распасовка началась. Нарушители пишут за 5 взяток в гору каждый. 3-й игрок в гору не пишет. Если к моменту обнаружения неверного количества карт игрок не имел взяток - он записывает упущенную выгоду вистами на нарушителей.',
  'Отредактировано Администратор (29.12.2025 14:33)',
];
const EDIT_STAMP = CLUB_LINES[CLUB_LINES.length - 1];
const RULE_LINES = CLUB_LINES.slice(0, -1);

/** Which lines of the file make up each clause (indices into RULE_LINES). */
const PCR_LINES: Readonly<Record<string, readonly number[]>> = {
  'PCR-1': [0],
  'PCR-2.1': [1],
  'PCR-2.2': [2, 3], // the unnumbered penalty line stays with 2.2, where the file puts it
  'PCR-2.3': [4],
  'PCR-3': [5, 6],
  'PCR-4': [7],
  'PCR-5': [8],
  'PCR-5.1': [9, 10],
  'PCR-5.2': [11, 12],
  'PCR-5.2.1': [13],
  'PCR-5.2.2': [14],
  'PCR-5.2.3': [15],
  'PCR-6': [16],
  'PCR-6.1': [17],
  'PCR-6.2': [18],
};
const PCR_IDS = Object.keys(PCR_LINES);

/** Code clauses a wrong-count and play-irregularity machine cannot do without. */
const REQUIRED_CODE_IDS = [
  'CODE-3.2.13', 'CODE-3.2.16', 'CODE-3.2.19', 'CODE-3.2.20', 'CODE-3.2.21', 'CODE-3.2.23', 'CODE-3.3.16',
  'CODE-3.4.6', 'CODE-3.4.9', 'CODE-3.9.11.2', 'CODE-3.9.14', 'CODE-3.9.16', 'CODE-3.9.18',
  'CODE-3.9.18.ex1', 'CODE-3.9.18.ex2', 'CODE-3.9.18.ex3',
];

const ALL_GAPS = [...PREFERANS_RULESET_READINGS, ...PREFERANS_GAPS];
const CYRILLIC = /[\u0400-\u04ff]/;

describe('Preferans clauses', () => {
  it('have unique ids', () => {
    const ids = PREFERANS_CLAUSES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('start with every clause of the club rules, in document order', () => {
    // Arrange
    const pcr = PREFERANS_CLAUSES.filter((c) => /^PCR-\d/.test(c.id));
    // Assert
    expect(pcr.map((c) => c.id)).toEqual(PCR_IDS);
    expect(PREFERANS_CLAUSES.slice(0, PCR_IDS.length).map((c) => c.id)).toEqual(PCR_IDS);
  });

  it('quote the club rules verbatim, every non-empty line included', () => {
    const pcr = PREFERANS_CLAUSES.filter((c) => /^PCR-\d/.test(c.id));
    const all = pcr.map((c) => c.text).join('\n');
    for (const line of RULE_LINES) expect(all, line.slice(0, 40)).toContain(line);
    for (const c of pcr) expect(c.text, c.id).toBe(PCR_LINES[c.id].map((i) => RULE_LINES[i]).join('\n'));
    // the edit stamp dates the text; it is not a clause
    expect(PREFERANS_CLUB_EDIT_STAMP).toBe(EDIT_STAMP);
    expect(all).not.toContain(EDIT_STAMP);
    expect(PREFERANS_CLUB_SOURCE).toBe('Club rules on a wrong number of cards (Russian forum text, edited 29.12.2025)');
  });

  it('keep the unnumbered penalty line with 2.2 and say that its placement is ambiguous', () => {
    const c = clauseById('PCR-2.2');
    expect(c.text.endsWith('\nШтраф - "одна взятка в гору" на текущем уровне распасовки.')).toBe(true);
    expect(c.gloss).toMatch(/placement is ambiguous/);
  });

  it('give each club clause an English gloss and the heading it stands under', () => {
    for (const c of PREFERANS_CLAUSES.filter((x) => /^PCR-\d/.test(x.id))) {
      expect(c.source, c.id).toBe(PREFERANS_CLUB_SOURCE);
      expect(c.gloss.trim().length, c.id).toBeGreaterThan(0);
      expect(c.gloss.replace(/«[^»]*»/g, ''), c.id).not.toMatch(CYRILLIC);
      const number = c.id.slice('PCR-'.length);
      expect(c.text.startsWith(`${number}.`), c.id).toBe(true);
      expect(c.gloss.startsWith(`${number}.`), c.id).toBe(true);
    }
    expect(clauseById('PCR-5.1').heading).toBe(clauseById('PCR-5').text);
    expect(clauseById('PCR-5.2.3').heading).toBe('5.2. Распасовка началась.');
    expect(clauseById('PCR-6.2').heading).toBe(clauseById('PCR-6').text);
    expect(clauseById('PCR-1').heading).toBeUndefined();
  });

  it('keep the older club text apart, marked as the digest\'s report', () => {
    const old = PREFERANS_CLAUSES.filter((c) => c.id.startsWith('PCR-OLD-'));
    expect(old.map((c) => c.id)).toEqual(['PCR-OLD-1', 'PCR-OLD-2.2']);
    for (const c of old) {
      expect(c.source).toBe(PREFERANS_CLUB_OLD_SOURCE);
      expect(c.source).toMatch(/older text/);
      expect(c.source).toMatch(/digest reports/);
      expect(c.text).toMatch(/«Пересдача»/);
    }
  });

  it('include the Code clauses the machines need, as the digest words them', () => {
    const ids = new Set(PREFERANS_CLAUSES.map((c) => c.id));
    for (const id of REQUIRED_CODE_IDS) expect(ids.has(id), id).toBe(true);
    for (const c of PREFERANS_CLAUSES.filter((x) => x.id.startsWith('CODE-'))) {
      expect(c.source, c.id).toBe(PREFERANS_CODE_SOURCE);
      expect(c.source).toBe("Preferans Code 1996 — as paraphrased in the project's digest (the original Russian text is not stored here)");
      expect(c.id, c.id).toMatch(/^CODE-(\d+(\.\d+)*(\.[a-e]|\.ex\d)?|fn\d+)$/);
      expect(c.gloss, c.id).toMatch(/^The text is the digest's English paraphrase/);
      // Russian only where the gloss says the digest quotes it
      if (CYRILLIC.test(c.text)) expect(c.gloss, c.id).toMatch(/keeping the Russian it quotes/);
      else expect(c.gloss, c.id).toMatch(/quotes no Russian/);
    }
  });

  it('clauseById finds every clause and throws on an unknown id, naming it', () => {
    for (const c of PREFERANS_CLAUSES) expect(clauseById(c.id)).toBe(c);
    expect(() => clauseById('PCR-7')).toThrow(/"PCR-7"/);
    expect(() => clauseById('CODE-9.9.9')).toThrow(/unknown Preferans clause id/);
    expect(() => clauseById('5.2.1')).toThrow();
  });
});

describe('Preferans gaps', () => {
  it('are exactly PREF-G1 … PREF-G62 then PREF-C1 … PREF-C32, in order', () => {
    const g = PREFERANS_GAPS.filter((x) => x.id.startsWith('PREF-G'));
    const c = PREFERANS_GAPS.filter((x) => x.id.startsWith('PREF-C'));
    expect(g).toHaveLength(62);
    expect(c).toHaveLength(32);
    expect(PREFERANS_GAPS).toHaveLength(94);
    expect(PREFERANS_GAPS.map((x) => x.id)).toEqual([
      ...Array.from({ length: 62 }, (_, i) => `PREF-G${i + 1}`),
      ...Array.from({ length: 32 }, (_, i) => `PREF-C${i + 1}`),
    ]);
  });

  it('have unique, kebab-case reading ids and a default among them', () => {
    for (const gap of ALL_GAPS) {
      const ids = gap.readings.map((x) => x.id);
      expect(ids.length, gap.id).toBeGreaterThan(0);
      expect(new Set(ids).size, gap.id).toBe(ids.length);
      expect(ids, gap.id).toContain(gap.default);
      if (gap.status === 'switch') expect(ids.length, gap.id).toBeGreaterThan(1);
      for (const x of gap.readings) {
        expect(x.id, `${gap.id}/${x.id}`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(x.summary.trim().length, `${gap.id}/${x.id}`).toBeGreaterThan(0);
        expect(x.summary, `${gap.id}/${x.id}`).not.toContain('\n');
      }
    }
  });

  it('cite only clauses that exist, each once', () => {
    const known = new Set(PREFERANS_CLAUSES.map((c) => c.id));
    for (const gap of ALL_GAPS) {
      expect(gap.clauses.length, gap.id).toBeGreaterThan(0);
      for (const id of gap.clauses) expect(known.has(id), `${gap.id} cites ${id}`).toBe(true);
      expect(new Set(gap.clauses).size, gap.id).toBe(gap.clauses.length);
    }
  });

  it('have a title, a question and a note', () => {
    for (const gap of ALL_GAPS) {
      expect(gap.title.trim(), gap.id).not.toBe('');
      expect(gap.question.trim(), gap.id).not.toBe('');
      expect(gap.note.trim(), gap.id).not.toBe('');
    }
    for (const gap of PREFERANS_GAPS.filter((x) => x.status === 'fixed')) expect(gap.note, gap.id).toMatch(/^Fixed: /);
  });

  it('keep the statuses the machine implements (every switch is tested both ways in test/preferans/readings.test.ts)', () => {
    const having = (s: string) => PREFERANS_GAPS.filter((x) => x.status === s).map((x) => x.id);
    expect(having('not-modelled')).toEqual(['PREF-G6', 'PREF-G11', 'PREF-G43', 'PREF-G52', 'PREF-G59', 'PREF-C18', 'PREF-C19']);
    expect(having('fixed')).toEqual([
      'PREF-G3', 'PREF-G15', 'PREF-G18', 'PREF-G28', 'PREF-G50', 'PREF-G51', 'PREF-G56', 'PREF-G58',
      'PREF-C4', 'PREF-C9', 'PREF-C11', 'PREF-C15', 'PREF-C17',
    ]);
    expect(having('switch')).toHaveLength(94 - 7 - 13);
  });
});

describe('Preferans ruleset readings', () => {
  it('put PREF-RULES first, with club as the default', () => {
    expect(PREFERANS_RULESET_READINGS[0]).toBe(WRONG_COUNT_RULES_GAP);
    expect(WRONG_COUNT_RULES_GAP.id).toBe('PREF-RULES');
    expect(WRONG_COUNT_RULES_GAP.readings.map((x) => x.id)).toEqual(['club', 'club-old', 'code']);
    expect(WRONG_COUNT_RULES_GAP.default).toBe('club');
    expect(WRONG_COUNT_RULES_GAP.status).toBe('switch');
    expect(PREFERANS_GAPS.some((x) => x.id === 'PREF-RULES')).toBe(false);
  });
});

describe('resolveReadings on the Preferans gaps', () => {
  it('gives every modelled gap its default', () => {
    const d = defaultReadings(PREFERANS_GAPS);
    expect(Object.keys(d)).toHaveLength(94 - 7);
    expect(d).toMatchObject({ 'PREF-G7': 'table-highest', 'PREF-G22': 'actual-plus-two', 'PREF-G53': 'none', 'PREF-C8': 'any-game' });
    expect(d['PREF-G6']).toBeUndefined();
    expect(defaultReadings(PREFERANS_RULESET_READINGS)).toEqual({ 'PREF-RULES': 'club' });
  });

  it('accepts a known reading of a switch', () => {
    const r = resolveReadings(PREFERANS_GAPS, { 'PREF-G41': 'cap-before-fine' });
    expect(r['PREF-G41']).toBe('cap-before-fine');
    expect(resolveReadings(PREFERANS_RULESET_READINGS, { 'PREF-RULES': 'code' })).toEqual({ 'PREF-RULES': 'code' });
  });

  it('rejects an unknown reading with a message naming the gap', () => {
    expect(() => resolveReadings(PREFERANS_GAPS, { 'PREF-G7': 'highest' })).toThrow(InputError);
    expect(() => resolveReadings(PREFERANS_GAPS, { 'PREF-G7': 'highest' })).toThrow(/^readings\.PREF-G7: unknown reading "highest"/);
    expect(() => resolveReadings(PREFERANS_GAPS, { 'PREF-C14': 5 })).toThrow(/^readings\.PREF-C14: unknown reading 5 \(one of: five, two\)/);
    expect(() => resolveReadings(PREFERANS_RULESET_READINGS, { 'PREF-RULES': 'seed' })).toThrow(/^readings\.PREF-RULES: unknown reading "seed"/);
  });

  it('rejects an unknown or not-modelled gap, naming it', () => {
    expect(() => resolveReadings(PREFERANS_GAPS, { 'PREF-G63': 'x' })).toThrow(/^readings\.PREF-G63: unknown gap id/);
    expect(() => resolveReadings(PREFERANS_GAPS, { 'PREF-C33': 'x' })).toThrow(/^readings\.PREF-C33: unknown gap id/);
    expect(() => resolveReadings(PREFERANS_GAPS, { 'PREF-G6': 'old' })).toThrow(/^readings\.PREF-G6: this gap is not modelled/);
  });
});
