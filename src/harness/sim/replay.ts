/**
 * Replay: the deal behind an example seed of a report, re-simulated from the report's run.json
 * (spec and seed) and handed to the judge as a scenario, so a referee can read what happened.
 *
 * @public
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { judge, narrate, type Ruling } from '../judge/judge.ts';
import { InputError } from '../../core/regulation/readings.ts';
import { parseDealId } from '../../core/sim/ids.ts';
import { simulatorFor } from '../../rulesets/simulators.ts';
import { parseSpec, resolveSpecReadings } from './spec.ts';
import type { EngineOptions, ReplayedDeal, SimSpec } from '../../core/sim/types.ts';
import { readJsonInput } from '../../core/io/read.ts';

export interface ReplayResult {
  readonly replayed: ReplayedDeal;
  /** the judge's ruling on the replayed scenario, or the judge's refusal */
  readonly ruling: Ruling | null;
  readonly narrative: string | null;
  readonly judgeError: string | null;
}

export function specOfReport(dir: string): SimSpec {
  const file = join(dir, 'run.json');
  const raw = readJsonInput(file, 'run description (run.json)').value as { spec?: unknown } | null;
  if (!raw || typeof raw !== 'object' || !raw.spec) throw new InputError(`replay: ${file}: no spec in it`);
  return parseSpec(raw.spec);
}

/** Re-simulates deal `dealId` (FORMAT:PARTY:DEAL) of the run `spec` and asks the judge about it. */
export function replayDeal(spec: SimSpec, dealId: string, options: EngineOptions = {}): ReplayResult {
  const id = parseDealId(dealId);
  if (!spec.formats.includes(id.format)) throw new InputError(`--seed: format ${id.format} is not part of this run (${spec.formats.join(', ')})`);
  if (id.party >= spec.parties) throw new InputError(`--seed: party ${id.party} is out of range (the run has ${spec.parties} parties per format)`);
  if (id.deal >= spec.maxDealsPerParty) throw new InputError(`--seed: deal ${id.deal} is out of range`);
  const sim = simulatorFor(spec.ruleset);
  let replayed: ReplayedDeal;
  try {
    replayed = sim.replay(spec, resolveSpecReadings(spec), id.format, id.party, id.deal, options);
  } catch (e) {
    throw new InputError(`--seed: ${(e as Error).message}`);
  }
  try {
    const ruling = judge(replayed.scenario);
    return { replayed, ruling, narrative: narrate(ruling), judgeError: null };
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return { replayed, ruling: null, narrative: null, judgeError: e.message };
  }
}
