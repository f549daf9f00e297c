/**
 * Debertz as a `RulesetSimulator`: formats, irregularity kinds, policies and invariants, and
 * the two entry points the ruleset-independent simulator calls.
 *
 * @public
 */
import { playParties } from '../../../core/sim/parties.ts';
import { FORMATS } from '../mechanics/format.ts';
import { DEBERTZ_CLAUSES } from '../regulation/clauses.ts';
import { DEBERTZ_GAPS } from '../regulation/gaps.ts';
import { transitionIdsOf } from '../../../core/statechart/catalogue.ts';
import { FormatAccumulator } from '../../../core/report/tallyAccumulator.ts';
import { debertzMachine } from '../machine/definition.ts';
import { tableOf } from '../../../core/statechart/engine.ts';
import { formatDealId, dealRef } from '../../../core/sim/ids.ts';
import { DEBERTZ_BIDDING_POLICIES, DEBERTZ_PLAY_POLICIES } from '../policies/index.ts';
import { debertzStepper } from './rerule.ts';
import type { RulesetSimulator } from '../../../core/sim/types.ts';
import { DebertzDriver } from './driver.ts';
import { DEBERTZ_KINDS } from './deckAndPolicies.ts';
import { DEBERTZ_INVARIANT_IDS, DEBERTZ_INVARIANTS } from './invariants.ts';
import { ScenarioRecorder } from './recorder.ts';

const GLOSS = new Map(DEBERTZ_CLAUSES.map((c) => [c.id, c.gloss]));

export const debertzSimulator: RulesetSimulator = {
  id: 'debertz',
  formats: FORMATS,
  gaps: DEBERTZ_GAPS,
  irregularityKinds: DEBERTZ_KINDS,
  biddingPolicies: DEBERTZ_BIDDING_POLICIES,
  playPolicies: DEBERTZ_PLAY_POLICIES,
  invariants: DEBERTZ_INVARIANTS,
  formatCode: (format) => FORMATS.indexOf(format as (typeof FORMATS)[number]),
  clauseGloss: (id) => GLOSS.get(id) ?? '',
  transitionIds: () => transitionIdsOf(tableOf(debertzMachine)),

  runParties(spec, readings, format, from, to, acc, options) {
    return playParties(new DebertzDriver(spec, readings, format, debertzSimulator.formatCode(format), acc, options), from, to);
  },

  replay(spec, readings, format, party, deal, options) {
    const dealId = formatDealId(format, dealRef(party, deal));
    const recorder = new ScenarioRecorder(`simulated deal ${dealId} (spec ${spec.name}, seed ${spec.seed})`, format, readings);
    const acc = new FormatAccumulator(format, DEBERTZ_INVARIANT_IDS, DEBERTZ_KINDS);
    const driver = new DebertzDriver(spec, readings, format, debertzSimulator.formatCode(format), acc, { ...options, audit: 0, replay: { deal, recorder } });
    driver.runParty(party);
    const r = driver.replayed!;
    if (r.outcome === '') throw new Error(`replay ${dealId}: the party ended before deal ${deal}`);
    return { dealId, scenario: recorder.scenario(), trail: r.trail, outcome: r.outcome, consulted: [...r.consulted].sort(), violations: r.violations, findings: r.findings };
  },

  pointUnit: { name: 'points', scale: 1 },

  rerule(spec, readings, format, options) {
    return debertzStepper(spec, readings, format, debertzSimulator.formatCode(format), options);
  },
};
