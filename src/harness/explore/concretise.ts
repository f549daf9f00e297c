/**
 * Turns the findings' witnesses into judge scenarios (./witness.ts): every penalty path, every
 * event no clause answers, every silence and every choice two clauses claim. A witness that stops
 * mid-deal is finished by the shortest continuation to the end of the deal first.
 *
 * @internal
 */
import type { MachineEvent } from '../../core/statechart/definition.ts';
import type { RulesetAdapter } from '../../core/suite/types.ts';
import { RAW, type Findings, type Located } from './findings.ts';
import { eventKey } from './bfs.ts';
import { concretise, finishDeal, type ConcreteWitness } from './witness.ts';

export interface ConcretiseOptions {
  /** scenarios judged per witness before it is given up (0: none built) */
  readonly budget: number;
  readonly log?: (line: string) => void;
}

export function concretiseFindings(adapter: RulesetAdapter, f: Findings, options: ConcretiseOptions): void {
  const cache = new Map<string, ConcreteWitness>();
  const all: Located[] = [...f.paths, ...f.noClause, ...f.silences, ...f.twoClauses];
  let n = 0;
  for (const l of all) {
    const raw = RAW.get(l);
    if (!raw) continue;
    let events: MachineEvent[] = raw.events;
    if (!raw.ends) {
      const tail = finishDeal(adapter, raw.setting, events);
      if (tail === null) {
        l.concrete = { scenario: null, verdict: null, signature: '', path: '', events: events.map(eventKey), why: 'no continuation to the end of the deal was found', tries: 0 };
        continue;
      }
      events = [...events, ...tail];
    }
    const key = `${raw.setting.format}|${JSON.stringify(raw.setting.overrides)}|${raw.setting.ledger.name}|${JSON.stringify(events)}`;
    let c = cache.get(key);
    if (!c) {
      c = concretise(adapter, raw.setting, events, options.budget);
      cache.set(key, c);
    }
    l.concrete = c;
    if (++n % 25 === 0) options.log?.(`witnesses: ${n} of ${all.length}`);
  }
}
