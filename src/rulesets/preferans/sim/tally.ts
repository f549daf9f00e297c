/**
 * What a deal adds to the format's tally (src/core/report/tallyAccumulator.ts): the ruling's penalty
 * path, readings consulted, silences, findings and outcome; the irregularities scheduled and
 * committed; invariant checks; a judge failure. A replayed deal also keeps what the tally saw.
 *
 * @internal
 */
import { readingTag } from '../../../core/machine/reading.ts';
import type { PreferansRuling } from '../table.ts';
import type { FormatAccumulator } from '../../../core/report/tallyAccumulator.ts';
import type { IrregularitySchedule } from '../../../core/sim/irregularities.ts';
import { OTHER_KINDS, WRONG_COUNT_KINDS } from './kinds.ts';
import { PREFERANS_INVARIANTS } from './invariants.ts';

export interface ReplayTarget {
  deal: number;
  scenario: Record<string, unknown> | null;
  trail: string[];
  outcome: string;
  consulted: string[];
  violations: string[];
  findings: string[];
}

/** A finding key without the deal's particular cards (the judge names them). */
export function findingKey(f: string, wrongCount: boolean): string {
  if (/^seat \d+ played .* no revoke was claimed$/.test(f)) return wrongCount ? 'unclaimed play fault after a wrong count (CODE 3.9.16)' : 'unclaimed revoke (CODE 3.9.16)';
  return f;
}

export class DealTally {
  /** the deal being played is the one replayed */
  replayActive = false;

  constructor(
    readonly acc: FormatAccumulator,
    readonly replay: ReplayTarget | null,
    private readonly wrongCounts: IrregularitySchedule,
    private readonly others: IrregularitySchedule,
  ) {}

  /** One evaluation of invariant `i`; `message` (null when it held) says why it failed. */
  check(i: number, applicable: boolean, ok: boolean, message: (() => string) | null): void {
    if (ok || message === null) this.acc.check(i, applicable, ok);
    else {
      this.acc.check(i, applicable, ok, message);
      if (this.replayActive) this.replay!.violations.push(`${PREFERANS_INVARIANTS[i].id}: ${message()}`);
    }
  }

  /** The irregularities the deal's schedules drew, and whether each was committed. */
  irregularities(): void {
    for (let k = 0; k < WRONG_COUNT_KINDS.length; k++) if (this.wrongCounts.step[k] >= 0) this.acc.irregularity(k, this.wrongCounts.committed[k] === 1);
    for (let k = 0; k < OTHER_KINDS.length; k++) if (this.others.step[k] >= 0) this.acc.irregularity(WRONG_COUNT_KINDS.length + k, this.others.committed[k] === 1);
  }

  /**
   * The judge failed on an irregular deal (a case it refuses, or a fault of its own): the deal is
   * tallied with outcome `judge-error` and a finding naming the failure (digits blanked so equal
   * failures count together). `what`: `wrong-count deal discovered at <point>` or `<kind> deal`.
   */
  judgeFailed(e: unknown, what: string): void {
    const msg = String((e as Error)?.message ?? e).split('\n')[0].replace(/\d+/g, 'N').replace(/ \(#sim-pref-2\)$/, '');
    const key = `judge error on a ${what}: ${msg.replace(/^preferans driver: the judge refused simulated deal [^:]*:[^:]*:[^:]*: /, '')}`;
    this.acc.finding(key.replace(/[()]/g, ''));
    this.acc.endDeal('judge-error', false, 0);
    this.irregularities();
    if (this.replayActive) this.replay!.findings.push(key);
  }

  /** The ruling's path, readings, silences, findings and outcome; `wrongCount`: the deal had one. */
  ruling(ruling: PreferansRuling, wrongCount: boolean): string[] {
    const acc = this.acc;
    for (const c of ruling.trail) acc.clause(c);
    // the tags as the machine made them (readingTag: one string per tag, no text built per deal)
    const consulted: string[] = [];
    for (const g in ruling.readings) consulted.push(readingTag(g, ruling.readings[g]));
    for (let i = 0; i < consulted.length; i++) acc.consult(consulted[i]);
    for (const s of ruling.silences) acc.silence(`${s.gap}|${s.kind}|${s.clauses.join(',')}`);
    const findings = [...new Set(ruling.findings.map((f) => findingKey(f, wrongCount)))];
    for (const f of findings) acc.finding(f);
    let effect = 0;
    const d = ruling.declarer;
    if (d !== null) for (const e of ruling.entries) if (e.seat === d && e.kind !== 'whist') effect += e.kind === 'pool' ? e.amount : -e.amount;
    acc.endDeal(ruling.outcome, d !== null, effect);
    this.irregularities();
    return consulted;
  }
}
