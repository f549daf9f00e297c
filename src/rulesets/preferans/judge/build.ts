/**
 * Builds Preferans scenarios from a script: the calls, contract, whists, discoveries and
 * irregularities are given; `{"autoplay": n}` plays n cards (or "all") by a simple policy, each a
 * legal card the judge itself offers (an exposed card first, CODE-3.9.14). Used by the example
 * generator (src/rulesets/preferans/judge/examples.ts) and by tests that need whole deals.
 */
import { rankOf, suitOf, type Card } from '../../../core/cards/card.ts';
import { formatCard } from '../../../core/cards/notation.ts';
import { probePreferans } from './judge.ts';
import { parsePreferansScenario } from '../scenario.ts';

export type Json = Record<string, unknown>;

export type ScriptItem = Json | { autoplay: number | 'all'; policy?: 'low' | 'high' };

export interface BuildSpec {
  /** 2 for a script naming a card or a trick (a misdeal's card, a revoke's card, a look's trick) */
  version?: 1 | 2;
  title?: string;
  players?: 3 | 4;
  variant?: unknown;
  readings?: Record<string, string>;
  sheet?: Json;
  dealer?: number;
  agreedTalonPair?: number;
  hands: string[][];
  talon: string[];
  floor?: string[];
  floorFaceUp?: string[];
  otherDeck?: string[];
  lost?: string[];
  notes?: string;
  script: ScriptItem[];
}

const key = (c: Card, policy: 'low' | 'high') => (policy === 'low' ? rankOf(c) * 4 + suitOf(c) : -(rankOf(c) * 4 + suitOf(c)));

export function buildPreferansScenario(spec: BuildSpec): Json {
  const { script, ...rest } = spec;
  const { version, ...head } = rest;
  const base: Json = { ruleset: 'preferans', ...(version === 2 ? { version } : {}), ...head, events: [] as Json[] };
  for (const k of Object.keys(base)) if (base[k] === undefined) delete base[k];
  const events = base.events as Json[];
  for (const item of script) {
    if (!('autoplay' in item)) {
      events.push(item);
      continue;
    }
    const policy = (item.policy as 'low' | 'high' | undefined) ?? 'low';
    const n = item.autoplay === 'all' ? Infinity : (item.autoplay as number);
    for (let k = 0; k < n; k++) {
      const p = probePreferans(parsePreferansScenario(base));
      if (p.seat < 0) break;
      const pool = p.exposed.length > 0 ? p.exposed : p.legal;
      const card = [...pool].sort((a, b) => key(a, policy) - key(b, policy))[0];
      events.push({ seat: p.seat, play: formatCard(card) });
    }
  }
  return base;
}
