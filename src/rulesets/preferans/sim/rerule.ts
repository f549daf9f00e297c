/**
 * Preferans's per-deal entry point for `cardlaw compare` and `cardlaw gap-impact`
 * (`RulesetSimulator.rerule`): a game played deal by deal by the ordinary driver
 * (`PreferansDriver.playDeal`), whose ledger is the party's score sheet between deals; a driver
 * under other readings rules the same deal from a copy of it. Every deal's streams are seeded
 * from (master seed, format, party, deal) alone (src/core/sim/ids.ts), so the same cards, the
 * same decisions' draws and the same irregularity at the same moment meet both readings.
 *
 * A deal's ruling: the outcome, the penalty path and consulted readings (through a
 * RecordingAccumulator, as the report counts them), the change of each seat's settlement
 * (CODE 4.2.14, in hundredths of a whist, rounded: integers, so sums are exact), the dealer
 * errors written, and the sheet's changes (pool, mountain, whists) as text.
 *
 * @internal
 */
import { partySeed, formatDealId, dealRef } from '../../../core/sim/ids.ts';
import { SimRng } from '../../../core/sim/simRng.ts';
import { RecordingAccumulator } from '../../../core/sim/recordingAccumulator.ts';
import type { Readings } from '../../../core/regulation/types.ts';
import type { DealRuling, PartyStepper, ReplayedDeal, RerulerOptions, SimSpec } from '../../../core/sim/types.ts';
import { settle } from '../mechanics/settlement.ts';
import { PreferansDriver, PREFERANS_KINDS } from './driver.ts';
import { PREFERANS_INVARIANT_IDS } from './invariants.ts';
import { preferansSetup } from './setup.ts';
import { newPartySheet, type PartySheet } from './sheet.ts';

const copySheet = (s: PartySheet): PartySheet => ({ ...s, pool: s.pool.slice(), mountain: s.mountain.slice(), whists: s.whists.map((r) => r.slice()), dealerErrors: s.dealerErrors.slice() });

const diff = (a: readonly number[], b: readonly number[]): number[] => a.map((x, i) => x - b[i]);

export function preferansStepper(spec: SimSpec, readings: Readings, format: string, formatCode: number, options: RerulerOptions): PartyStepper {
  const acc = new RecordingAccumulator(format, PREFERANS_INVARIANT_IDS, PREFERANS_KINDS);
  const { replayDeal, ...engine } = options;
  const setup = preferansSetup(spec, readings, format, engine);
  const players = setup.players;
  const settled = (s: PartySheet): number[] => settle({ players, pool: s.pool, mountain: s.mountain, whists: s.whists }, setup.variant).result.map((x) => Math.round(x * 100));
  let driver = new PreferansDriver(spec, readings, format, formatCode, acc, { ...engine, audit: 0, ...(replayDeal === undefined ? {} : { replay: { deal: replayDeal } }) });
  const fresh = () => {
    // a replay target is filled once: a new party, a new driver
    if (replayDeal !== undefined) driver = new PreferansDriver(spec, readings, format, formatCode, acc, { ...engine, audit: 0, replay: { deal: replayDeal } });
  };
  let party = 0;
  let sheet = newPartySheet(players, 0);
  let over = false;
  let replayedDeal: ReplayedDeal | null = null;
  return {
    start(p) {
      party = p;
      fresh();
      sheet = newPartySheet(players, new SimRng().reseed(partySeed(spec.seed, formatCode, p)).int(0, players - 1));
      over = false;
    },
    ledger: () => copySheet(sheet),
    resume(p, ledger) {
      party = p;
      fresh();
      sheet = copySheet(ledger as PartySheet);
      over = false;
    },
    deal(deal) {
      const before = copySheet(sheet);
      const valueBefore = settled(before);
      over = driver.playDeal(party, deal, sheet);
      const whists = sheet.whists.map((r, i) => diff(r, before.whists[i]).join('/')).join(',');
      const ruling: DealRuling = {
        outcome: acc.dealOutcome,
        path: acc.dealPath.slice(),
        consulted: acc.consultedSorted(),
        points: diff(settled(sheet), valueBefore),
        marks: diff(sheet.dealerErrors, before.dealerErrors),
        entries: `pool ${diff(sheet.pool, before.pool).join('/')}; mountain ${diff(sheet.mountain, before.mountain).join('/')}; whists ${whists}`,
      };
      const r = driver.replayed;
      if (replayDeal === deal && r !== null) {
        // a deal the judge refused has no scenario: an empty one, which the judge refuses again, saying why
        replayedDeal = { dealId: formatDealId(format, dealRef(party, deal)), scenario: r.scenario ?? {}, trail: r.trail, outcome: r.outcome, consulted: r.consulted, violations: r.violations, findings: r.findings };
      }
      return ruling;
    },
    get over() {
      return over;
    },
    winner() {
      const v = settled(sheet);
      const best = Math.max(...v);
      const top = v.flatMap((x, i) => (x === best ? [i] : []));
      return top.length === 1 ? `seat ${top[0]}` : `tie ${top.join('+')}`;
    },
    replayed: () => replayedDeal,
  };
}
