/**
 * `cardlaw explore --ruleset debertz|preferans [--format F,…] [--readings all|default|GAP=R,…]
 * [--out DIR] [--json] [--compare-sim REPORT_DIR] [--budget N] [--force] [--quiet]`.
 *
 * @internal
 */
import { parseArgs } from 'node:util';
import { EXPLORE_OPTIONS } from './options.ts';
import { InputError, resolveReadings } from '../../core/regulation/readings.ts';
import { suiteAdapter } from '../../rulesets/adapters.ts';
import { safeJson } from '../../core/io/output.ts';
import { writeDirAtomically } from '../sim/atomic.ts';
import { exploreRuleset, type ReadingsMode } from '../explore/run.ts';
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

export function exploreCommand(argv: string[]): number {
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
  const sim = values['compare-sim'] === undefined ? null : readSimPaths(values['compare-sim']);
  const quiet = values.quiet === true;
  const tty = process.stderr.isTTY === true;
  const log = quiet ? undefined : (line: string) => process.stderr.write(tty ? `\r\x1b[K${line}` : `${line}\n`);
  const x = exploreRuleset(adapter, { formats, readings: mode, maxStates, log, progress: tty && !quiet ? log : undefined });
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
