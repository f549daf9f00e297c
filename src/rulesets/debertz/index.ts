/**
 * Debertz, all of it, behind the one interface the harness knows (src/core/ruleset.ts). The
 * facets have their own entry modules so a command loads only what it needs: judging.ts,
 * sim/index.ts (the simulator), suite/adapter.ts (the suite abstraction), regulation/index.ts.
 *
 * @public
 */
import type { Ruleset } from '../../core/ruleset.ts';
import { DEBERTZ_REGULATION } from './regulation/index.ts';
import { debertzMachine } from './machine/definition.ts';
import { debertzJudging, type DebertzScenario, type DebertzRuling } from './judging.ts';
import { debertzSimulator } from './sim/index.ts';
import { debertzAdapter } from './suite/adapter.ts';

export const debertz: Ruleset<DebertzScenario, DebertzRuling> = {
  id: 'debertz',
  title: DEBERTZ_REGULATION.title,
  regulation: DEBERTZ_REGULATION,
  machine: debertzMachine,
  judging: debertzJudging,
  simulator: debertzSimulator,
  suite: debertzAdapter,
};
