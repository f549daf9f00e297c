/**
 * The Debertz side of the suite generator: the finite abstraction of the machine's context, its
 * event alphabet, the party ledgers a deal can start from, and how an abstract path becomes
 * real cards (./concretise.ts) and a title (./titles.ts).
 *
 * @internal
 */
import { debertzMachine } from '../machine/definition.ts';
import { initialContext, type DebertzContext } from '../machine/context.ts';
import type { DebertzEvent, IrregularityKind } from '../machine/events.ts';
import { sidePoints } from '../machine/rules.ts';
import { FORMATS, formatOf, type FormatId } from '../mechanics/format.ts';
import { judgeDebertz } from '../judge/judge.ts';
import { parseDebertzScenario } from '../scenario.ts';
import { WHILE_DEALING } from '../scenario.ts';
import { DEBERTZ_CLAUSES } from '../regulation/clauses.ts';
import { DEBERTZ_GAPS } from '../regulation/gaps.ts';
import { InputError } from '../../../core/regulation/readings.ts';
import type { Readings } from '../../../core/regulation/types.ts';
import type { TracedSnapshot } from '../../../core/suite/trace.ts';
import { COMPARED_FIELDS } from '../../../core/suite/compare.ts';
import type { Json, LedgerClass, RulesetAdapter, Verdict } from '../../../core/suite/types.ts';
import { debertzCandidates, debertzReadingProbes } from './concretise.ts';
import { debertzSlug, debertzTitle } from './titles.ts';
import { ABSTRACT_DECLARER, ABSTRACT_POT } from './constants.ts';

type Snap = TracedSnapshot<DebertzContext>;

/** Offences a player can commit before the order (the others need cards on the table). */
const BEFORE_ORDER: readonly IrregularityKind[] = ['outOfTurn', 'signal', 'exposedCards'];
/** …and while the cards are still being dealt (no one is to act yet: no turn to break). */
const DEALING: readonly IrregularityKind[] = WHILE_DEALING;
const IN_PLAY: readonly IrregularityKind[] = ['outOfTurn', 'signal', 'failedFirstTrumpBeat', 'exposedCards', 'revoke'];
const OFFENDERS = [0, 1];
/** Card points of one abstract trick: equal tricks make ties reachable by trick counts. */
const TRICK_POINTS = 10;
/** How far below the target "near the target" is. */
const NEAR = 10;

function ledgerClasses(format: string, readings: Readings): LedgerClass[] {
  const sides = formatOf(format as FormatId).sides;
  const target = Number(readings['DEB-G38']);
  const all = (n: number) => new Array<number>(sides).fill(n);
  const pot = { pot: ABSTRACT_POT, potDeclarer: ABSTRACT_DECLARER };
  return [
    { name: 'fresh', summary: 'the first deal of a party', ledger: {} },
    // marks and scores are read only by the ruling's actions and its last guards: these classes
    // replay the paths of the class they are like
    // a bayd is then a third (6.2.1.6) or a later (6.2.1.7) «Б»: the suite keeps a case of it
    { name: 'marks-2', summary: 'every side already has two «Б»', ledger: { marks: all(2) }, like: 'fresh', caseCites: ['DEB-6.2.1.6'] },
    { name: 'marks-3', summary: 'every side already has three «Б»', ledger: { marks: all(3) }, like: 'fresh', caseCites: ['DEB-6.2.1.7'] },
    { name: 'pot', summary: `${ABSTRACT_POT} deferred points are open: this is the referee's special deal`, ledger: pot },
    { name: 'near', summary: `every side is ${NEAR} points short of the target`, ledger: { scores: all(target - NEAR) }, like: 'fresh' },
    { name: 'pot-near', summary: `a special deal with every side ${NEAR} points short of the target`, ledger: { ...pot, scores: all(target - NEAR) }, like: 'pot' },
    // a special deal where the sides already have «Б» marks: the special deal's bayd is then a third
    // (6.2.1.6) or a later (6.2.1.7) one — the simulator reaches these (docs/explore.md)
    { name: 'pot-marks-2', summary: `a special deal with every side already on two «Б»`, ledger: { ...pot, marks: all(2) }, like: 'pot', caseCites: ['DEB-6.2.1.6'] },
    { name: 'pot-marks-3', summary: `a special deal with every side already on three «Б»`, ledger: { ...pot, marks: all(3) }, like: 'pot', caseCites: ['DEB-6.2.1.7'] },
  ];
}

function alphabet(format: string) {
  const n = formatOf(format as FormatId).players;
  const zeros = () => new Array<number>(n).fill(0);
  const meldsBy = (seat: number) => {
    const m = zeros();
    m[seat] = 20;
    return m;
  };
  const offences = (kinds: readonly IrregularityKind[], unplayed: number): DebertzEvent[] =>
    kinds.flatMap((kind) => OFFENDERS.map((seat) => ({ type: 'IRREGULARITY', kind, seat, unplayed }) as const));
  const dealing: DebertzEvent[] = [{ type: 'DEALT' }, { type: 'DEALER_EXPOSED_CARD' }, ...offences(DEALING, 0)];
  const bidding: DebertzEvent[] = [{ type: 'ORDERED', declarer: ABSTRACT_DECLARER }, { type: 'ALL_PASSED' }, ...offences(BEFORE_ORDER, 0)];
  const play: DebertzEvent[] = [
    { type: 'MELDS', declared: zeros(), debercSeat: -1 },
    { type: 'MELDS', declared: meldsBy(ABSTRACT_DECLARER), debercSeat: -1 },
    { type: 'MELDS', declared: meldsBy(0), debercSeat: -1 },
    { type: 'MELDS', declared: zeros(), debercSeat: ABSTRACT_DECLARER },
    ...Array.from({ length: n }, (_, winner) => ({ type: 'TRICK', winner, points: TRICK_POINTS }) as const),
    ...offences(IN_PLAY, 30),
    { type: 'PLAY_COMPLETE', passed: zeros() },
  ];
  // every deal that is played out has its tricks taken: no PLAY_COMPLETE before the first trick
  const playBeforeTricks = play.filter((e) => e.type !== 'PLAY_COMPLETE');
  const none: DebertzEvent[] = [];
  return (s: Snap): readonly DebertzEvent[] => {
    if (s.value === 'awaitingDeal') return dealing;
    if (s.value === 'bidding') return bidding;
    if (s.value === 'play') return s.context.tricks.some((t) => t > 0) ? play : playBeforeTricks;
    return none;
  };
}

/**
 * What later guards tell apart: who took a trick (per side; per seat in 2x2, for DEB-G31), how
 * the declarer stands against the best opponent and how many opponents beat him or share the top
 * (the pot split of 6.2.2.6, DEB-G12/G13), whether combinations were declared (6.2.3.2, DEB-G21).
 */
function abstraction(c: DebertzContext): unknown {
  const declSide = c.declarer >= 0 ? c.sideOf[c.declarer] : -1;
  const took = (side: number) => c.sideOf.some((s, seat) => s === side && c.tricks[seat] > 0);
  const sides = Array.from({ length: c.sides }, (_, s) => s);
  const tookBits = c.players === 4 && c.sides === 2 ? c.tricks.map((t) => (t > 0 ? 1 : 0)).join('') : sides.map((s) => (took(s) ? 1 : 0)).join('');
  let standing = '';
  if (declSide >= 0) {
    const points = sides.map((s) => sidePoints(c, s));
    const opps = sides.filter((s) => s !== declSide).map((s) => points[s]);
    const best = Math.max(...opps);
    standing = [Math.sign(points[declSide] - best), opps.filter((p) => p > points[declSide]).length, opps.filter((p) => p === best).length].join(',');
  }
  const declared = (side: number) => c.sideOf.some((x, seat) => x === side && c.melds[seat] > 0);
  const melds = declSide >= 0 ? [declared(declSide), sides.some((s) => s !== declSide && declared(s))].map(Number).join('') : '';
  return [c.specialPending, c.special, declSide, c.completed, c.outcome, tookBits, standing, melds, c.offender >= 0 ? c.sideOf[c.offender] : -1, c.debercSeat >= 0];
}

/** The deal outcomes in the order `abstractionKey` numbers them. */
const OUTCOMES: readonly DebertzContext['outcome'][] = ['pending', 'made', 'bayd', 'referee-bayd', 'deferred', 'redeal', 'pre-order-bayd', 'deberc'];

/**
 * `abstraction` as one number, for the explorer's visited set: the same ten fields in the same
 * order, each a digit of a mixed-radix number (the outcome by its index in OUTCOMES, the
 * trick-takers as a bit string with a leading 1, the standing and the melds as their counts), so
 * two contexts give the same number exactly when their abstractions stringify alike — computed in
 * plain loops, without arrays, closures or strings (`cardlaw explore` builds one per event sent).
 * A context out of the digits' ranges (more than four sides) gets the JSON instead.
 */
function abstractionKey(c: DebertzContext): number | string {
  const outcome = OUTCOMES.indexOf(c.outcome);
  if (c.sides > 4 || c.players > 4 || outcome < 0) return JSON.stringify(abstraction(c));
  const declSide = c.declarer >= 0 ? c.sideOf[c.declarer] : -1;
  // who took a trick: per seat in 2x2 (DEB-G31), per side otherwise; a leading 1 keeps the length
  let took = 1;
  if (c.players === 4 && c.sides === 2) for (let seat = 0; seat < c.tricks.length; seat++) took = took * 2 + (c.tricks[seat] > 0 ? 1 : 0);
  else
    for (let s = 0; s < c.sides; s++) {
      let t = false;
      for (let seat = 0; seat < c.sideOf.length && !t; seat++) t = c.sideOf[seat] === s && c.tricks[seat] > 0;
      took = took * 2 + (t ? 1 : 0);
    }
  // the standing and the melds exist only with a declarer (declSide tells them apart from none)
  let sign = 0;
  let above = 0;
  let atTop = 0;
  let ownDeclared = 0;
  let otherDeclared = 0;
  if (declSide >= 0) {
    const own = sidePoints(c, declSide);
    let best = -Infinity;
    for (let s = 0; s < c.sides; s++) {
      if (s === declSide) continue;
      const p = sidePoints(c, s);
      if (p > best) best = p;
      if (p > own) above++;
    }
    for (let s = 0; s < c.sides; s++) if (s !== declSide && sidePoints(c, s) === best) atTop++;
    sign = Math.sign(own - best) + 1;
    for (let seat = 0; seat < c.sideOf.length; seat++) {
      if (c.melds[seat] <= 0) continue;
      if (c.sideOf[seat] === declSide) ownDeclared = 1;
      else otherDeclared = 1;
    }
  }
  const offender = c.offender >= 0 ? c.sideOf[c.offender] : -1;
  // digits, most significant first, each below its radix: 2 2 5 2 8 32 3 4 4 2 2 5 2
  let k = c.specialPending ? 1 : 0;
  k = k * 2 + (c.special ? 1 : 0);
  k = k * 5 + (declSide + 1);
  k = k * 2 + (c.completed ? 1 : 0);
  k = k * 8 + outcome;
  k = k * 32 + took;
  k = k * 3 + sign;
  k = k * 4 + above;
  k = k * 4 + atTop;
  k = k * 2 + ownDeclared;
  k = k * 2 + otherDeclared;
  k = k * 5 + (offender + 1);
  return k * 2 + (c.debercSeat >= 0 ? 1 : 0);
}

/**
 * Gaps that can only arise in some formats (read off the machine and the judge): splits among
 * several opposing sides, the 2x2 partnership, the turned card of 4-player deals, the trump-seven
 * swap of 2–3 players. Every other gap can arise in any format.
 */
const GAP_FORMATS: Record<string, readonly FormatId[]> = {
  'DEB-G12': ['1x2', '1x3'],
  'DEB-G13': ['1x2', '1x3'],
  'DEB-G14': ['1x2', '1x3'],
  'DEB-G15': ['1x2', '1x3'],
  'DEB-G16': ['1x2', '1x3'],
  'DEB-G18': ['1x2', '1x3'],
  'DEB-G23': ['1x2', '1x3'],
  'DEB-G43': ['1x2', '1x3'],
  'DEB-G17': ['2x2'],
  'DEB-G26': ['2x2'],
  'DEB-G31': ['2x2'],
  'DEB-G52': ['2x2'],
  'DEB-G34': ['1x3', '2x2'],
  'DEB-G33': ['1x1', '1x2'],
};

function verdictOf(scenario: Json, inspect?: (event: unknown) => void): Verdict {
  try {
    return { kind: 'ruled', ruling: judgeDebertz(parseDebertzScenario(scenario), { inspect }) as unknown as Json };
  } catch (e) {
    if (e instanceof InputError) return { kind: 'rejected', message: e.message };
    throw e;
  }
}

const NO_SILENCES: readonly string[] = Object.freeze([]);

export const debertzAdapter: RulesetAdapter<DebertzContext, DebertzEvent> = {
  drawsExplored: true,
  id: 'debertz',
  machine: debertzMachine,
  gaps: DEBERTZ_GAPS,
  clauses: DEBERTZ_CLAUSES,
  formats: FORMATS,
  ledgerClasses,
  // the judge builds the context from the parsed ledger with the scenario's dealer (always 0 here)
  initialContext: (format, readings, ledger) => initialContext(formatOf(format as FormatId), readings, { ...(ledger as object), dealer: 0 }),
  alphabet,
  abstraction,
  abstractionKey,
  isEnd: (s) => s.status === 'done' || (s.value === 'awaitingDeal' && s.context.outcome !== 'pending'),
  trail: (c) => c.trail,
  consulted: (c) => c.consulted,
  // most contexts have none: no new empty list per event the explorer sends
  silences: (c) => (c.silences.length === 0 ? NO_SILENCES : c.silences.map((x) => [x.gap, ...x.clauses].join(' '))),
  freeEvents: ['MELDS', 'TRICK'],
  candidates: debertzCandidates,
  readingProbes: debertzReadingProbes,
  judge: verdictOf,
  rulingFacts: (r) => ({ trail: (r.trail as string[]) ?? [], readings: (r.readings as Record<string, string>) ?? {} }),
  title: debertzTitle,
  slug: debertzSlug,
  comparedFields: COMPARED_FIELDS,
  gapApplies: (gap, format) => GAP_FORMATS[gap]?.includes(format as FormatId) ?? true,
};
