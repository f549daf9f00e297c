/**
 * Deal identity and random streams.
 *
 * A simulated deal is identified by (format, party, deal): the party's index in the run and the
 * deal attempt's index within its party (thrown-in and misdealt attempts count). Its random
 * choices come from streams seeded by `deriveSeed(master, formatCode, party, deal, stream)`:
 * one stream for the deck, one for the players' decisions, one for irregularities. The seed does
 * not depend on how parties are grouped into batches, workers or shards, so neither can change a
 * report; and because the streams are separate, changing an irregularity rate or a policy never
 * changes the cards that are dealt (common random numbers when comparing two specs).
 *
 * A deal id reads `2x2:123:4` (format, party, deal). Inside tallies it is packed into one
 * number, `ref = party * DEAL_SPAN + deal`, ordered like (party, deal).
 *
 * @public
 */
import { deriveSeed, mix32 } from '../cards/rng.ts';
import { InputError } from '../regulation/readings.ts';

/** Deal attempts per party can never reach this (the spec's `maxDealsPerParty` is below it). */
export const DEAL_SPAN = 1 << 20;
/** Parties per format must stay below this so refs stay exact integers. */
export const MAX_PARTIES = 2 ** 31;

export const Stream = { Deck: 0, Players: 1, Irregularities: 2, Audit: 3, Party: 4 } as const;

export const dealRef = (party: number, deal: number): number => party * DEAL_SPAN + deal;
export const refParty = (ref: number): number => Math.floor(ref / DEAL_SPAN);
export const refDeal = (ref: number): number => ref % DEAL_SPAN;

export interface DealId {
  readonly format: string;
  readonly party: number;
  readonly deal: number;
}

export const formatDealId = (format: string, ref: number): string => (ref < 0 ? '' : `${format}:${refParty(ref)}:${refDeal(ref)}`);

export function parseDealId(text: string, field = '--seed'): DealId {
  const m = /^([^:\s]+):(\d+):(\d+)$/.exec(text.trim());
  if (!m) throw new InputError(`${field}: ${JSON.stringify(text)} is not a deal id (write FORMAT:PARTY:DEAL as in the example_seed columns, e.g. 2x2:17:3)`);
  const party = Number(m[2]);
  const deal = Number(m[3]);
  if (!Number.isSafeInteger(party) || party >= MAX_PARTIES || deal >= DEAL_SPAN) throw new InputError(`${field}: ${text} is out of range`);
  return { format: m[1], party, deal };
}

/** The seed of one stream of one deal. */
export const streamSeed = (master: number, formatCode: number, party: number, deal: number, stream: number): number =>
  deriveSeed(master, formatCode, party, deal, stream);

/** `deriveSeed`'s fold step: the hash of a path extended by `p`. */
const fold = (h: number, p: number): number => mix32((h ^ mix32((p >>> 0) + 0x7f4a7c15)) >>> 0);

/**
 * `streamSeed` for the hot loop. `deriveSeed` folds its path left to right, so the hash of
 * (master, formatCode, party, deal) — the deal's prefix — is shared by its streams: `dealPrefix`
 * computes it once per deal and `streamOf` adds the stream, one fold step, with no rest-argument
 * array. `streamOf(dealPrefix(m, f, p, d), s) === streamSeed(m, f, p, d, s)` (test/sim/simRng.test.ts).
 */
export function dealPrefix(master: number, formatCode: number, party: number, deal: number): number {
  return fold(fold(fold(mix32((master >>> 0) ^ 0x9e3779b9), formatCode), party), deal);
}
export const streamOf = (prefix: number, stream: number): number => fold(prefix, stream);

/** The seed of the party-level stream (the first dealer). */
export const partySeed = (master: number, formatCode: number, party: number): number => deriveSeed(master, formatCode, party, DEAL_SPAN, Stream.Party);
