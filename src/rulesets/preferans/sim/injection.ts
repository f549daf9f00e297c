/**
 * What injecting one of the other irregularities works on: the generated deal, where the kind's
 * schedule fell, the streams; and the helpers every kind places itself with.
 *
 * @internal
 */
import type { Card } from '../../../core/cards/card.ts';
import type { SimRng } from '../../../core/sim/simRng.ts';
import type { DealHead } from './dealScenario.ts';
import type { Generated } from './byPolicy.ts';
import { DealSession } from './session.ts';
import type { PreferansSetup } from './setup.ts';
import type { DealTables } from './tables.ts';

/** The deal an irregularity is injected into. */
export interface Injection {
  readonly setup: PreferansSetup;
  /** the tables the deal is played on (the session's is the ruled one) */
  readonly tables: DealTables;
  /** the deal is audited (`--audit`) */
  readonly audit: boolean;
  readonly head: DealHead;
  /** the deal as generated (played on the scratch table when first read: driver.ts) */
  readonly gen: Generated;
  /** the cards as dealt, and the talon */
  readonly hands: readonly number[];
  readonly talon: readonly Card[];
  /** the seats holding cards, in order */
  readonly order: readonly number[];
  /** where the kind's schedule fell, in [0, 1): places it among the deal's points */
  readonly frac: number;
  /** the other kinds' stream (seats, cards) and the players' stream (their decisions) */
  readonly orng: SimRng;
  readonly rng: SimRng;
}

/** The point of `points` the schedule fell on. */
export function pick<T>(inj: Injection, points: readonly T[]): T | undefined {
  return points.length === 0 ? undefined : points[Math.min(points.length - 1, Math.floor(inj.frac * points.length))];
}

/** from, from + 1, …, to − 1 */
export const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/** Any seat holding cards, drawn from the other kinds' stream. */
export const anySeat = (inj: Injection): number => inj.order[inj.orng.int(0, inj.order.length - 1)];

/** A session on the deal's ruled table with its first `q` generated events pushed. */
export function upTo(inj: Injection, q: number): DealSession {
  const ses = new DealSession(inj.setup, inj.tables, inj.head, inj.audit);
  ses.pushAll(inj.gen.events, q);
  return ses;
}
