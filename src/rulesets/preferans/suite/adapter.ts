/**
 * The Preferans side of the suite generator: the finite abstraction of one deal of the machine
 * (./abstraction.ts), the tables and reading sets a deal is explored from (./tables.ts), how an
 * abstract path becomes real cards (./concretise.ts, ./deal.ts) and a title (./titles.ts), and
 * what no scenario can show (./limits.ts).
 *
 * @internal
 */
import { preferansMachine } from '../machine/definition.ts';
import type { PreferansContext } from '../machine/context.ts';
import type { PreferansEvent } from '../machine/events.ts';
import { judgePreferans } from '../judge/judge.ts';
import { parsePreferansScenario } from '../scenario.ts';
import { PREFERANS_CLAUSES } from '../regulation/clauses.ts';
import { PREFERANS_GAPS, PREFERANS_RULESET_READINGS } from '../regulation/gaps.ts';
import { InputError } from '../../../core/regulation/readings.ts';
import type { Json, RulesetAdapter, Verdict } from '../../../core/suite/types.ts';
import { dealOver, FREE_EVENTS, preferansAbstraction, PREFERANS_ABSTRACTION_FIELDS, preferansAlphabet } from './abstraction.ts';
import { preferansCandidates } from './concretise.ts';
import { impossibleTransition } from './limits.ts';
import { preferansReadingProbes } from './probes.ts';
import { PREFERANS_EXPLORED_READINGS, preferansInitialContext, preferansLedgerClasses } from './tables.ts';
import { preferansSlug, preferansTitle } from './titles.ts';

/**
 * The variants a suite covers (a scenario's `variant`): Sochi, the club's game (the simulator's
 * too), first; then Leningrad and Rostov, whose prices and write-ups the rulings' sheet entries
 * follow.
 */
export const PREFERANS_SUITE_FORMATS = ['sochi', 'leningrad', 'rostov'] as const;

/**
 * Gaps that act only in some variants (read off the machine, src/rulesets/preferans/machine/rules.ts): a
 * «без N» fine priced at a declarer rate other than the price (PREF-G8) and the doubled
 * consolation (PREF-C13) are Leningrad's (its undertrick rate is 2p, its consolation the price); the lone
 * whister's write-up on a made contract (PREF-C6) is consulted only under greedy whist (Sochi,
 * Rostov; Leningrad's whist is gentleman's); the 4-player dealer's talon tricks on an all-pass
 * (PREF-C7) and the talon-named trick nobody follows (PREF-C20) exist only where the talon is used
 * (Sochi, Leningrad; Rostov leaves it aside, CODE-3.7.6.2); a former half-whister's consolation
 * (PREF-C23) arises only under gentleman's whist (Leningrad); the all-pass progression of PREF-C32 is read in Rostov
 * only, its presets being the others' (CODE-3.7.4). In the other variants the machine never consults them, so a suite for those has no
 * case for them. The whole figures of the settlement (PREF-C21) act in `cardlaw settle` only, in
 * no deal: no variant's suite has a case for them. Every other gap can act in any variant.
 */
const GAP_VARIANTS: Readonly<Record<string, readonly string[]>> = {
  'PREF-G8': ['leningrad'],
  'PREF-C13': ['leningrad'],
  'PREF-C6': ['sochi', 'rostov'],
  'PREF-C7': ['sochi', 'leningrad'],
  // a talon-named all-pass trick: 3 players where the talon is used (not Rostov, CODE-3.7.6.2)
  'PREF-C20': ['sochi', 'leningrad'],
  // the whole figures of the settlement (cardlaw settle): no deal consults it
  'PREF-C21': [],
  // a former half-whister's consolation: gentleman's whist only (Leningrad)
  'PREF-C23': ['leningrad'],
  // the all-pass progression no source gives: Rostov's only (Sochi and Leningrad keep their presets')
  'PREF-C32': ['rostov'],
};

/** The ruling fields a conformance run compares (docs/scenario-format.md, "Preferans ruling"). */
export const PREFERANS_COMPARED_FIELDS: readonly string[] = [
  'kind',
  'rules',
  'outcome',
  'declarer',
  'contract',
  'trail',
  'readings',
  'silences',
  'handSizes',
  'talonSize',
  'tricks',
  'liable',
  'exposed',
  'entries',
  'sheet',
  'settlement',
];

function verdictOf(scenario: Json, inspect?: (event: unknown) => void): Verdict {
  try {
    return { kind: 'ruled', ruling: judgePreferans(parsePreferansScenario(scenario), undefined, { inspect }) as unknown as Json };
  } catch (e) {
    if (e instanceof InputError) return { kind: 'rejected', message: e.message };
    throw e;
  }
}

/** The reading sets explored besides the defaults (./tables.ts), in order. */
const EXPLORED_READINGS = Object.values(PREFERANS_EXPLORED_READINGS);

const alphabets = new Map<number, ReturnType<typeof preferansAlphabet>>();

export const preferansAdapter: RulesetAdapter<PreferansContext, PreferansEvent> = {
  id: 'preferans',
  machine: preferansMachine,
  gaps: [...PREFERANS_RULESET_READINGS, ...PREFERANS_GAPS],
  clauses: PREFERANS_CLAUSES,
  formats: PREFERANS_SUITE_FORMATS,
  // a variant prices every sheet entry: each variant's software needs every target under its own scoring
  coverEachFormat: true,
  ledgerClasses: preferansLedgerClasses,
  initialContext: preferansInitialContext,
  // the alphabet depends on the table (4 players: other seats), read from the snapshot's context
  alphabet: () => (s) => {
    const n = s.context.players;
    if (!alphabets.has(n)) alphabets.set(n, preferansAlphabet(n));
    return alphabets.get(n)!(s);
  },
  abstraction: preferansAbstraction,
  abstractionFields: PREFERANS_ABSTRACTION_FIELDS,
  // an irregularity before the last card and one right after it end alike: keep both ways
  completeVertices: true,
  // deals that end alike but for the kind of deal (a wrong talon found after a game's play and an
  // all-pass's, both redealt without a fine under PREF-G47) or the gap whose silence they record
  endKey: (c) => [c.kind, c.silences.map((x) => x.gap)],
  isEnd: dealOver,
  trail: (c) => c.trail,
  consulted: (c) => c.consulted,
  silences: (c) => c.silences.map((x) => [x.gap, ...x.clauses].join(' ')),
  freeEvents: FREE_EVENTS,
  candidates: preferansCandidates,
  readingProbes: preferansReadingProbes,
  impossibleTransition,
  judge: verdictOf,
  rulingFacts: (r) => ({ trail: (r.trail as string[]) ?? [], readings: (r.readings as Record<string, string>) ?? {} }),
  title: preferansTitle,
  slug: preferansSlug,
  comparedFields: PREFERANS_COMPARED_FIELDS,
  gapApplies: (gap, format) => GAP_VARIANTS[gap]?.includes(format) ?? true,
  explorationReadings: () => EXPLORED_READINGS,
};
