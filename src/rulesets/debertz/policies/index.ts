/**
 * The policy registry: every bidding and play policy a spec may name, per ruleset.
 *
 * @public
 */
import type { PolicyInfo, PolicySpec } from '../../../core/sim/types.ts';
import { createExpectedPointsBidder, createRandomLegalBidder, EXPECTED_POINTS_INFO, RANDOM_LEGAL_BIDDING_INFO } from './bidding.ts';
import { createGreedyPlayer, createRandomLegalPlayer, GREEDY_INFO, RANDOM_LEGAL_PLAY_INFO } from './play.ts';
import type { DebertzBidder, DebertzPlayer } from './types.ts';

export const DEBERTZ_BIDDING_POLICIES: readonly PolicyInfo[] = [EXPECTED_POINTS_INFO, RANDOM_LEGAL_BIDDING_INFO];
export const DEBERTZ_PLAY_POLICIES: readonly PolicyInfo[] = [GREEDY_INFO, RANDOM_LEGAL_PLAY_INFO];

/**
 * `readings`: the full reading table in force. A plausible player plays to the rules being
 * simulated: a policy reads the readings that change what a sensible player does (reports/README.md,
 * "Which readings the players play to").
 */
export function debertzPolicies(spec: PolicySpec, readings: Readonly<Record<string, string>> = {}): { bidder: DebertzBidder; player: DebertzPlayer } {
  const bidder = spec.bidding === 'random-legal' ? createRandomLegalBidder() : createExpectedPointsBidder(spec.params, readings);
  const player = spec.play === 'random-legal' ? createRandomLegalPlayer() : createGreedyPlayer();
  return { bidder, player };
}

export * from './types.ts';
