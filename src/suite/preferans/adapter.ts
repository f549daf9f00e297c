/**
 * The Preferans side of the suite generator: the finite abstraction of one deal of the machine
 * (./abstraction.ts), the tables a deal can start from, how an abstract path becomes real cards
 * (./concretise.ts, ./deal.ts) and a title (./titles.ts), and what no scenario can show
 * (./limits.ts).
 *
 * @internal
 */
import { preferansMachine } from '../../../machines/preferans.ts';
import { initialContext, type PreferansContext } from '../../../machines/preferans.context.ts';
import type { PreferansEvent } from '../../../machines/preferans.events.ts';
import { judge } from '../../judge/judge.ts';
import { makeVariant, type VariantId } from '../../preferans/variants.ts';
import { PREFERANS_CLAUSES } from '../../regulation/preferans/clauses.ts';
import { PREFERANS_GAPS, PREFERANS_RULESET_READINGS } from '../../regulation/preferans/gaps.ts';
import { InputError } from '../../regulation/readings.ts';
import type { Readings } from '../../regulation/types.ts';
import type { Json, LedgerClass, RulesetAdapter, Verdict } from '../types.ts';
import { dealOver, FREE_EVENTS, preferansAbstraction, preferansAlphabet } from './abstraction.ts';
import { playersOf, preferansCandidates } from './concretise.ts';
import { impossibleTransition } from './limits.ts';
import { preferansReadingProbes } from './probes.ts';
import { preferansSlug, preferansTitle } from './titles.ts';

/** The variants a suite covers: Sochi, the club's game (the simulator's too). */
export const PREFERANS_SUITE_FORMATS = ['sochi'] as const;

/**
 * The tables a deal starts from. The dealer already warned once (CODE 3.2.17) and the pools one
 * game from closing (the deal that ends the game) are read only when the deal is scored or
 * misdealt: they replay the fresh table's paths.
 */
function ledgerClasses(): LedgerClass[] {
  return [
    { name: 'fresh', summary: 'the first deal of a game, three players', ledger: {} },
    { name: 'four', summary: 'four players: the dealer sits out', ledger: { players: 4 } },
    { name: 'dealer-warned', summary: 'the dealer has already erred once (CODE 3.2.17)', ledger: { sheet: { dealerErrors: [1, 0, 0], allPassRun: 1 } }, like: 'fresh' },
    { name: 'closing', summary: 'the first hand is one game short of closing every pool', ledger: { sheet: { pool: [50, 48, 50] } }, like: 'fresh' },
  ];
}

/**
 * Reading sets under which the deal takes turns the defaults never open (the Code's and the
 * older text's rulings, the 10-card players' choice on an all-pass, …): explored from scratch.
 * The same sets under which the model test (test/preferans/model.test.ts) reaches every transition.
 */
const EXPLORED_READINGS: readonly Readonly<Record<string, string>>[] = [
  { 'PREF-RULES': 'club-old', 'PREF-G27': 'first-play-no-whists' },
  { 'PREF-RULES': 'code' },
  { 'PREF-RULES': 'code', 'PREF-C10': 'fn15-no-fine' },
  {
    'PREF-G1': 'code-3-2-17',
    'PREF-G4': 'face-up-redeal',
    'PREF-G5': 'table-auction',
    'PREF-G10': 'both-fined',
    'PREF-G12': 'first-call',
    'PREF-G17': 'pairwise',
    'PREF-G21': 'wrong-discard-too',
    'PREF-G26': 'clause-3-always',
    'PREF-G31': 'excluded',
    'PREF-G32': 'no-fine',
    'PREF-G37': 'code-3-9-16-2',
    'PREF-G44': 'ten-card-choice',
    'PREF-G47': 'redeal-no-fine',
    'PREF-G48': 'code-if-other',
    'PREF-G49': 'no-deadline',
    'PREF-C1': 'fourth-pair',
  },
  {
    'PREF-G1': 'code-3-2-16',
    'PREF-G9': 'restart',
    'PREF-G10': 'discoverer-only',
    'PREF-G19': 'dealer-may-demand',
    'PREF-G26': 'clause-4-always',
    'PREF-G27': 'replay-innocent-whists',
    'PREF-G29': 'replay-from-discovery',
    'PREF-G34': 'deck-fault',
    'PREF-G35': 'clause-5-throughout',
    'PREF-G37': 'remaining-from-revoke',
    'PREF-G40': 'write-played',
    'PREF-G42': 'taken-and-premium',
    'PREF-G45': 'stop-third-premium',
    'PREF-G46': 'clause-6-analogy',
    'PREF-G53': 'full',
    'PREF-G60': 'redeal-cancels-fine',
  },
];

/**
 * Gaps that act only in some variants (read off the machine): a «без N» fine priced at a declarer
 * rate other than the price (PREF-G8) and the doubled consolation (PREF-C13) are Leningrad's; in
 * Sochi neither is ever consulted, so a Sochi suite has no case for them. Every other gap can act
 * in any variant.
 */
const GAP_VARIANTS: Readonly<Record<string, readonly string[]>> = {
  'PREF-G8': ['leningrad'],
  'PREF-C13': ['leningrad'],
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

/** The machine's context before the deal, as the judge builds it (dealer 0) from the ledger's table and sheet. */
function context(format: string, readings: Readings, ledger: Json): PreferansContext {
  const sheet = (ledger.sheet ?? {}) as { pool?: number[]; mountain?: number[]; whists?: number[][]; allPassRun?: number; dealerErrors?: number[] };
  const players = playersOf(ledger);
  const zeros = () => new Array<number>(players).fill(0);
  return initialContext(players, makeVariant(format as VariantId), readings, {
    dealer: 0,
    agreedTalonPair: 4,
    sheet: {
      pool: sheet.pool ?? zeros(),
      mountain: sheet.mountain ?? zeros(),
      whists: sheet.whists ?? Array.from({ length: players }, zeros),
      run: sheet.allPassRun ?? 0,
      dealerErrors: sheet.dealerErrors ?? zeros(),
      deals: 0,
    },
  });
}

function verdictOf(scenario: Json, inspect?: (event: unknown) => void): Verdict {
  try {
    return { kind: 'ruled', ruling: judge(scenario as { ruleset: 'preferans' }, { inspect }) as unknown as Json };
  } catch (e) {
    if (e instanceof InputError) return { kind: 'rejected', message: e.message };
    throw e;
  }
}

const alphabets = new Map<number, ReturnType<typeof preferansAlphabet>>();

export const preferansAdapter: RulesetAdapter<PreferansContext, PreferansEvent> = {
  id: 'preferans',
  machine: preferansMachine,
  gaps: [...PREFERANS_RULESET_READINGS, ...PREFERANS_GAPS],
  clauses: PREFERANS_CLAUSES,
  formats: PREFERANS_SUITE_FORMATS,
  ledgerClasses,
  initialContext: context,
  // the alphabet depends on the table (4 players: other seats), read from the snapshot's context
  alphabet: () => (s) => {
    const n = s.context.players;
    if (!alphabets.has(n)) alphabets.set(n, preferansAlphabet(n));
    return alphabets.get(n)!(s);
  },
  abstraction: preferansAbstraction,
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
