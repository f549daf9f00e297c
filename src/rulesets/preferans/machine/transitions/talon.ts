/**
 * The talon before it is bought: seen, peeked at, taken or exposed, in the bidding (the `auction`
 * state) and before an all-pass's first lead (`allPass.beforeLead`).
 *
 * Clause ids: CODE-3.2.19, CODE-3.2.20, CODE-3.2.21, CODE-3.3.16.1, CODE-3.3.16.2, CODE-3.3.16.3,
 * CODE-3.3.17. Rules: ../rules/talon.ts.
 */
import type { TransitionConfig } from '../../../../core/statechart/definition.ts';
import { rule } from '../../../../core/machine/rule.ts';
import { talonIrregularity } from './refs.ts';

// ── talon irregularities before the talon is bought ─────────────────────────────────────────
export const AUCTION_IRREGULARITIES: TransitionConfig[] = [
  rule(['CODE-3.2.21', 'CODE-3.2.19'], 'The talon peeked at before the bidding: 5 into the mountain; he may not bid', {
    guard: talonIrregularity('talon-peeked', { beforeBidding: true }),
    actions: ['code_3_2_21_peek', 'code_3_2_19_barred'],
  }),
  rule(['CODE-3.2.21', 'CODE-3.3.16.1'], 'The talon peeked at during the bidding: 5 into the mountain; the bidding goes on without him', {
    guard: talonIrregularity('talon-peeked'),
    actions: ['code_3_2_21_peek', 'code_3_2_19_barred'],
  }),
  rule(['CODE-3.2.19'], 'The talon seen by one player before the bidding: he may not bid', { guard: talonIrregularity('talon-seen', { beforeBidding: true }), actions: ['code_3_2_19_barred'] }),
  rule(['CODE-3.3.16.1'], 'The talon seen by one player during the bidding: the bidding goes on without him', { guard: talonIrregularity('talon-seen'), actions: ['code_3_2_19_barred'] }),
  rule(['CODE-3.2.20'], 'The talon taken before the bidding: he may not bid; he shuffles his 12 cards and the dealer draws 2 blind for the talon', {
    guard: talonIrregularity('talon-taken', { beforeBidding: true }),
    actions: ['code_3_2_19_barred'],
  }),
  rule(['CODE-3.3.17'], 'The talon taken by accident during the bidding: he may not bid; the dealer draws 2 blind from his 12 cards', { guard: talonIrregularity('talon-taken'), actions: ['code_3_2_19_barred'] }),
  rule(['CODE-3.3.16.3'], 'The talon exposed while two or more are still bidding: the results the table determines are written as whists on the offender; no play', {
    guard: talonIrregularity('talon-exposed', { twoStillBidding: true }),
    target: '#preferans.scoring',
    actions: ['code_3_3_16_3_damages'],
  }),
  rule(['CODE-3.3.16.2'], 'The talon exposed while one player is still bidding: he gets the talon at his last bid', { guard: talonIrregularity('talon-exposed') }),
];

export const ALLPASS_TALON_IRREGULARITIES: TransitionConfig[] = [
  rule(['CODE-3.2.21', 'CODE-3.2.19'], 'The talon peeked at before an all-pass: 5 into the mountain; he takes the talon-led tricks', {
    guard: talonIrregularity('talon-peeked'),
    actions: ['code_3_2_21_peek', 'code_3_2_19_allPass'],
  }),
  rule(['CODE-3.2.19'], 'The talon seen before an all-pass: he takes the first two (talon-led) tricks; in Rostov all ten', {
    guard: talonIrregularity('talon-seen'),
    actions: ['code_3_2_19_allPass'],
  }),
];
