/**
 * Helpers for the suite tests: cardlaw's own judge as an in-process implementation (the same
 * JSON in and out as `cardlaw judge -`), and implementations with a planted error.
 */
import { judge } from '../../src/judge/judge.ts';
import { InputError } from '../../src/regulation/readings.ts';
import type { Answer, Implementation } from '../../src/suite/conform.ts';
import type { Json } from '../../src/suite/types.ts';

/** cardlaw's judge, in-process; `plant` may change the ruling before it is printed. */
export function inProcess(plant: (ruling: Json) => void = () => {}): Implementation {
  return async (scenarioJson: string): Promise<Answer> => {
    try {
      const ruling = JSON.parse(JSON.stringify(judge(JSON.parse(scenarioJson)))) as Json;
      plant(ruling);
      return { code: 0, stdout: JSON.stringify(ruling, null, 2), stderr: '', timedOut: false };
    } catch (e) {
      if (e instanceof InputError) return { code: 2, stdout: '', stderr: `cardlaw: ${e.message}\n`, timedOut: false };
      throw e;
    }
  };
}

type Entry = { side: number; kind: string; amount: number; clause: string };

/** Planted error: the third «Б» costs 50 instead of the 100 of DEB-6.2.1.6. */
export function thirdMarkCostsFifty(r: Json): void {
  for (const e of (r.protocol as Entry[]) ?? []) {
    if (e.clause !== 'DEB-6.2.1.6') continue;
    e.amount = -50;
    (r.penalties as number[])[e.side] -= 50;
    ((r.ledger as Json).after as Json & { scores: number[] }).scores[e.side] += 50;
  }
}

/** Planted error: the implementation never reports where no clause applies. */
export function forgetsSilences(r: Json): void {
  r.silences = [];
}
