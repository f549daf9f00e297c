/**
 * Builds the Debertz example scenarios under examples/debertz/ (npm run examples).
 *
 * Each example is a real deal (see src/rulesets/debertz/judge/build.ts). The generator searches seeds until
 * the judge's ruling shows the situation the example is about, then writes the explicit scenario
 * (every card and event), so the files are plain data a committee member can read and edit.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { type FormatId, formatOf } from '../src/rulesets/debertz/mechanics/format.ts';
import { judge } from '../src/harness/judge/judge.ts';
import type { DebertzRuling } from '../src/rulesets/debertz/judge/judge.ts';
import { buildDebertzScenario, readableJson, type BuildSpec } from '../src/rulesets/debertz/judge/build.ts';
import { debertzScenarioToV2 } from '../src/rulesets/debertz/scenarioVersion.ts';

interface Spec extends BuildSpec {
  want: (r: DebertzRuling) => boolean;
}

const specs: Spec[] = [
  { name: 'made-1x1', title: 'The declarer scores more than the opponent', format: '1x1', want: (r) => r.outcome === 'made' },
  { name: 'bayd-on-points-1x1', title: 'The declarer scores less: bayd on points', format: '1x1', want: (r) => r.outcome === 'bayd' && r.points.meldsDeclared.some((m) => m > 0) },
  { name: 'bayd-on-points-2x2', title: 'A 2x2 declaring team falls short: bayd', format: '2x2', want: (r) => r.outcome === 'bayd' },
  { name: 'bayd-on-points-1x2', title: 'In 1x2 one opponent outscores the declarer: bayd, points shared', format: '1x2', want: (r) => r.outcome === 'bayd' },
  { name: 'referee-out-of-turn-bid', title: 'A player orders out of turn before anyone has ordered', format: '1x2', bids: ['pass', 'play'], inject: { at: 'bid', event: { seat: 0, bid: 'play' } }, want: (r) => r.outcome === 'pre-order-bayd' },
  { name: 'referee-out-of-turn-pass', title: 'A player passes out of turn', format: '2x2', bids: ['pass', 'pass'], inject: { at: 'bid', event: { seat: 3, bid: 'pass' } }, want: (r) => r.outcome === 'pre-order-bayd' },
  { name: 'referee-out-of-turn-play', title: 'A defender plays out of turn in the middle of the play', format: '1x1', inject: { at: 'outOfTurnPlay', afterPlays: 5 }, want: (r) => r.outcome === 'referee-bayd' },
  { name: 'referee-signal', title: 'The referee records a signal between partners', format: '2x2', inject: { at: 'play', afterPlays: 9, event: { irregularity: 'signal', seat: 2 } }, want: (r) => r.outcome === 'referee-bayd' },
  { name: 'referee-failed-first-trump-beat', title: 'A player fails to beat the led trump though he could', format: '1x3', inject: { at: 'failBeat' }, want: (r) => r.outcome === 'referee-bayd' && r.trail.includes('DEB-6.2.1.8.c') },
  { name: 'referee-exposed-cards', title: 'The declarer exposes his cards during play', format: '1x2', inject: { at: 'play', afterPlays: 4, event: { irregularity: 'exposedCards', seat: 1 } }, want: (r) => r.outcome === 'referee-bayd' },
  { name: 'referee-exposed-cards-before-order', title: 'A player exposes his cards before anyone has ordered', format: '1x1', bids: ['pass', 'pass'], inject: { at: 'bid', event: { irregularity: 'exposedCards', seat: 0 } }, want: (r) => r.outcome === 'pre-order-bayd' },
  { name: 'third-b', title: 'A third «Б» in the party costs 100 more', format: '1x1', ledger: { scores: [120, 200], marks: [0, 2] }, want: (r) => r.outcome === 'bayd' && r.trail.includes('DEB-6.2.1.6') },
  { name: 'fourth-b', title: 'Each «Б» after the third costs 50 more', format: '2x2', ledger: { scores: [150, 300], marks: [1, 3] }, want: (r) => r.outcome === 'bayd' && r.trail.includes('DEB-6.2.1.7') },
  { name: 'no-trick-1x3', title: 'A player takes no trick: −50 and his combinations are not credited', format: '1x3', want: (r) => r.trail.includes('DEB-6.2.3.1') && r.trail.includes('DEB-6.2.3.2') },
  { name: 'dealer-exposed-card', title: 'The referee exposes a card while dealing', format: '2x2', inject: { at: 'dealing', dealt: 20, event: { irregularity: 'dealerExposedCard' } }, want: (r) => r.outcome === 'redeal' },
  { name: 'referee-exposed-cards-while-dealing', title: 'A player exposes his cards while the cards are being dealt', format: '1x2', inject: { at: 'dealing', dealt: 13, event: { irregularity: 'exposedCards', seat: 2, while: 'dealing' } }, want: (r) => r.outcome === 'pre-order-bayd' && r.whileDealing === true },
  { name: 'special-deal-signal-while-dealing', title: 'The referee records a signal while the special deal is being dealt', format: '2x2', ledger: { scores: [100, 80], pot: 81, potDeclarer: 1 }, inject: { at: 'dealing', dealt: 20, event: { irregularity: 'signal', seat: 0, while: 'dealing' } }, want: (r) => r.special && r.outcome === 'referee-bayd' && r.whileDealing === true },
];
for (const f of ['1x1', '1x2', '1x3', '2x2'] as FormatId[]) {
  specs.push({ name: `deferred-${f}`, title: `Equal points in ${f}: the declarer's points are deferred`, format: f, want: (r) => r.outcome === 'deferred' });
  specs.push({ name: `special-deal-${f}`, title: `The referee's special deal in ${f} after a deferred bayd`, format: f, ledger: { scores: [100, 80, 60, 40].slice(0, formatOf(f).sides), pot: 81, potDeclarer: 1 }, want: (r) => r.special && r.outcome !== 'deferred' });
}

const dir = 'examples/debertz';
mkdirSync(dir, { recursive: true });
for (const spec of specs) {
  let found = false;
  for (let seed = 1; seed < 20000 && !found; seed++) {
    const scenario = buildDebertzScenario(spec, seed);
    if (!scenario) continue;
    let ruling: DebertzRuling;
    try {
      ruling = judge(scenario) as DebertzRuling;
    } catch (e) {
      if (seed === 1) console.log(`  ${spec.name}: ${(e as Error).message}`);
      continue;
    }
    if (!spec.want(ruling)) continue;
    writeFileSync(`${dir}/${spec.name}.json`, readableJson(debertzScenarioToV2({ $schema: '../../schemas/debertz-scenario.schema.json', ...scenario })) + '\n');
    console.log(`${spec.name}: seed ${seed} → ${ruling.outcome} [${ruling.trail.join(' > ')}]`);
    found = true;
  }
  if (!found) console.log(`${spec.name}: NOT FOUND`);
}
