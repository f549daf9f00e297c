/**
 * Simulation specs: a JSON file under sims/ and/or command-line flags, validated into a `SimSpec`
 * with every default filled in. The shape is checked first against the published schema
 * (schemas/sim-spec.schema.json, by its generated validator); anything unknown or impossible is an
 * InputError naming the JSON path (`spec.irregularities.signal: must be a number from 0 to 1, got
 * 2`, `spec.partys: unknown field (did you mean "parties"?); …`); the CLI turns it into exit code 2.
 *
 * @public
 */
import { nearest, shortValue, stripControl } from '../../core/scenario/fields.ts';
import { InputError, resolveReadings } from '../../core/regulation/readings.ts';
import type { Readings } from '../../core/regulation/types.ts';
import { checkSimSpec } from '../../core/schema/validate.ts';
import { simulatorFor } from '../../rulesets/simulators.ts';
import { type Discovery, type PolicyInfo, type PolicySpec, type RulesetSimulator, type SimSpec } from '../../core/sim/types.ts';

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
  policies: 'plausible' as const,
};

/**
 * A name of the ruleset's own list, or an InputError naming the field, the list and (for word-like
 * names: `revok`, not `3x3` or `DEB-G99`, whose near misses are other valid ids) the near miss.
 */
function oneOf<T extends string>(x: string, options: readonly T[], field: string, what: string, suggest = true): T {
  if (!options.includes(x as T)) {
    const near = suggest ? nearest(x, options) : options.find((o) => o.toLowerCase() === x.toLowerCase());
    throw new InputError(`${field}: unknown ${what} ${shortValue(x)}${near ? ` (did you mean "${near}"?)` : ''} (one of: ${options.join(', ')})`);
  }
  return x as T;
}

/** `policies`, its shape already checked by the schema: the ruleset's names and parameter ranges. */
function parsePolicies(raw: NonNullable<SpecJson['policies']>, sim: RulesetSimulator): PolicySpec {
  const field = 'spec.policies';
  let bidding: string;
  let play: string;
  let params: Record<string, number> = {};
  if (typeof raw === 'string') {
    const set = policySet(raw, sim);
    if (!set) {
      const sets = Object.keys(POLICY_SETS).filter((n) => policySet(n, sim) !== undefined);
      throw new InputError(`${field}: policy set ${shortValue(raw)} is not available for ${sim.id} (one of: ${sets.join(', ')}; or an object { bidding, play, params })`);
    }
    ({ bidding, play } = set);
  } else {
    // a member left out is the ruleset's own default, never another ruleset's (#spec-policies)
    const defaults = defaultPolicies(sim);
    bidding = oneOf(raw.bidding ?? defaults.bidding, sim.biddingPolicies.map((p) => p.name), `${field}.bidding`, 'bidding policy');
    play = oneOf(raw.play ?? defaults.play, sim.playPolicies.map((p) => p.name), `${field}.play`, 'play policy');
    params = raw.params ?? {};
  }
  const infos: PolicyInfo[] = [sim.biddingPolicies.find((p) => p.name === bidding)!, sim.playPolicies.find((p) => p.name === play)!];
  const out: Record<string, number> = {};
  for (const info of infos) for (const p of info.params) out[p.name] = p.default;
  for (const [k, v] of Object.entries(params)) {
    const p = infos.flatMap((i) => i.params).find((q) => q.name === k);
    if (!p) {
      const known = infos.flatMap((i) => i.params.map((q) => q.name));
      const near = nearest(k, known);
      throw new InputError(`${field}.params.${k}: unknown parameter for policies ${bidding}/${play}${near ? ` (did you mean "${near}"?)` : ''} (known: ${known.join(', ') || 'none'})`);
    }
    if (v < p.min || v > p.max) throw new InputError(`${field}.params.${k}: must be a number from ${p.min} to ${p.max} for policies ${bidding}/${play}, got ${shortValue(v)}`);
    out[k] = v;
  }
  return { bidding, play, params: sortObject(out) };
}

function sortObject<V>(o: Record<string, V>): Record<string, V> {
  const out: Record<string, V> = {};
  for (const k of Object.keys(o).sort()) out[k] = o[k];
  return out;
}

/** A spec as schemas/sim-spec.schema.json admits it (checked by `checkSimSpec` before any use). */
interface SpecJson {
  $schema?: string;
  name?: string;
  description?: string;
  ruleset?: 'debertz' | 'preferans';
  format?: string | string[];
  readings?: Record<string, string>;
  policies?: 'plausible' | 'random-legal' | { bidding?: string; play?: string; params?: Record<string, number> };
  irregularities?: Record<string, number>;
  discovery?: Discovery;
  parties?: number;
  seed?: number;
  batchParties?: number;
  maxDealsPerParty?: number;
}

/**
 * Validates a raw spec (parsed JSON, possibly with flag overrides applied) and fills defaults.
 * The shape — the fields, their types, ranges and fixed lists, a format listed twice — is the
 * published schema's (schemas/sim-spec.schema.json, its generated validator run first, the
 * message naming the JSON path); what needs the ruleset is checked here: its formats, gaps and
 * readings, irregularity kinds, policies and their parameters' ranges.
 * @example parseSpec({ ruleset: 'debertz', format: '2x2', parties: 100, seed: 7 })
 */
export function parseSpec(input: unknown, fallbackName = 'sim'): SimSpec {
  checkSimSpec(input);
  const raw = input as SpecJson;
  // the schema checks a name given in the spec; one taken from the spec's file name names the
  // report folder just the same, so it must pass the same rule
  if (raw.name === undefined && !/^[A-Za-z0-9._-]+$/.test(fallbackName)) {
    throw new InputError(`spec.name: the spec gives no name and its file name ${shortValue(fallbackName)} cannot name a report folder (letters, digits, '.', '_' and '-' only); give "name" in the spec or rename the file`);
  }
  const ruleset = raw.ruleset ?? 'debertz';
  const sim = simulatorFor(ruleset);

  let formats: string[];
  if (raw.format === undefined || raw.format === 'all') formats = [...sim.formats];
  else if (typeof raw.format === 'string') formats = [oneOf(raw.format, sim.formats, 'spec.format', 'format', false)];
  else formats = raw.format.map((f, i) => oneOf(f, sim.formats, `spec.format[${i}]`, 'format', false));
  formats = sim.formats.filter((f) => formats.includes(f)); // canonical order

  const overrides = raw.readings ?? {};
  const gapIds = sim.gaps.map((g) => g.id);
  for (const id of Object.keys(overrides)) {
    // a gap id in the wrong case (deb-g25); another near miss is another gap, not a slip
    const near = gapIds.includes(id) ? undefined : gapIds.find((g) => g.toLowerCase() === id.toLowerCase());
    if (near) throw new InputError(`spec.readings.${stripControl(id).slice(0, 40)}: unknown gap id (did you mean "${near}"?) (known: ${gapIds[0]} … ${gapIds[gapIds.length - 1]})`);
  }
  resolveReadings(sim.gaps, overrides, 'spec.readings'); // validates, naming the field
  const readings = sortObject(overrides);

  const irregularities: Record<string, number> = {};
  for (const k of sim.irregularityKinds) irregularities[k] = 0;
  for (const [k, v] of Object.entries(raw.irregularities ?? {})) irregularities[oneOf(k, sim.irregularityKinds, `spec.irregularities.${stripControl(k).slice(0, 40)}`, 'irregularity kind')] = v;

  return {
    name: raw.name ?? fallbackName,
    description: raw.description ?? '',
    ruleset,
    formats,
    readings,
    policies: parsePolicies(raw.policies ?? SPEC_DEFAULTS.policies, sim),
    irregularities,
    discovery: raw.discovery ?? SPEC_DEFAULTS.discovery,
    parties: raw.parties ?? SPEC_DEFAULTS.parties,
    seed: raw.seed ?? SPEC_DEFAULTS.seed,
    batchParties: raw.batchParties ?? SPEC_DEFAULTS.batchParties,
    maxDealsPerParty: raw.maxDealsPerParty ?? SPEC_DEFAULTS.maxDealsPerParty,
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
