/**
 * Where a full Debertz deal's CPU goes (issue 11): plays whole deals of one format through
 * `runBatch` (as `npm run bench -- compiled` does) under V8's sampling CPU profiler and prints
 * the self time of the top functions and of the deal's parts — dealing, bidding, melds, play
 * policy and legal moves, trick resolution, the table's loop, the machine's transitions, the
 * ruling, the invariants, the tally, the driver.
 *
 *   npx tsx bench/profile.ts [FORMAT] [SECONDS]      (default 2x2, 6 s; FORMAT 1x1 1x2 1x3 2x2)
 *
 * The parts are assigned by source file (and, in the shared table and simulator files, by
 * function), after inlining as V8 reports it: a function inlined into its caller counts as the
 * caller. Sources run through tsx, so functions have no line numbers. Like every measurement on
 * a shared machine, the shares are noisier than they look; compare runs at a similar load.
 */
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { runBatch } from '../src/harness/sim/batch.ts';
import { parseSpec } from '../src/harness/sim/spec.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The deal's parts, first match wins: [name, test on (source path, function name)]. */
const PARTS: readonly [string, (path: string, fn: string) => boolean][] = [
  ['dealing (deck, shuffle, deal, streams, schedule)', (p, f) => /cards\/(deck|rng)|mechanics\/deal|core\/sim\/(simRng|ids|irregularities)/.test(p) || (/deckAndPolicies/.test(p) && /^(beginDeal|dealFirst|complete|interrupted|notCompleted|dealSpecial|markStock)$/.test(f))],
  ['bidding policy + bidding', (p, f) => /policies\/bidding|mechanics\/bidding/.test(p) || (/deckAndPolicies/.test(p) && /bid/i.test(f)) || (/table\/table/.test(p) && f === 'bidding')],
  ['melds', (p, f) => /mechanics\/melds|sequenceRanking/.test(p) || (/table\/table/.test(p) && f === 'sendMelds')],
  ['play policy + legal moves', (p, f) => /policies\/(play|types)|mechanics\/play|mechanics\/tables/.test(p) || (/deckAndPolicies/.test(p) && /play|breach|dueInPlay|otherSeat/i.test(f)) || (/table\/table/.test(p) && f === 'viewOf')],
  ['trick resolution', (p, f) => /mechanics\/(trick|points)/.test(p) || (/table\/table/.test(p) && /^(playCard|sendComplete|unplayedPoints)$/.test(f))],
  ['table loop (run, playOut, send)', (p) => /table\/(table|events)/.test(p)],
  ['machine transitions (runtime)', (p) => /core\/statechart/.test(p)],
  ['ruling (machine guards and actions)', (p) => /debertz\/machine|core\/machine/.test(p)],
  ['invariants', (p) => /sim\/(dealChecks|invariants)/.test(p)],
  ['tally', (p) => /core\/report/.test(p)],
  ['driver, party, context reset', (p) => /debertz\/sim\/|core\/sim\/parties|harness\/sim/.test(p)],
  ['garbage collector', (_p, f) => f === '(garbage collector)'],
];

const RATES = { dealerExposedCard: 0.002, outOfTurnBid: 0.003, outOfTurnPass: 0.003, outOfTurnPlay: 0.003, signal: 0.003, exposedCards: 0.003, failedFirstTrumpBeat: 0.01, revoke: 0.01 };

async function main(): Promise<void> {
  const format = process.argv[2] ?? '2x2';
  const seconds = Number(process.argv[3] ?? 6);
  if (!['1x1', '1x2', '1x3', '2x2'].includes(format) || !(seconds > 0)) throw new Error('usage: npx tsx bench/profile.ts [1x1|1x2|1x3|2x2] [SECONDS]');
  // the same deals as bench.ts `benchDeals`
  const spec = parseSpec({ name: 'bench', format, parties: 10_000_000, seed: 12345, policies: 'plausible', irregularities: RATES, batchParties: 400 });
  let next = 0;
  const play = (s: number): number => {
    let deals = 0;
    const start = performance.now();
    while (performance.now() - start < s * 1000) {
      deals += runBatch({ spec, format, index: 0, from: next, to: next + 400, audit: 0, engine: 'compiled' }).deals;
      next += 400;
    }
    return deals;
  };
  play(Math.min(1, seconds / 3)); // warm-up, outside the profile
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 250 });
  await session.post('Profiler.start');
  const cpu = process.cpuUsage();
  const deals = play(seconds);
  const used = process.cpuUsage(cpu);
  const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
  session.disconnect();

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const perFunction = new Map<string, number>();
  const perPart = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const { functionName, url } = byId.get(id)!.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') return;
    const dt = profile.timeDeltas[i];
    busy += dt;
    const path = url.replace(/^file:\/\/.*?\/(src|bench|node_modules)\//, '$1/');
    const fn = `${functionName || '(anonymous)'} ${path}`;
    perFunction.set(fn, (perFunction.get(fn) ?? 0) + dt);
    const part = PARTS.find(([, m]) => m(path, functionName))?.[0] ?? 'other (Node, loader, builtins)';
    perPart.set(part, (perPart.get(part) ?? 0) + dt);
  });
  const share = (t: number): string => `${((100 * t) / busy).toFixed(1).padStart(5)} %`;
  const cpuSeconds = (used.user + used.system) / 1e6;
  const out = [`Debertz ${format}: ${deals.toLocaleString('en-US')} deals in ${cpuSeconds.toFixed(2)} CPU s (${Math.round(deals / cpuSeconds).toLocaleString('en-US')} deals/cpu-s, ${((cpuSeconds / deals) * 1e6).toFixed(1)} µs a deal), load ${loadavg()[0].toFixed(2)}`, '', 'self time by part of the deal:'];
  for (const [k, t] of [...perPart].sort((a, b) => b[1] - a[1])) out.push(`  ${share(t)}  ${k}`);
  out.push('', 'top functions (self time):');
  for (const [k, t] of [...perFunction].sort((a, b) => b[1] - a[1]).slice(0, 25)) out.push(`  ${share(t)}  ${k}`);
  console.log(out.join('\n'));
}

await main();
