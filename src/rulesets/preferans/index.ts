/**
 * Preferans, all of it, behind the one interface the harness knows (src/core/ruleset.ts). The
 * facets have their own entry modules so a command loads only what it needs: judging.ts,
 * sim/index.ts (the simulator), suite/adapter.ts (the suite abstraction), regulation/index.ts.
 *
 * @public
 */
import type { Ruleset } from '../../core/ruleset.ts';
import { PREFERANS_REGULATION } from './regulation/index.ts';
import { preferansMachine } from './machine/definition.ts';
import { preferansJudging, type PreferansScenario, type PreferansRuling } from './judging.ts';
import { preferansSimulator } from './sim/index.ts';
import { preferansAdapter } from './suite/adapter.ts';

export const preferans: Ruleset<PreferansScenario, PreferansRuling> = {
  id: 'preferans',
  title: PREFERANS_REGULATION.title,
  regulation: PREFERANS_REGULATION,
  machine: preferansMachine,
  judging: preferansJudging,
  simulator: preferansSimulator,
  suite: preferansAdapter,
};
