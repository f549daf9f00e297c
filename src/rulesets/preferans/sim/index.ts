/**
 * Preferans as a `RulesetSimulator`: games of Sochi, Leningrad, Rostov (3 players) and 4-player
 * Sochi played and ruled deal by deal on the Preferans table over the compiled runtime (see driver.ts), with wrong counts,
 * D0 misdeals, talon and play irregularities injected at the spec's rates.
 *
 * @public
 */
import { playParties } from '../../../core/sim/parties.ts';
import { PREFERANS_CLAUSES } from '../regulation/clauses.ts';
import { PREFERANS_GAPS, PREFERANS_RULESET_READINGS } from '../regulation/gaps.ts';
import { transitionIdsOf } from '../../../core/statechart/catalogue.ts';
import { tableOf } from '../../../core/statechart/engine.ts';
import { preferansMachine } from '../machine/definition.ts';
import { FormatAccumulator } from '../../../core/report/tallyAccumulator.ts';
import { dealRef, formatDealId } from '../../../core/sim/ids.ts';
import { SIMPLE_PLAY_INFO, TRICK_ESTIMATE_INFO } from '../policies.ts';
import { preferansStepper } from './rerule.ts';
import type { RulesetSimulator } from '../../../core/sim/types.ts';
import { PREFERANS_FORMATS, PREFERANS_KINDS, PreferansDriver } from './driver.ts';
import { PREFERANS_INVARIANT_IDS, PREFERANS_INVARIANTS } from './invariants.ts';

const GLOSS = new Map(PREFERANS_CLAUSES.map((c) => [c.id, c.gloss]));

/** Format codes start at 16 so no Preferans stream seed coincides with a Debertz one of the same party. */
const FORMAT_CODE_BASE = 16;

export const preferansSimulator: RulesetSimulator = {
  id: 'preferans',
  formats: PREFERANS_FORMATS,
  gaps: [...PREFERANS_RULESET_READINGS, ...PREFERANS_GAPS],
  irregularityKinds: PREFERANS_KINDS,
  biddingPolicies: [TRICK_ESTIMATE_INFO],
  playPolicies: [SIMPLE_PLAY_INFO],
  invariants: PREFERANS_INVARIANTS,
  formatCode: (format) => FORMAT_CODE_BASE + PREFERANS_FORMATS.indexOf(format as (typeof PREFERANS_FORMATS)[number]),
  clauseGloss: (id) => GLOSS.get(id) ?? '',

  transitionIds: () => transitionIdsOf(tableOf(preferansMachine)),

  runParties(spec, readings, format, from, to, acc, options) {
    return playParties(new PreferansDriver(spec, readings, format, preferansSimulator.formatCode(format), acc, options), from, to);
  },

  replay(spec, readings, format, party, deal, options) {
    const dealId = formatDealId(format, dealRef(party, deal));
    const acc = new FormatAccumulator(format, PREFERANS_INVARIANT_IDS, PREFERANS_KINDS);
    const driver = new PreferansDriver(spec, readings, format, preferansSimulator.formatCode(format), acc, { ...options, replay: { deal } });
    driver.runParty(party);
    const r = driver.replayed!;
    if (r.scenario === null) throw new Error(`replay ${dealId}: the game ended before deal ${deal}`);
    return { dealId, scenario: r.scenario, trail: r.trail, outcome: r.outcome, consulted: r.consulted, violations: r.violations, findings: r.findings };
  },

  pointUnit: { name: 'whists', scale: 100 },

  rerule(spec, readings, format, options) {
    return preferansStepper(spec, readings, format, preferansSimulator.formatCode(format), options);
  },
};
