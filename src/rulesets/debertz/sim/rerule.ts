/**
 * Debertz's per-deal entry point for `cardlaw compare` and `cardlaw gap-impact`
 * (`RulesetSimulator.rerule`): a party played deal by deal by the ordinary driver, whose ledger
 * (the machine's context between deals, plus the previous trump and the «Б» shadow count) can be
 * handed to a driver under other readings to rule the same deal — same cards, same decisions'
 * streams, same irregularities at the same moments, since every deal's streams are seeded from
 * (master seed, format, party, deal) alone (src/core/sim/ids.ts).
 *
 * A deal's ruling: the outcome, the penalty path and consulted readings (as the report counts
 * them, through a RecordingAccumulator), the score and «Б» changes per side, and the protocol
 * entries.
 *
 * @internal
 */
import { formatDealId, dealRef } from '../../../core/sim/ids.ts';
import { RecordingAccumulator } from '../../../core/sim/recordingAccumulator.ts';
import type { Readings } from '../../../core/regulation/types.ts';
import type { DealRuling, PartyStepper, ReplayedDeal, RerulerOptions, SimSpec } from '../../../core/sim/types.ts';
import { DebertzDriver, type DebertzLedger } from './driver.ts';
import { DEBERTZ_KINDS } from './deckAndPolicies.ts';
import { DEBERTZ_INVARIANT_IDS } from './invariants.ts';
import { ScenarioRecorder } from './recorder.ts';

export function debertzStepper(spec: SimSpec, readings: Readings, format: string, formatCode: number, options: RerulerOptions): PartyStepper {
  const acc = new RecordingAccumulator(format, DEBERTZ_INVARIANT_IDS, DEBERTZ_KINDS);
  const { replayDeal, ...engine } = options;
  let recorder: ScenarioRecorder | null = null;
  let party = 0;
  let replayedDeal: ReplayedDeal | null = null;
  const make = (): DebertzDriver => {
    if (replayDeal === undefined) return new DebertzDriver(spec, readings, format, formatCode, acc, { ...engine, audit: 0 });
    recorder = new ScenarioRecorder(`simulated deal ${formatDealId(format, dealRef(party, replayDeal))} (spec ${spec.name}, seed ${spec.seed})`, format, readings);
    return new DebertzDriver(spec, readings, format, formatCode, acc, { ...engine, audit: 0, replay: { deal: replayDeal, recorder } });
  };
  let driver = make();
  return {
    start(p) {
      party = p;
      if (replayDeal !== undefined) driver = make(); // the recorder names the party
      driver.startParty(p);
    },
    ledger: () => driver.ledger(),
    resume(p, ledger) {
      party = p;
      if (replayDeal !== undefined) driver = make();
      driver.resumeParty(ledger as DebertzLedger);
    },
    deal(deal) {
      const ctx = driver.current;
      const scores = ctx.scores.slice();
      const marks = ctx.marks.slice();
      driver.ruleDeal(party, deal);
      const after = driver.current;
      const ruling: DealRuling = {
        outcome: acc.dealOutcome,
        path: acc.dealPath.slice(),
        consulted: acc.consultedSorted(),
        points: after.scores.map((s, i) => s - scores[i]),
        marks: after.marks.map((m, i) => m - marks[i]),
        entries: after.entries.map((e) => `${e.side}:${e.kind}:${e.amount}:${e.clause}`).join(';'),
        facts: `declarer ${after.declarer}; special ${after.special}; taken ${after.taken.join('/')}; tricks ${after.tricks.join('/')}; melds ${after.melds.join('/')}; deberc ${after.debercSeat}; offender ${after.offender}; cause ${after.cause}; completed ${after.completed}; unplayed ${after.unplayed}`,
      };
      if (replayDeal === deal && recorder !== null) {
        const r = driver.replayed!;
        replayedDeal = { dealId: formatDealId(format, dealRef(party, deal)), scenario: recorder.scenario(), trail: r.trail, outcome: r.outcome, consulted: [...r.consulted].sort(), violations: r.violations, findings: r.findings };
      }
      return ruling;
    },
    get over() {
      return driver.partyOver;
    },
    winner: () => (driver.current.winner >= 0 ? `side ${driver.current.winner}` : 'none'),
    replayed: () => replayedDeal,
  };
}
