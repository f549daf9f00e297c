/**
 * `cardlaw replay` for a compare or gap-impact report: the deal behind an example seed, played by
 * the baseline up to it, then ruled under both sides from the same ledger (exactly as the report
 * counted it); both scenarios go to the judge, both narratives are printed, and the first line
 * where they part is marked.
 *
 * @public
 */
import { judge, narrate } from '../judge/judge.ts';
import { InputError, resolveReadings } from '../../core/regulation/readings.ts';
import { parseDealId } from '../../core/sim/ids.ts';
import type { ReplayedDeal, SimSpec } from '../../core/sim/types.ts';
import { simulatorFor } from '../../rulesets/simulators.ts';

export interface SideReplay {
  readonly readings: Readonly<Record<string, string>>;
  readonly replayed: ReplayedDeal;
  readonly narrative: string | null;
  readonly judgeError: string | null;
}

export interface BothReplays {
  readonly dealId: string;
  readonly base: SideReplay;
  readonly alt: SideReplay;
  /** the first narrative line (0-based) where the two differ; -1 when they do not */
  readonly partAt: number;
  readonly text: string;
}

function side(replayed: ReplayedDeal, readings: Readonly<Record<string, string>>): SideReplay {
  try {
    return { readings, replayed, narrative: narrate(judge(replayed.scenario)), judgeError: null };
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return { readings, replayed, narrative: null, judgeError: e.message };
  }
}

/** Deal `dealId` of the baseline's party, ruled from the same ledger under `base` and `alt`. */
export function replayBoth(base: SimSpec, alt: SimSpec, dealId: string): BothReplays {
  const id = parseDealId(dealId);
  if (!base.formats.includes(id.format)) throw new InputError(`--seed: format ${id.format} is not part of this run (${base.formats.join(', ')})`);
  if (id.party >= base.parties) throw new InputError(`--seed: party ${id.party} is out of range (the run has ${base.parties} parties per format)`);
  if (id.deal >= base.maxDealsPerParty) throw new InputError(`--seed: deal ${id.deal} is out of range`);
  const sim = simulatorFor(base.ruleset);
  if (!sim.rerule) throw new InputError(`replay: the ${sim.id} simulator cannot re-rule a deal`);
  const rb = resolveReadings(sim.gaps, base.readings);
  const ra = resolveReadings(sim.gaps, alt.readings);
  const b = sim.rerule(base, rb, id.format, { replayDeal: id.deal });
  b.start(id.party);
  for (let d = 0; d < id.deal; d++) {
    if (b.over) throw new InputError(`--seed: the party ended before deal ${id.deal}`);
    b.deal(d);
  }
  if (b.over) throw new InputError(`--seed: the party ended before deal ${id.deal}`);
  const a = sim.rerule(alt, ra, id.format, { replayDeal: id.deal });
  a.resume(id.party, b.ledger());
  b.deal(id.deal);
  a.deal(id.deal);
  const changed = Object.keys(ra).filter((g) => ra[g] !== rb[g]);
  const bs = side(b.replayed()!, Object.fromEntries(changed.map((g) => [g, rb[g]])));
  const as = side(a.replayed()!, Object.fromEntries(changed.map((g) => [g, ra[g]])));
  const bl = (bs.narrative ?? `the judge refuses this deal: ${bs.judgeError}`).split('\n');
  const al = (as.narrative ?? `the judge refuses this deal: ${as.judgeError}`).split('\n');
  let partAt = -1;
  for (let i = 0; i < Math.max(bl.length, al.length); i++) {
    if (bl[i] !== al[i]) {
      partAt = i;
      break;
    }
  }
  const label = (r: Readonly<Record<string, string>>) => Object.entries(r).map(([g, v]) => `${g}=${v}`).join(', ');
  const mark = (lines: string[]) => lines.map((l, i) => (i === partAt ? `▶ ${l}` : `  ${l}`)).join('\n');
  const path = (r: ReplayedDeal) => (r.trail.length ? r.trail.join(' > ') : '(none)');
  const text = [
    `Deal ${bs.replayed.dealId} of ${base.name} (seed ${base.seed}): the baseline's party up to this deal, then the deal ruled from the same ledger under both readings.`,
    `Baseline    (${label(bs.readings)}): outcome ${bs.replayed.outcome}; penalty path ${path(bs.replayed)}`,
    `Alternative (${label(as.readings)}): outcome ${as.replayed.outcome}; penalty path ${path(as.replayed)}`,
    partAt < 0 ? 'The two narratives are the same.' : `The narratives part at line ${partAt + 1} (marked ▶):\n  baseline:    ${bl[partAt] ?? '(nothing)'}\n  alternative: ${al[partAt] ?? '(nothing)'}`,
    '',
    `── Baseline (${label(bs.readings)}) ──`,
    mark(bl),
    '',
    `── Alternative (${label(as.readings)}) ──`,
    mark(al),
    '',
  ].join('\n');
  return { dealId: bs.replayed.dealId, base: bs, alt: as, partAt, text };
}
