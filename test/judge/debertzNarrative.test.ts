import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judge, narrate } from '../../src/harness/judge/judge.ts';
import type { DebertzRuling } from '../../src/rulesets/debertz/judge/judge.ts';
import { buildDebertzScenario, type BuildSpec } from '../../src/rulesets/debertz/judge/build.ts';
import { wrap } from '../../src/core/text/wrap.ts';
import { FORMATS } from '../../src/rulesets/debertz/mechanics/format.ts';
import { DEBERTZ_CLAUSES } from '../../src/rulesets/debertz/regulation/clauses.ts';
import { DEBERTZ_GAPS } from '../../src/rulesets/debertz/regulation/gaps.ts';

/** The narrative (issue 14): readings with their meaning, every number-moving rule named, wrapped quotes. */
const rulings: { name: string; r: DebertzRuling }[] = [];
for (const f of readdirSync('examples/debertz').filter((x) => x.endsWith('.json') && !x.endsWith('.ruling.json'))) {
  rulings.push({ name: f, r: judge(JSON.parse(readFileSync(`examples/debertz/${f}`, 'utf8'))) as DebertzRuling });
}
for (const format of FORMATS) {
  for (let seed = 1; seed <= 10; seed++) {
    const readings: Record<string, string> = seed % 2 ? {} : { 'DEB-G22': 'all-cards', 'DEB-G42': 'stop-when-declarer-out' };
    for (const spec of <BuildSpec[]>[
      { name: 'n', title: '', format, readings, bids: ['play'] },
      { name: 'p', title: '', format, readings, ledger: { pot: 40, potDeclarer: seed % 2 } },
      { name: 's', title: '', format, readings, bids: ['play'], inject: { at: 'play' as const, afterPlays: 2 + seed, event: { irregularity: 'signal', seat: seed % 2 } } },
    ]) {
      const sc = buildDebertzScenario(spec, seed);
      if (sc) rulings.push({ name: `${format} ${spec.name} ${seed}`, r: judge(sc) as DebertzRuling });
    }
  }
}
const flat = (s: string) => s.replace(/\s+/g, ' ');

describe('the Debertz narrative', () => {
  it('wraps every line at 78 columns (a line longer than that is one unbreakable word)', () => {
    for (const { name, r } of rulings) {
      for (const line of narrate(r).split('\n')) {
        if ([...line].length > 78) expect(line.trim().includes(' '), `${name}: ${line}`).toBe(false);
      }
    }
  });

  it('quotes every clause of the trail whole, and gives every reading consulted with its meaning from the registry', () => {
    const clauses = new Map(DEBERTZ_CLAUSES.map((c) => [c.id, c]));
    for (const { name, r } of rulings) {
      const text = flat(narrate(r));
      for (const id of r.trail) expect(text, `${name} ${id}`).toContain(flat(`${id}: ${clauses.get(id)!.gloss} «${clauses.get(id)!.text}»`));
      for (const [gap, reading] of Object.entries(r.readings)) {
        const meaning = DEBERTZ_GAPS.find((g) => g.id === gap)!.readings.find((x) => x.id === reading)!.summary;
        expect(text, `${name} ${gap}`).toContain(flat(`${gap} → ${reading}: ${meaning}`));
      }
    }
  });

  it('tells the tricks, the last trick, the cards never played, the combinations withheld, the totals and the signed score changes', () => {
    let withheld = 0;
    let unplayed = 0;
    for (const { name, r } of rulings) {
      const text = narrate(r);
      const lines = text.split('\n');
      expect(text, name).toContain('Cause: ');
      if (r.play) {
        expect(lines.filter((l) => /^ {2}[ \d]\d\. /.test(l)).length, name).toBe(r.play.tricks.length);
        expect(text, name).toContain(r.play.lastTrick === null ? 'No one took the last trick' : `Seat ${r.play.lastTrick} took the last trick (+10).`);
        r.totals.forEach((t) => expect(text, name).toContain(`${t.cards} + ${t.lastTrick} + ${t.combinations} + ${t.deferred} = ${t.total}`));
        r.combinations.withheld.forEach((w, seat) => {
          if (w === 0) return;
          withheld++;
          expect(flat(text), name).toContain(`Seat ${seat} declared ${w} in combinations, not credited: his side took no trick (DEB-6.2.3.2).`);
        });
        if (r.play.unplayed.some((c) => c.length > 0)) {
          unplayed++;
          expect(flat(text), name).toContain(`Cards never played (${r.play.unplayedPoints} card points)`);
        }
      }
      r.scoreChange.forEach((c) => expect(flat(text), name).toContain(`penalties ${c.penalties} → ${c.net > 0 ? '+' : ''}${c.net}`));
    }
    expect(withheld).toBeGreaterThan(0);
    expect(unplayed).toBeGreaterThan(0);
  });

  it('wrap keeps every word in order and never breaks inside one', () => {
    const text = '«6.2.1.2 В случае если игрок или команда оказались в байде - противник автоматически становится досрочным победителем в раздаче»';
    const lines = wrap(text, '      ', '       ');
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect([...l].length).toBeLessThanOrEqual(78);
    expect(lines.map((l) => l.trim()).join(' ')).toBe(text);
    expect(wrap('x'.repeat(100), '  ')).toEqual(['  ' + 'x'.repeat(100)]);
  });
});
