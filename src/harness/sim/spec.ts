/**
 * Simulation specs: a JSON file under sims/ and/or command-line flags, validated into a `SimSpec`
 * with every default filled in. Anything unknown or impossible is an InputError naming the field
 * (`spec.irregularities.signal must be in [0, 1]`); the CLI turns it into exit code 2.
 *
 * @public
 */
import { shortValue } from '../../core/scenario/fields.ts';
import { InputError, resolveReadings } from '../../core/regulation/readings.ts';
import type { Readings } from '../../core/regulation/types.ts';
import { MAX_PARTIES, DEAL_SPAN } from '../../core/sim/ids.ts';
import { simulatorFor, SIMULATORS } from '../../rulesets/simulators.ts';
import { DISCOVERIES, type Discovery, type PolicyInfo, type PolicySpec, type RulesetSimulator, type SimSpec } from '../../core/sim/types.ts';

export const SPEC_FIELDS = [
  '$schema',
  'name',
  'description',
  'ruleset',
  'format',
  'readings',
  'policies',
  'irregularities',
  'discovery',
  'parties',
  'seed',
  'batchParties',
  'maxDealsPerParty',
] as const;

/**
 * Shorthands for `policies`: a name standing for a bidding and a play policy (Debertz's names).
 * `plausible` is every ruleset's default pair — the first bidding and play policy it lists
 * (Debertz: expected-points/greedy, Preferans: trick-estimate/simple); see `policySet`.
 */
export const POLICY_SETS: Record<string, { bidding: string; play: string }> = {
  plausible: { bidding: 'expected-points', play: 'greedy' },
  'random-legal': { bidding: 'random-legal', play: 'random-legal' },
};

/** A ruleset's default bidding and play policy: the first of each it lists. */
export const defaultPolicies = (sim: RulesetSimulator): { bidding: string; play: string } => ({ bidding: sim.biddingPolicies[0].name, play: sim.playPolicies[0].name });

/**
 * A policy set by name for one ruleset, or undefined when the ruleset has no such pair (a
 * Preferans spec cannot ask for `random-legal`: its simulator has no random-legal policies).
 */
export function policySet(name: string, sim: RulesetSimulator): { bidding: string; play: string } | undefined {
  if (!Object.hasOwn(POLICY_SETS, name)) return undefined;
  if (name === 'plausible') return defaultPolicies(sim);
  const set = POLICY_SETS[name];
  return sim.biddingPolicies.some((p) => p.name === set.bidding) && sim.playPolicies.some((p) => p.name === set.play) ? set : undefined;
}

export const SPEC_DEFAULTS = {
  parties: 1000,
  seed: 1,
  batchParties: 400,
  maxDealsPerParty: 2000,
  discovery: 'uniform' as Discovery,
  policies: 'plausible',
};

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function integer(x: unknown, field: string, min: number, max: number): number {
  if (typeof x !== 'number' || !Number.isInteger(x) || x < min || x > max) {
    throw new InputError(`${field} must be an integer in [${min}, ${max}], got ${shortValue(x)}`);
  }
  return x;
}

function str(x: unknown, field: string): string {
  if (typeof x !== 'string') throw new InputError(`${field} must be a string, got ${shortValue(x)}`);
  return x;
}

function oneOf<T extends string>(x: unknown, options: readonly T[], field: string, what: string): T {
  if (typeof x !== 'string' || !options.includes(x as T)) {
    throw new InputError(`${field}: unknown ${what} ${shortValue(x)} (one of: ${options.join(', ')})`);
  }
  return x as T;
}

function parsePolicies(raw: unknown, sim: RulesetSimulator): PolicySpec {
  const field = 'spec.policies';
  const sets = Object.keys(POLICY_SETS).filter((n) => policySet(n, sim) !== undefined);
  let bidding: string;
  let play: string;
  let params: Record<string, unknown> = {};
  if (typeof raw === 'string') {
    const set = policySet(raw, sim);
    if (!set) {
      const why = Object.hasOwn(POLICY_SETS, raw) ? `policy set ${shortValue(raw)} is not available for ${sim.id}` : `unknown policy set ${shortValue(raw)}`;
      throw new InputError(`${field}: ${why} (one of: ${sets.join(', ')}; or an object { bidding, play, params })`);
    }
    ({ bidding, play } = set);
  } else if (isObject(raw)) {
    for (const k of Object.keys(raw)) if (!['bidding', 'play', 'params'].includes(k)) throw new InputError(`${field}.${k}: unknown field (known: bidding, play, params)`);
    // a member left out is the ruleset's own default, never another ruleset's (#spec-policies)
    const defaults = defaultPolicies(sim);
    bidding = oneOf(raw.bidding ?? defaults.bidding, sim.biddingPolicies.map((p) => p.name), `${field}.bidding`, 'bidding policy');
    play = oneOf(raw.play ?? defaults.play, sim.playPolicies.map((p) => p.name), `${field}.play`, 'play policy');
    if (raw.params !== undefined) {
      if (!isObject(raw.params)) throw new InputError(`${field}.params must be an object of parameter → number, got ${shortValue(raw.params)}`);
      params = raw.params;
    }
  } else {
    throw new InputError(`${field} must be a policy set name (${sets.join(', ')}) or an object { bidding, play, params }, got ${shortValue(raw)}`);
  }
  const infos: PolicyInfo[] = [sim.biddingPolicies.find((p) => p.name === bidding)!, sim.playPolicies.find((p) => p.name === play)!];
  const out: Record<string, number> = {};
  for (const info of infos) for (const p of info.params) out[p.name] = p.default;
  for (const [k, v] of Object.entries(params)) {
    const p = infos.flatMap((i) => i.params).find((q) => q.name === k);
    if (!p) {
      const known = infos.flatMap((i) => i.params.map((q) => q.name));
      throw new InputError(`${field}.params.${k}: unknown parameter for policies ${bidding}/${play} (known: ${known.join(', ') || 'none'})`);
    }
    if (typeof v !== 'number' || !Number.isFinite(v) || v < p.min || v > p.max) throw new InputError(`${field}.params.${k} must be in [${p.min}, ${p.max}], got ${shortValue(v)}`);
    out[k] = v;
  }
  return { bidding, play, params: sortObject(out) };
}

function sortObject<V>(o: Record<string, V>): Record<string, V> {
  const out: Record<string, V> = {};
  for (const k of Object.keys(o).sort()) out[k] = o[k];
  return out;
}

/**
 * Validates a raw spec (parsed JSON, possibly with flag overrides applied) and fills defaults.
 * @example parseSpec({ ruleset: 'debertz', format: '2x2', parties: 100, seed: 7 })
 */
export function parseSpec(raw: unknown, fallbackName = 'sim'): SimSpec {
  if (!isObject(raw)) throw new InputError('spec must be a JSON object');
  for (const k of Object.keys(raw)) {
    if (!(SPEC_FIELDS as readonly string[]).includes(k)) throw new InputError(`spec.${k}: unknown field (known: ${SPEC_FIELDS.join(', ')})`);
  }
  const ruleset = raw.ruleset === undefined ? 'debertz' : oneOf(raw.ruleset, Object.keys(SIMULATORS), 'spec.ruleset', 'ruleset');
  const sim = simulatorFor(ruleset);

  let formats: string[];
  if (raw.format === undefined || raw.format === 'all') formats = [...sim.formats];
  else if (typeof raw.format === 'string') formats = [oneOf(raw.format, sim.formats, 'spec.format', 'format')];
  else if (Array.isArray(raw.format) && raw.format.length > 0) {
    formats = raw.format.map((f, i) => oneOf(f, sim.formats, `spec.format[${i}]`, 'format'));
    const dup = formats.find((f, i) => formats.indexOf(f) !== i);
    if (dup) throw new InputError(`spec.format: ${dup} is listed twice`);
  } else throw new InputError(`spec.format must be a format (${sim.formats.join(', ')}), "all", or a non-empty array of formats`);
  formats = sim.formats.filter((f) => formats.includes(f)); // canonical order

  if (raw.readings !== undefined && !isObject(raw.readings)) throw new InputError('spec.readings must be an object of gap id → reading id');
  const overrides = (raw.readings as Record<string, unknown>) ?? {};
  resolveReadings(sim.gaps, overrides, 'spec.readings'); // validates, naming the field
  const readings = sortObject(overrides as Record<string, string>);

  const irregularities: Record<string, number> = {};
  for (const k of sim.irregularityKinds) irregularities[k] = 0;
  if (raw.irregularities !== undefined) {
    if (!isObject(raw.irregularities)) throw new InputError('spec.irregularities must be an object of kind → rate per deal');
    for (const [k, v] of Object.entries(raw.irregularities)) {
      if (!sim.irregularityKinds.includes(k)) throw new InputError(`spec.irregularities.${k}: unknown irregularity kind (one of: ${sim.irregularityKinds.join(', ')})`);
      if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 1) throw new InputError(`spec.irregularities.${k} must be in [0, 1], got ${shortValue(v)}`);
      irregularities[k] = v;
    }
  }

  const name = raw.name === undefined ? fallbackName : str(raw.name, 'spec.name');
  if (!/^[A-Za-z0-9._-]+$/.test(name)) throw new InputError(`spec.name must use only letters, digits, '.', '_' and '-' (it names the report folder), got ${shortValue(name)}`);

  return {
    name,
    description: raw.description === undefined ? '' : str(raw.description, 'spec.description'),
    ruleset,
    formats,
    readings,
    policies: parsePolicies(raw.policies ?? SPEC_DEFAULTS.policies, sim),
    irregularities,
    discovery: raw.discovery === undefined ? SPEC_DEFAULTS.discovery : oneOf(raw.discovery, DISCOVERIES, 'spec.discovery', 'discovery distribution'),
    parties: raw.parties === undefined ? SPEC_DEFAULTS.parties : integer(raw.parties, 'spec.parties', 1, MAX_PARTIES - 1),
    seed: raw.seed === undefined ? SPEC_DEFAULTS.seed : integer(raw.seed, 'spec.seed', 0, 0xffffffff),
    batchParties: raw.batchParties === undefined ? SPEC_DEFAULTS.batchParties : integer(raw.batchParties, 'spec.batchParties', 1, 1_000_000),
    maxDealsPerParty: raw.maxDealsPerParty === undefined ? SPEC_DEFAULTS.maxDealsPerParty : integer(raw.maxDealsPerParty, 'spec.maxDealsPerParty', 1, DEAL_SPAN - 1),
  };
}

/** The full reading table of a spec: the ruleset's defaults overlaid with the spec's overrides. */
export function resolveSpecReadings(spec: SimSpec): Readings {
  return resolveReadings(simulatorFor(spec.ruleset).gaps, spec.readings, 'spec.readings');
}

/** The spec as plain JSON in a canonical key order (run.json, shard files, identity checks). */
export function specToJson(spec: SimSpec): Record<string, unknown> {
  return {
    name: spec.name,
    description: spec.description,
    ruleset: spec.ruleset,
    format: [...spec.formats],
    readings: { ...spec.readings },
    policies: { bidding: spec.policies.bidding, play: spec.policies.play, params: { ...spec.policies.params } },
    irregularities: { ...spec.irregularities },
    discovery: spec.discovery,
    parties: spec.parties,
    seed: spec.seed,
    batchParties: spec.batchParties,
    maxDealsPerParty: spec.maxDealsPerParty,
  };
}
