/**
 * The judge with its rulesets loaded on demand (`cardlaw judge`): `prepare` loads the ruleset a
 * scenario names, then `judgeLoaded` rules it synchronously, exactly as ./judge.ts would.
 */
import type { JudgeCallOptions, Judging } from '../../core/ruleset.ts';
import { JUDGING_LOADERS } from '../../rulesets/judgingLoaders.ts';
import { judgeWith } from './dispatch.ts';
import type { Ruling } from './judge.ts';

const loaded: Record<string, Judging<any, any>> = {};
const KNOWN = Object.keys(JUDGING_LOADERS);

/** Loads the judging facet of the ruleset `raw.ruleset` names, if it is one; an unknown one is refused by `judgeLoaded`. */
export async function prepare(raw: unknown): Promise<void> {
  const id = (raw as { ruleset?: unknown } | null)?.ruleset;
  if (typeof id !== 'string' || !Object.hasOwn(JUDGING_LOADERS, id) || Object.hasOwn(loaded, id)) return;
  loaded[id] = await JUDGING_LOADERS[id]();
}

/** Every ruleset loaded (a stream of scenarios of any ruleset). */
export async function prepareAll(): Promise<void> {
  for (const id of KNOWN) await prepare({ ruleset: id });
}

export function judgeLoaded(raw: unknown, options: JudgeCallOptions = {}): Ruling {
  return judgeWith(loaded, KNOWN, raw, options) as Ruling;
}

export function narrateLoaded(r: Ruling): string {
  return loaded[r.ruleset].narrate(r);
}
