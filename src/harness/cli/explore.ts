/**
 * `cardlaw explore --ruleset debertz|preferans [--format F,…] [--readings all|default|GAP=R,…]
 * [--out DIR] [--json] [--compare-sim REPORT_DIR] [--budget N] [--workers N|auto] [--force] [--quiet]`.
 *
 * The settings are searched on the worker pool (as simulate's batches: --workers, default one per
 * core); the output is the same bytes for any number of workers but for its timing fields.
 *
 * @internal
 */
import { parseArgs } from 'node:util';
import { EXPLORE_OPTIONS } from './options.ts';
import { InputError, resolveReadings } from '../../core/regulation/readings.ts';
import { suiteAdapter } from '../../rulesets/adapters.ts';
import { safeJson } from '../../core/io/output.ts';
import { writeDirAtomically } from '../sim/atomic.ts';
import { exploreOnPool, type ReadingsMode } from '../explore/run.ts';
import { ProgressBar } from '../sim/progress.ts';
import { workersFlag } from './workers.ts';
import { gather } from '../explore/findings.ts';
import { concretiseFindings } from '../explore/concretise.ts';
import { compareWithSim, readSimPaths } from '../explore/compareSim.ts';
import { findingsJson, findingsTable, reportFiles } from '../explore/report.ts';

export function parseReadingsMode(text: string | undefined): ReadingsMode {
  if (text === undefined || text === 'all') return 'all';
  if (text === 'default') return 'default';
  const out: Record<string, string> = {};
  for (const part of text.split(',')) {
    const [g, r] = part.split('=');
    if (!g || !r) throw new InputError(`--readings: "${part}" is not GAP=READING (or use all, default)`);
    out[g.trim()] = r.trim();
  }
  return out;
}

export async function exploreCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: EXPLORE_OPTIONS,
  });
  if (values.ruleset === undefined) throw new InputError('--ruleset: required (debertz or preferans)');
  const adapter = suiteAdapter(values.ruleset);
  const formats = values.format === undefined ? adapter.formats : values.format.split(',').map((f) => f.trim());
  for (const f of formats) if (!adapter.formats.includes(f)) throw new InputError(`--format: ${JSON.stringify(f)} is not a ${adapter.id} format (one of: ${adapter.formats.join(', ')})`);
  const mode = parseReadingsMode(values.readings);
  if (typeof mode === 'object') resolveReadings(adapter.gaps, mode, '--readings');
  const budget = values.budget === undefined ? 200 : Number(values.budget);
  if (!Number.isInteger(budget) || budget < 0) throw new InputError(`--budget: ${JSON.stringify(values.budget)} is not a whole number ≥ 0`);
  const maxStates = values['max-states'] === undefined ? undefined : Number(values['max-states']);
  if (maxStates !== undefined && (!Number.isInteger(maxStates) || maxStates < 1)) throw new InputError(`--max-states: ${JSON.stringify(values['max-states'])} is not a whole number ≥ 1`);
  const workers = workersFlag(values.workers);
  const sim = values['compare-sim'] === undefined ? null : readSimPaths(values['compare-sim']);
  const quiet = values.quiet === true;
  const tty = process.stderr.isTTY === true;
  const log = quiet ? undefined : (line: string) => process.stderr.write(tty ? `\r\x1b[K${line}` : `${line}\n`);
  // on a terminal a progress bar (settings done of those planned so far, states, states/s) instead of a line per reading set
  const bar = tty && !quiet ? new ProgressBar(process.stderr) : null;
  const started = Date.now();
  let x;
  try {
    x = await exploreOnPool(adapter, {
      formats,
      readings: mode,
      maxStates,
      workers,
      log: bar ? undefined : log,
      progress: bar ? (p) => bar.update({ partiesDone: p.settingsDone, partiesTotal: p.settingsPlanned, deals: p.states, elapsedMs: Date.now() - started, unit: 'states', items: 'settings' }) : undefined,
    });
  } finally {
    bar?.done();
  }
  const f = gather(x);
  concretiseFindings(adapter, f, { budget, log });
  if (tty && !quiet) process.stderr.write('\r\x1b[K');
  const cmp = sim ? compareWithSim(f, sim) : null;
  if (values.out !== undefined) {
    const identity = JSON.stringify({ ruleset: adapter.id, formats, readings: mode, budget, sim: sim?.dir ?? null });
    writeDirAtomically(values.out, reportFiles(f, cmp), { flag: '--out', what: 'exploration report', identity, force: values.force === true, legacyNames: [] });
    if (!quiet) process.stderr.write(`wrote ${values.out}\n`);
  }
  process.stdout.write(values.json ? safeJson(findingsJson(f, cmp), 2) + '\n' : findingsTable(f, cmp));
  return 0;
}
