/**
 * The census the simulator checks card-conservation and at-most-ten-tricks on
 * (src/rulesets/preferans/table/views.ts) carries its count of the completed tricks from step to
 * step: after every step of every Preferans example — revokes claimed and corrected, play taken
 * back and replayed included — it must equal a count of the whole table made afresh.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { count } from '../../src/core/cards/mask.ts';
import { createEngine } from '../../src/core/statechart/engine.ts';
import { preferansMachine } from '../../src/rulesets/preferans/machine/definition.ts';
import { parsePreferansScenario } from '../../src/rulesets/preferans/scenario.ts';
import { PreferansTable, type TableCensus } from '../../src/rulesets/preferans/table.ts';

const DIR = 'examples/preferans';
const files = readdirSync(DIR).filter((f) => f.endsWith('.json') && !f.includes('.ruling.'));

/** Every place a card can lie on `t`, counted from scratch. */
function recount(t: PreferansTable): { cards: number; places: number; tricksPlayed: number } {
  const tt = t.trickTable;
  let cards = 0;
  let places = 0;
  const add = (list: readonly number[]) => {
    for (const c of list) cards |= 1 << c;
    places += list.length;
  };
  for (const h of tt ? tt.hands : t.hands) {
    cards |= h;
    places += count(h);
  }
  const l = t.lists;
  for (const list of [l.talon, l.discard, l.floor, l.floorFaceUp, l.otherDeck, l.lost]) add(list);
  for (const tr of tt?.tricks ?? []) add(tr.cards);
  add((tt?.current ?? []).map((x) => x.card));
  return { cards: cards >>> 0, places, tricksPlayed: tt ? tt.tricks.length : 0 };
}

/** The census and a fresh count after every step of the example in `file`. */
function stepsOf(file: string): { census: TableCensus; fresh: ReturnType<typeof recount> }[] {
  const s = parsePreferansScenario(JSON.parse(readFileSync(`${DIR}/${file}`, 'utf8')));
  const seen: { census: TableCensus; fresh: ReturnType<typeof recount> }[] = [];
  const table: PreferansTable = new PreferansTable(s, (ctx) => createEngine('compiled', preferansMachine, ctx, []), {
    onCensus: (c) => seen.push({ census: { ...c }, fresh: recount(table) }),
  });
  try {
    for (const e of s.events) table.push(e);
    table.finish();
  } catch {
    // an example the table refuses part way: the steps made are still checked
  }
  return seen;
}

describe('The Preferans table census', () => {
  const steps = new Map(files.map((f) => [f, stepsOf(f)]));

  it('is checked on examples where play is taken back (fewer tricks on the table after a step than before)', () => {
    const rewound = [...steps.values()].some((seen) => seen.some((x, i) => i > 0 && x.fresh.tricksPlayed < seen[i - 1].fresh.tricksPlayed));
    expect(rewound).toBe(true);
  });

  it.each(files)('equals a fresh count after every step of %s', (file) => {
    for (const { census, fresh } of steps.get(file)!) expect({ cards: census.cards, places: census.places, tricksPlayed: census.tricksPlayed }).toEqual(fresh);
  });
});
