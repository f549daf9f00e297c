import { createActor } from 'xstate';
import { preferansMachine } from '../../src/rulesets/preferans/machine/definition.ts';
import { initialContext, type PreferansContext, type SheetInput } from '../../src/rulesets/preferans/machine/context.ts';
import type { FoundWhere, PreferansEvent } from '../../src/rulesets/preferans/machine/events.ts';
import { makeVariant, type VariantId } from '../../src/rulesets/preferans/mechanics/variants.ts';
import { parseContract, type ContractId } from '../../src/rulesets/preferans/mechanics/contracts.ts';
import { PREFERANS_GAPS, PREFERANS_RULESET_READINGS } from '../../src/rulesets/preferans/regulation/gaps.ts';
import { resolveReadings } from '../../src/core/regulation/readings.ts';
import { toXStateMachine } from '../../src/core/statechart/toXState.ts';

/**
 * Drives the Preferans machine with facts (no cards), for rulings whose inputs are counts, calls
 * and trick winners. Seats 0..2 with seat 0 dealing: the first hand is 1, then 2, then 0.
 */
export const ALL_GAPS = [...PREFERANS_RULESET_READINGS, ...PREFERANS_GAPS];
export const c = (code: string): ContractId => {
  const x = parseContract(code);
  if (x === undefined) throw new Error(code);
  return x;
};

export interface Table {
  players?: 3 | 4;
  variant?: VariantId;
  dealer?: number;
  sheet?: SheetInput;
  agreedTalonPair?: number;
}

export function start(readings: Record<string, string> = {}, t: Table = {}) {
  const players = t.players ?? 3;
  const ctx = initialContext(players, makeVariant(t.variant ?? 'sochi'), resolveReadings(ALL_GAPS, readings), { dealer: t.dealer ?? 0, sheet: t.sheet, agreedTalonPair: t.agreedTalonPair });
  return createActor(toXStateMachine(preferansMachine), { input: ctx }).start();
}

export function run(readings: Record<string, string>, events: PreferansEvent[], t: Table = {}) {
  const actor = start(readings, t);
  for (const e of events) actor.send(e);
  const snap = actor.getSnapshot();
  return { value: snap.value, ctx: snap.context as PreferansContext, status: snap.status };
}

// ── event builders ──
export const dealt = (counts: number[] = [10, 10, 10], talon = 2): PreferansEvent => ({ type: 'DEALT', counts, talon });
export const pass = (seat: number): PreferansEvent => ({ type: 'CALL', seat, call: 'pass', contract: -1 });
export const bid = (seat: number, code: string): PreferansEvent => ({ type: 'CALL', seat, call: 'bid', contract: c(code) });
export const won = (declarer: number, code: string): PreferansEvent => ({ type: 'AUCTION_WON', declarer, bid: c(code) });
export const contract = (code: string, discard = 2): PreferansEvent => ({ type: 'CONTRACT', contract: c(code), discard });
export const whistPlayed = (whisters: number[], passers: number[], open = false): PreferansEvent => ({ type: 'WHIST', outcome: 'played', whisters, passers, halfWhister: -1, open });
export const unwhisted = (): PreferansEvent => ({ type: 'WHIST', outcome: 'unwhisted', whisters: [], passers: [], halfWhister: -1, open: false });
export const tricks = (winners: number[]): PreferansEvent[] => [{ type: 'LED' }, ...winners.map((winner) => ({ type: 'TRICK' as const, winner }))];
export const done = (): PreferansEvent[] => [{ type: 'PLAY_COMPLETE' }, { type: 'SCORE' }];
export const discover = (by: number, counts: number[], found: FoundWhere = 'hand', extra: { talon?: number; faceUp?: boolean; revokeTrick?: number } = {}): PreferansEvent => ({
  type: 'COUNT_DISCOVERED',
  by,
  counts,
  talon: extra.talon ?? 2,
  found,
  faceUp: extra.faceUp ?? false,
  revokeTrick: extra.revokeTrick ?? -1,
});
export const choice = (demands: boolean[]): PreferansEvent => ({ type: 'CHOICE', demands });
export const irregularity = (kind: Extract<PreferansEvent, { type: 'IRREGULARITY' }>['kind'], seat: number, trick = 0, damages: number[] = [0, 0, 0]): PreferansEvent => ({ type: 'IRREGULARITY', kind, seat, trick, damages });
/** n tricks for each seat in turn: spread(6, 2, 2) over seats [a, b, c]. */
export const spread = (seats: number[], counts: number[]) => seats.flatMap((s, i) => new Array(counts[i]).fill(s) as number[]);
