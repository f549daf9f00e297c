import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judge } from '../../src/harness/judge/judge.ts';
import type { PreferansRuling } from '../../src/rulesets/preferans/judge/judge.ts';
import { PREFERANS_CLAUSES } from '../../src/rulesets/preferans/regulation/clauses.ts';
import { exampleScenarioFiles } from '../support/examples.ts';

/**
 * Every rule of the Preferans machine or mechanics that changes a number of a ruling is named in
 * it (issue 14), after test/judge/debertzClauseDependency.test.ts. The dependencies, stated from
 * the text and checked on the ruling's own facts, not on the machine's code:
 *  - the sheet moves only by the ruling's entries: sheet.after = sheet.before + entries, so no rule
 *    changes a pool, a mountain or a whist without an entry naming its clause;
 *  - an entry the regulation machine writes (a fine for a wrong count, a penalty consolation, lost
 *    profit, the talon fine, a dealer's remiz, damages, and an all-pass written up by a PCR clause)
 *    rests on a clause the trail cites;
 *  - an entry of the ordinary scoring (contract made, undertricks, consolation, whists, all-pass,
 *    help when a pool closes) names a clause of the registry: the trail is the deal's *penalty*
 *    path (the simulator tallies it as such), so ordinary scoring is cited on the entry itself;
 *  - tricks credited otherwise than the trick record shows (the talon seer's two, the rest of the
 *    deal to one side, tricks moved for a card found) rest on a clause in the trail that moves them;
 *  - a number a reading decides is in the ruling's readings: penalty consolation (PREF-G53 full),
 *    lost profit (PREF-G38), the dealer's remiz amount (PREF-C14).
 *
 * The deals: every example under examples/preferans/, and preferansDependency.cases.json, picked
 * from `cardlaw suite --ruleset preferans --format sochi,leningrad,rostov` (every reading) so that
 * each (variant, entry reason, clause), each clause of a trail, each trick reassignment and each
 * change of the all-pass run occurs at least once (84 of its 571 cases). They are judged here.
 */
const MACHINE_REASONS = new Set(['wrong-count-fine', 'penalty-consolation', 'lost-profit', 'talon-fine', 'dealer-remiz', 'damages']);
/** clauses that credit a trick to a seat other than the one that took it on the table */
const TRICK_MOVERS = ['CODE-3.2.19', 'CODE-3.9.14.3', 'PCR-5.2.1', 'CODE-3.9.11.2', 'CODE-3.9.16.2', 'CODE-3.4.9'];
const REGISTERED = new Set(PREFERANS_CLAUSES.map((c) => c.id));

/**
 * Machine fines whose entry names a clause the trail does not cite, found by this test and not yet
 * fixed (the three of the issue 14 note are fixed: scoreUnplayed cites PCR-3, a defender's fine
 * under the Code cites CODE-3.9.18.ex2, a Rostov all-pass's penalty tricks name the clause that
 * gave them). Remove a line when its bug is fixed: the last test below fails while a line
 * describes nothing.
 */
const KNOWN_UNCITED: readonly { reason: string; clause: string; bug: string }[] = [];
/**
 * Also reported: clauses the ordinary scoring names on its entries that the clause registry
 * (src/rulesets/preferans/regulation/clauses.ts, `cardlaw clauses --ruleset preferans`) does not
 * hold, so a committee member cannot look them up (the seven of the issue 14 note are registered).
 * Remove a line once the clause is registered.
 */
const KNOWN_UNREGISTERED: readonly string[] = [];
const known = (reason: string, clause: string) => KNOWN_UNCITED.some((k) => k.reason === reason && k.clause === clause);

function unnamed(r: PreferansRuling, seenKnown?: Set<string>): string[] {
  const out: string[] = [];
  // the sheet moves only by the entries
  const b = r.sheet.before;
  const pool = [...b.pool];
  const mountain = [...b.mountain];
  const whists = b.whists.map((row) => [...row]);
  for (const e of r.entries) {
    if (e.kind === 'pool') pool[e.seat] += e.amount;
    else if (e.kind === 'mountain') mountain[e.seat] += e.amount;
    else whists[e.seat][e.on] += e.amount;
  }
  const a = r.sheet.after;
  if (JSON.stringify([pool, mountain, whists]) !== JSON.stringify([a.pool, a.mountain, a.whists])) out.push(`the sheet moved by more than its entries: ${JSON.stringify([pool, mountain, whists])} ≠ ${JSON.stringify([a.pool, a.mountain, a.whists])}`);
  for (const e of r.entries) {
    if (!REGISTERED.has(e.clause) && KNOWN_UNREGISTERED.includes(e.clause)) seenKnown?.add(`unregistered ${e.clause}`);
    else if (!REGISTERED.has(e.clause)) out.push(`${e.reason} of ${e.amount} names ${e.clause}, not a registered clause`);
    const byMachine = MACHINE_REASONS.has(e.reason) || e.clause.startsWith('PCR-');
    if (!byMachine || r.trail.includes(e.clause)) continue;
    if (known(e.reason, e.clause)) {
      seenKnown?.add(`${e.reason} ${e.clause}`);
      continue;
    }
    out.push(`${e.reason} of ${e.amount} on seat ${e.seat} rests on ${e.clause}, not in the trail`);
  }
  // tricks credited otherwise than taken
  const taken = new Array<number>(r.players).fill(0);
  for (const t of r.trickRecord) if (t.winner !== null) taken[t.winner]++;
  if (JSON.stringify(taken) !== JSON.stringify(r.tricks) && !TRICK_MOVERS.some((c) => r.trail.includes(c))) out.push(`tricks ${r.tricks} credited, ${taken} taken on the table, and no clause that moves tricks in the trail`);
  // numbers a reading decides
  if (r.entries.some((e) => e.reason === 'penalty-consolation') && r.readings['PREF-G53'] !== 'full') out.push('penalty consolation without PREF-G53 full');
  if (r.entries.some((e) => e.reason === 'lost-profit') && (r.readings['PREF-G38'] === undefined || r.readings['PREF-G38'] === 'zero')) out.push('lost profit without PREF-G38');
  for (const e of r.entries) if (e.reason === 'dealer-remiz' && r.readings['PREF-C14'] !== (e.amount === 2 ? 'two' : 'five') && r.readings['PREF-C14'] !== undefined) out.push(`a dealer's remiz of ${e.amount} under PREF-C14 ${r.readings['PREF-C14']}`);
  return out;
}

const CASES = JSON.parse(readFileSync(new URL('./preferansDependency.cases.json', import.meta.url), 'utf8')) as { id: string; scenario: { ruleset: 'preferans' } }[];

describe('Preferans: every rule that changes a number is named in the ruling', () => {
  it('holds for every example deal', () => {
    for (const f of exampleScenarioFiles('preferans')) {
      const r = judge(JSON.parse(readFileSync(`examples/preferans/${f}`, 'utf8')) as { ruleset: 'preferans' });
      expect(unnamed(r), f).toEqual([]);
    }
  });

  const seen = { reasons: new Set<string>(), variants: new Set<string>(), moved: 0, runChanged: 0 };
  it('holds for a deal of the generated suite for each rule that moves a number, in Sochi, Leningrad and Rostov, under every reading', () => {
    for (const c of CASES) {
      const r = judge(c.scenario);
      expect(unnamed(r, new Set()), `${c.id} (${r.title}): trail ${r.trail.join(' ')}, entries ${JSON.stringify(r.entries)}`).toEqual([]);
      for (const e of r.entries) seen.reasons.add(e.reason);
      seen.variants.add(r.variant);
      const taken = new Array<number>(r.players).fill(0);
      for (const t of r.trickRecord) if (t.winner !== null) taken[t.winner]++;
      if (JSON.stringify(taken) !== JSON.stringify(r.tricks)) seen.moved++;
      if (r.sheet.after.allPassRun !== r.sheet.before.allPassRun) seen.runChanged++;
    }
    // the rules under test did act on these deals: every machine-written reason and the ordinary ones
    for (const reason of [...MACHINE_REASONS, 'contract-made', 'undertricks', 'consolation', 'defender-tricks', 'defence-shortfall', 'gentleman-share', 'unwhisted', 'all-pass-tricks', 'all-pass-zero', 'all-pass-whists', 'misere-tricks', 'help', 'help-received']) {
      expect(seen.reasons.has(reason), reason).toBe(true);
    }
    expect([...seen.variants].sort()).toEqual(['leningrad', 'rostov', 'sochi']);
    expect(seen.moved).toBeGreaterThan(3);
    expect(seen.runChanged).toBeGreaterThan(3);
  });

  it('a penalty consolation is cited with the fine it consoles (PREF-G53 full), a dealer’s repeated error with CODE-3.2.17', () => {
    const consoled = CASES.map((c) => judge(c.scenario)).filter((r) => r.entries.some((e) => e.reason === 'penalty-consolation'));
    expect(consoled.length).toBeGreaterThan(0);
    for (const r of consoled) for (const e of r.entries.filter((x) => x.reason === 'penalty-consolation')) expect(r.trail).toContain(e.clause);
    const remiz = judge(JSON.parse(readFileSync('examples/preferans/d00-misdeal-repeat.json', 'utf8')) as { ruleset: 'preferans' });
    expect(remiz.entries).toEqual([expect.objectContaining({ kind: 'mountain', reason: 'dealer-remiz', clause: 'CODE-3.2.17' })]);
    expect(remiz.trail).toContain('CODE-3.2.17');
  });

  it('the known uncited fines and unregistered clauses (reported) still occur: delete a line once its bug is fixed', () => {
    const seenKnown = new Set<string>();
    for (const c of CASES) unnamed(judge(c.scenario), seenKnown);
    expect([...seenKnown].sort()).toEqual([...KNOWN_UNCITED.map((k) => `${k.reason} ${k.clause}`), ...KNOWN_UNREGISTERED.map((c) => `unregistered ${c}`)].sort());
  });
});
