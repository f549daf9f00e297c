/**
 * `npm run bench`: how fast the simulator goes, measured on this machine.
 *
 *   bare               the reference kernel in plain JS, the work the C `dealer` tool does: shuffle
 *                      a 32-card deck with the project's seeded RNG, deal four hands of eight,
 *                      sum each hand's card points; the full deals below are compared with it
 *                      ("full deal / bare deal", printed in the same run)
 *   dealing            shuffle + deal + complete a hand set (the mechanics alone)
 *   compiled 2x2/1x1   whole deals through the compiled runtime: policies, irregularities, play,
 *                      ruling, invariants, tally (one thread)
 *   xstate 2x2/1x1     the same deals through a real XState v5 actor
 *   pool 1 / pool N    a whole run on the worker pool with 1 thread and with every core
 *                      (wall clock, pool start-up included), and the speed-up
 *   preferans          whole Preferans Sochi deals (sims/preferans-sochi.json: policies, every
 *                      irregularity kind at its rate, played and ruled once on the Preferans
 *                      table over the compiled runtime, invariants, tally), a steady-state line
 *                      (3 s warm-up, the spec's batches of games), then the same deals with the
 *                      table stepping a real XState actor
 *   startup            launching `cardlaw --help` and a Debertz and a Preferans `cardlaw judge`
 *                      call as fresh processes, compiled build (dist/) against the sources
 *                      through tsx, beside a bare `node -e 0` (bench/startup.ts)
 *   explore            `cardlaw explore`'s searches alone (no witnesses): Debertz 1x2 and Preferans
 *                      Sochi under every reading set, abstract states and transitions per CPU-second;
 *                      then the same on the worker pool, 1 and 2 workers, wall and CPU
 *
 * Prints a table, then one JSON line per measurement (`{"bench": …}`) for scripts.
 *
 * `npm run bench -- compiled` (or `bare`, `dealing`, `xstate`, `pool`, `preferans`, `startup`, `explore`, several at once) runs only those
 * groups, e.g. to repeat one measurement on a busy machine; without arguments, all of them.
 * Where the compiled group's Debertz deal spends its CPU: `npx tsx bench/profile.ts [FORMAT]`.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { deriveSeed } from '../src/core/cards/rng.ts';
import { shuffledDeck } from '../src/core/cards/deck.ts';
import { completeNormal, dealFirstSix } from '../src/rulesets/debertz/mechanics/deal.ts';
import { formatOf, type FormatId } from '../src/rulesets/debertz/mechanics/format.ts';
import { runBatch } from '../src/harness/sim/batch.ts';
import { simulate } from '../src/harness/sim/run.ts';
import { SimRng } from '../src/core/sim/simRng.ts';
import { parseSpec } from '../src/harness/sim/spec.ts';
import type { SimSpec } from '../src/core/sim/types.ts';
import { benchStartup, formatStartup, type StartupRow } from './startup.ts';
import { exploreOnPool, exploreRuleset } from '../src/harness/explore/run.ts';
import { suiteAdapter } from '../src/rulesets/adapters.ts';

interface Row {
  bench: string;
  format: string;
  engine: string;
  deals: number;
  seconds: number;
  dealsPerSecond: number;
  threads: number;
  /** CPU seconds of the whole process (all threads) during the measurement */
  cpuSeconds: number;
  rssMB: number;
  /** the 1-minute load average when the measurement ended: above the core count, rates are understated */
  load1: number;
  note?: string;
}

const rows: Row[] = [];
const rss = () => Math.round(process.memoryUsage().rss / 2 ** 20);
const RATES = {
  dealerExposedCard: 0.002,
  outOfTurnBid: 0.003,
  outOfTurnPass: 0.003,
  outOfTurnPlay: 0.003,
  signal: 0.003,
  exposedCards: 0.003,
  failedFirstTrumpBeat: 0.01,
  revoke: 0.01,
};
const specOf = (format: string, parties: number): SimSpec => parseSpec({ name: 'bench', format, parties, seed: 12345, policies: 'plausible', irregularities: RATES, batchParties: 400 });

function record(r: Omit<Row, 'dealsPerSecond' | 'rssMB' | 'load1'>): Row {
  const row = { ...r, dealsPerSecond: Math.round(r.deals / r.seconds), rssMB: rss(), load1: Number(loadavg()[0].toFixed(2)) };
  rows.push(row);
  process.stderr.write(`  ${row.bench} ${row.format} ${row.engine}: ${row.dealsPerSecond.toLocaleString('en-US')} deals/s\n`);
  return row;
}

/** Runs `step` until `seconds` have passed; returns [iterations, seconds]. */
function timed(seconds: number, step: () => number): [number, number] {
  const start = performance.now();
  let n = 0;
  let elapsed = 0;
  do {
    n += step();
    elapsed = (performance.now() - start) / 1000;
  } while (elapsed < seconds);
  return [n, elapsed];
}

/** Card points of the 32 cards in code order (suit * 8 + rank; ranks 7 8 9 10 J Q K A): Debertz's plain-suit values. */
const CARD_POINTS = Uint8Array.from({ length: 32 }, (_, c) => [0, 0, 0, 10, 2, 3, 4, 11][c & 7]);
let bareChecksum = 0;

/**
 * The bare "deal + evaluate" kernel, in plain JS, for reference: per deal a stream seeded from
 * (1, deal) as the simulator seeds its own, a Fisher–Yates shuffle of 32 cards (shuffledDeck on
 * SimRng, the simulator's generator), four hands of eight as 32-bit masks, and each hand's card
 * points summed — what the C `dealer` tool does for a bridge deal. Nothing is ruled or played.
 */
function benchBare(): void {
  const rng = new SimRng();
  const deck: number[] = new Array(32);
  const hands = new Int32Array(4);
  const points = new Int32Array(4);
  let i = 0;
  const step = () => {
    for (let k = 0; k < 1000; k++, i++) {
      shuffledDeck(rng.reseed(deriveSeed(1, i)), deck);
      hands.fill(0);
      points.fill(0);
      for (let c = 0; c < 32; c++) {
        const seat = c >> 3;
        hands[seat] |= 1 << deck[c];
        points[seat] += CARD_POINTS[deck[c]];
      }
      bareChecksum = (bareChecksum + hands[i & 3] + points[0] * 3 + points[1]) | 0;
    }
    return 1000;
  };
  timed(0.3, step); // warm-up
  const cpu = process.cpuUsage();
  const [n, s] = timed(1.5, step);
  const used = process.cpuUsage(cpu);
  record({ bench: 'bare', format: '32 cards, 4 hands', engine: 'plain JS', deals: n, seconds: s, threads: 1, cpuSeconds: (used.user + used.system) / 1e6, note: 'shuffle + deal + sum card points (the dealer tool\'s work)' });
}

function benchDealing(format: FormatId): void {
  const f = formatOf(format);
  const rng = new SimRng();
  const deck: number[] = new Array(32);
  let i = 0;
  const step = () => {
    for (let k = 0; k < 1000; k++, i++) {
      shuffledDeck(rng.reseed(deriveSeed(1, i)), deck);
      const first = dealFirstSix(deck, f, i % f.players);
      completeNormal(deck, first, f, i % f.players, (i + 1) % f.players, 'declarer');
    }
    return 1000;
  };
  timed(0.3, step); // warm-up
  const cpu = process.cpuUsage();
  const [n, s] = timed(1.5, step);
  const used = process.cpuUsage(cpu);
  record({ bench: 'dealing', format, engine: '-', deals: n, seconds: s, threads: 1, cpuSeconds: (used.user + used.system) / 1e6 });
}

function benchDeals(format: string, engine: 'compiled' | 'xstate', seconds: number): void {
  const perBatch = engine === 'compiled' ? 400 : 20;
  const spec = specOf(format, 10_000_000);
  let next = 0;
  const step = () => {
    const r = runBatch({ spec, format, index: 0, from: next, to: next + perBatch, audit: 0, engine });
    next += perBatch;
    return r.deals;
  };
  timed(Math.min(1, seconds / 3), step); // warm-up
  const cpu = process.cpuUsage();
  const [n, s] = timed(seconds, step);
  const used = process.cpuUsage(cpu);
  record({ bench: 'deals', format, engine, deals: n, seconds: s, threads: 1, cpuSeconds: (used.user + used.system) / 1e6 });
}

/**
 * Whole Preferans Sochi deals (games of the default spec, from party 0 on) played and ruled on the
 * table over `engine`. The `deals` line (1 s warm-up, a party per batch) is kept as it was so its
 * figures compare across versions; the `steady` line warms up 3 s and runs the spec's own batches
 * of `batchParties` games, as a worker of `cardlaw simulate` does, so it is the steady state.
 */
function benchPreferans(engine: 'compiled' | 'xstate', seconds: number, steady = false): void {
  const raw = JSON.parse(readFileSync(new URL('../sims/preferans-sochi.json', import.meta.url), 'utf8'));
  const spec = parseSpec({ ...raw, parties: 10_000_000 });
  const perBatch = steady ? spec.batchParties : 1;
  let next = 0;
  const step = () => {
    const r = runBatch({ spec, format: 'sochi', index: 0, from: next, to: next + perBatch, audit: 0, engine });
    next += perBatch;
    return r.deals;
  };
  timed(steady ? 3 : Math.min(1, seconds / 3), step); // warm-up
  const cpu = process.cpuUsage();
  const [n, s] = timed(seconds, step);
  const used = process.cpuUsage(cpu);
  record({ bench: steady ? 'steady' : 'deals', format: 'sochi', engine, deals: n, seconds: s, threads: 1, cpuSeconds: (used.user + used.system) / 1e6, note: steady ? `sims/preferans-sochi.json, batches of ${perBatch} games, 3 s warm-up` : 'sims/preferans-sochi.json rates' });
}

async function benchPool(threads: number, parties: number): Promise<Row> {
  const spec = specOf('2x2', parties);
  const cpu = process.cpuUsage();
  const r = await simulate(spec, { workers: threads });
  const used = process.cpuUsage(cpu);
  return record({ bench: `pool-${threads}`, format: '2x2', engine: 'compiled', deals: r.deals, seconds: r.durationMs / 1000, threads, cpuSeconds: (used.user + used.system) / 1e6, note: 'wall clock incl. pool start-up' });
}

interface ExploreRow {
  ruleset: string;
  format: string;
  readings: string;
  settings: number;
  states: number;
  edges: number;
  /** CPU seconds of the searches (the sum exploreRuleset reports per setting) */
  cpuSeconds: number;
  statesPerCpuSecond: number;
  edgesPerCpuSecond: number;
  load1: number;
}

/** The searches of `cardlaw explore` for one format under every reading set (docs/explore.md): abstract states per CPU-second. */
function benchExplore(ruleset: string, format: string): ExploreRow {
  const x = exploreRuleset(suiteAdapter(ruleset), { formats: [format], readings: 'all' });
  let states = 0;
  let edges = 0;
  let cpuMs = 0;
  for (const e of x.explored) {
    states += e.result.states;
    edges += e.result.edges;
    cpuMs += e.cpuMs;
  }
  const row = { ruleset, format, readings: 'all', settings: x.explored.length, states, edges, cpuSeconds: cpuMs / 1000, statesPerCpuSecond: Math.round((states / cpuMs) * 1000), edgesPerCpuSecond: Math.round((edges / cpuMs) * 1000), load1: Number(loadavg()[0].toFixed(2)) };
  process.stderr.write(`  explore ${ruleset} ${format}: ${row.statesPerCpuSecond.toLocaleString('en-US')} states/cpu-s\n`);
  return row;
}

interface ExplorePoolRow {
  ruleset: string;
  format: string;
  workers: number;
  settings: number;
  states: number;
  /** the whole exploration: wall seconds, and CPU seconds of every thread of the process (the workers' start included) */
  wallSeconds: number;
  cpuSeconds: number;
  load1: number;
}

/** The same searches as `benchExplore` on the worker pool (`cardlaw explore --workers N`): wall and CPU of the whole exploration. */
async function benchExplorePool(ruleset: string, format: string, workers: number): Promise<ExplorePoolRow> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const x = await exploreOnPool(suiteAdapter(ruleset), { formats: [format], readings: 'all', workers });
  const wallSeconds = (performance.now() - t0) / 1000;
  const c = process.cpuUsage(c0);
  const row = { ruleset, format, workers, settings: x.explored.length, states: x.explored.reduce((n, e) => n + e.result.states, 0), wallSeconds, cpuSeconds: (c.user + c.system) / 1e6, load1: Number(loadavg()[0].toFixed(2)) };
  process.stderr.write(`  explore ${ruleset} ${format} on ${workers} worker${workers > 1 ? 's' : ''}: ${wallSeconds.toFixed(2)} s wall\n`);
  return row;
}

const GROUPS = ['bare', 'dealing', 'compiled', 'xstate', 'pool', 'preferans', 'startup', 'explore'] as const;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  for (const a of args) if (!(GROUPS as readonly string[]).includes(a)) throw new Error(`bench: unknown group "${a}" (groups: ${GROUPS.join(', ')})`);
  const run = (g: (typeof GROUPS)[number]) => args.length === 0 || args.includes(g);
  const cores = availableParallelism();
  const loadBefore = loadavg()[0];
  process.stderr.write(`cardlaw bench — Node ${process.version}, ${cores} cores, load average ${loadBefore.toFixed(2)}\n`);
  // the reference kernel runs with every group that plays whole deals, so their ratio to it is in the same run
  if (run('bare') || run('compiled') || run('preferans')) benchBare();
  if (run('dealing')) {
    benchDealing('2x2');
    benchDealing('1x1');
  }
  if (run('compiled')) {
    benchDeals('2x2', 'compiled', 3);
    benchDeals('1x1', 'compiled', 3);
  }
  if (run('xstate')) {
    benchDeals('2x2', 'xstate', 3);
    benchDeals('1x1', 'xstate', 3);
  }
  if (run('preferans')) {
    benchPreferans('compiled', 3);
    benchPreferans('compiled', 5, true);
    benchPreferans('xstate', 3);
  }
  const startup: StartupRow[] = run('startup') ? benchStartup() : [];
  const explore: ExploreRow[] = run('explore') ? [benchExplore('debertz', '1x2'), benchExplore('preferans', 'sochi')] : [];
  const explorePool: ExplorePoolRow[] = [];
  if (run('explore')) for (const [r, f] of [['debertz', '1x2'], ['preferans', 'sochi']]) for (const w of [1, 2]) explorePool.push(await benchExplorePool(r, f, w));
  const parties = 250_000; // ≈ 1.2M deals: enough that each worker's start-up and JIT warm-up are a small share
  const one = run('pool') ? await benchPool(1, parties) : undefined;
  const all = run('pool') ? await benchPool(cores, parties) : undefined;

  const compiled2 = rows.find((r) => r.bench === 'deals' && r.format === '2x2' && r.engine === 'compiled');
  const xstate2 = rows.find((r) => r.bench === 'deals' && r.format === '2x2' && r.engine === 'xstate');
  const header = ['bench', 'format', 'engine', 'threads', 'deals', 'seconds', 'cpu s', 'deals/s', 'deals/cpu-s', 'rss MB'];
  const body = rows.map((r) => [
    r.bench,
    r.format,
    r.engine,
    String(r.threads),
    r.deals.toLocaleString('en-US'),
    r.seconds.toFixed(2),
    r.cpuSeconds.toFixed(2),
    r.dealsPerSecond.toLocaleString('en-US'),
    Math.round(r.deals / r.cpuSeconds).toLocaleString('en-US'),
    String(r.rssMB),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const out: string[] = [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line), ''];
  if (compiled2 && xstate2) out.push(`compiled runtime vs XState actor (2x2): ${(compiled2.dealsPerSecond / xstate2.dealsPerSecond).toFixed(1)}×`);
  const prefC = rows.find((r) => r.bench === 'deals' && r.format === 'sochi' && r.engine === 'compiled');
  const prefX = rows.find((r) => r.bench === 'deals' && r.format === 'sochi' && r.engine === 'xstate');
  if (prefC && prefX) out.push(`compiled runtime vs XState actor (Preferans sochi, the judge's machine): ${(prefC.dealsPerSecond / prefX.dealsPerSecond).toFixed(1)}×`);
  let speedup = 0;
  let potential = 0;
  if (one && all) {
    speedup = all.dealsPerSecond / one.dealsPerSecond;
    out.push(`pool speed-up, 1 → ${cores} threads (2x2, ${parties.toLocaleString('en-US')} parties, wall clock): ${speedup.toFixed(2)}×; CPU used per wall second: ${(one.cpuSeconds / one.seconds).toFixed(2)} → ${(all.cpuSeconds / all.seconds).toFixed(2)}`);
    potential = (cores * one.cpuSeconds) / all.cpuSeconds;
    out.push(`CPU per deal: ${((one.cpuSeconds / one.deals) * 1e6).toFixed(1)} µs with 1 thread, ${((all.cpuSeconds / all.deals) * 1e6).toFixed(1)} µs with ${cores}: on idle cores the pool would reach ≈ ${potential.toFixed(2)}×`);
  }
  const bare = rows.find((r) => r.bench === 'bare');
  const perCpu = (r: Row) => r.deals / r.cpuSeconds;
  const fullRows = rows.filter((r) => (r.bench === 'deals' || r.bench === 'steady') && r.engine === 'compiled');
  if (bare && fullRows.length > 0) {
    out.push(`full deal / bare deal (per CPU-second; bare = shuffle + deal 4 hands + sum card points in plain JS, ${Math.round(perCpu(bare)).toLocaleString('en-US')} deals/cpu-s, load ${bare.load1.toFixed(2)}):`);
    for (const r of fullRows) {
      out.push(`  ${r.format === 'sochi' ? `Preferans sochi${r.bench === 'steady' ? ', steady' : ''}` : `Debertz ${r.format}`}`.padEnd(24) + ` ${Math.round(perCpu(r)).toLocaleString('en-US').padStart(10)} deals/cpu-s — a full deal costs ${(perCpu(bare) / perCpu(r)).toFixed(0)} bare deals (load ${r.load1.toFixed(2)})`);
    }
  }
  out.push(...(startup.length > 0 ? formatStartup(startup) : []));
  if (explore.length > 0) {
    out.push('explore, the searches alone under every reading set (abstract states and transitions per CPU-second; issue 13 asks ≥ 100,000 states/s):');
    for (const r of explore) out.push(`  ${`${r.ruleset} ${r.format}`.padEnd(18)} ${r.settings} settings, ${r.states.toLocaleString('en-US')} states, ${r.edges.toLocaleString('en-US')} transitions in ${r.cpuSeconds.toFixed(2)} CPU s: ${r.statesPerCpuSecond.toLocaleString('en-US')} states/cpu-s, ${r.edgesPerCpuSecond.toLocaleString('en-US')} transitions/cpu-s (load ${r.load1.toFixed(2)})`);
  }
  if (explorePool.length > 0) {
    out.push('explore on the worker pool, the same searches (wall and CPU of the whole exploration, every thread, the workers\' start included):');
    for (const r of explorePool) {
      const one = explorePool.find((o) => o.ruleset === r.ruleset && o.format === r.format && o.workers === 1)!;
      out.push(`  ${`${r.ruleset} ${r.format}`.padEnd(18)} ${r.workers} worker${r.workers > 1 ? 's' : ' '} ${r.wallSeconds.toFixed(2).padStart(6)} s wall, ${r.cpuSeconds.toFixed(2).padStart(6)} s CPU${r.workers > 1 ? `, ${(one.wallSeconds / r.wallSeconds).toFixed(2)}× the wall speed of 1 worker` : ''} (load ${r.load1.toFixed(2)})`);
    }
  }
  const loadAfter = loadavg()[0];
  out.push(`load average (1 min) before/after: ${loadBefore.toFixed(2)} / ${loadAfter.toFixed(2)} on ${cores} cores${Math.max(loadBefore, loadAfter) > cores * 0.75 ? ' — other processes compete for the cores: speed-ups and rates are understated' : ''}`);
  out.push('');
  for (const r of rows) out.push(JSON.stringify(r));
  if (one && all) out.push(JSON.stringify({ bench: 'pool-speedup', format: '2x2', threads: cores, speedup: Number(speedup.toFixed(3)), cpuBoundSpeedup: Number(potential.toFixed(3)), loadBefore: Number(loadBefore.toFixed(2)), loadAfter: Number(loadAfter.toFixed(2)) }));
  if (compiled2 && xstate2) out.push(JSON.stringify({ bench: 'compiled-vs-xstate', format: '2x2', ratio: Number((compiled2.dealsPerSecond / xstate2.dealsPerSecond).toFixed(1)) }));
  if (prefC && prefX) out.push(JSON.stringify({ bench: 'compiled-vs-xstate', format: 'sochi', ratio: Number((prefC.dealsPerSecond / prefX.dealsPerSecond).toFixed(1)) }));
  if (bare) {
    for (const r of fullRows) out.push(JSON.stringify({ bench: 'full-vs-bare', format: r.bench === 'steady' ? `${r.format}-steady` : r.format, fullPerCpuSecond: Math.round(perCpu(r)), barePerCpuSecond: Math.round(perCpu(bare)), ratio: Number((perCpu(bare) / perCpu(r)).toFixed(1)), load1: r.load1 }));
  }
  for (const r of startup) out.push(JSON.stringify({ bench: 'startup', ...r, load1: Number(loadavg()[0].toFixed(2)) }));
  for (const r of explore) out.push(JSON.stringify({ bench: 'explore', ...r, cpuSeconds: Number(r.cpuSeconds.toFixed(3)) }));
  for (const r of explorePool) out.push(JSON.stringify({ bench: 'explore-pool', ...r, wallSeconds: Number(r.wallSeconds.toFixed(3)), cpuSeconds: Number(r.cpuSeconds.toFixed(3)) }));
  if (bareChecksum === 0x7fffffff) out.push(''); // keeps the kernel's result alive
  process.stdout.write(out.join('\n') + '\n');
}

await main();
