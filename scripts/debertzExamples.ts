/**
 * Builds the Debertz example scenarios under examples/debertz/ (npm run examples; `--check` writes
 * nothing and exits 1 when a file differs, as test/examples/generator.test.ts checks).
 *
 * Each example is a real deal (see src/rulesets/debertz/judge/build.ts). The generator searches seeds until
 * the judge's ruling shows the situation the example is about, then writes the explicit scenario
 * (every card and event), so the files are plain data a committee member can read and edit.
 * The examples of what only version 2 can say — declarations as events, the exposed cards named
 * — are the same real deals with the version-2 event added (`edit`); those that need a
 * combination too rare to wait for are seeded deals rearranged (the suite's `arrange` hooks,
 * src/rulesets/debertz/suite/concretise.ts); one, whose play had to be chosen card by card, is a
 * named deal written out here (FIFTIES_PASSED_ON).
 */
import { type FormatId, formatOf, nextSeat } from '../src/rulesets/debertz/mechanics/format.ts';
import { judge } from '../src/harness/judge/judge.ts';
import type { DebertzRuling } from '../src/rulesets/debertz/judge/judge.ts';
import { buildDebertzScenario, readableJson, type BuildSpec, type Json } from '../src/rulesets/debertz/judge/build.ts';
import { debercForDeclarer, equalFifties, partialDeclaration } from '../src/rulesets/debertz/suite/concretise.ts';
import { debertzScenarioToV2 } from '../src/rulesets/debertz/scenarioVersion.ts';
import { writeGenerated } from './writeGenerated.ts';

interface Spec extends BuildSpec {
  /** the ruling shows the situation (the scenario given, to ask the judge again under another reading) */
  want: (r: DebertzRuling, scenario: Json) => boolean;
  /** turns the seeded deal into the example (a version-2 event added); null gives up on the seed */
  edit?: (scenario: Json) => Json | null;
  /**
   * the first seed tried (default 1): the deal the example was first written from, where an
   * earlier seed shows the situation too and the golden ruling and the tests read this one
   */
  fromSeed?: number;
  /** a named deal: this scenario as it stands, no seed searched */
  scenario?: Json;
}

type Event = Json & { seat?: number; play?: string };

/** The scenario with `event` inserted before the first card played (a declaration at the first lead). */
function atFirstLead(sc: Json, event: Json): Json {
  const events = sc.events as Event[];
  const lead = events.findIndex((e) => 'play' in e);
  return { ...sc, events: [...events.slice(0, lead), event, ...events.slice(lead)] };
}

/** The trumps a hand holds, in the hand's order (the declarer's deberc after `debercForDeclarer`). */
const trumpsOf = (sc: Json, seat: number): string[] => (sc.hands as string[][])[seat].filter((c) => c.slice(-1) === String(sc.turned).slice(-1));

/**
 * DEB-G50 under DEB-G30 pass-to-next (1x2, hearts trump): seat 0 holds T–A of spades (five, to the
 * ace), seat 1 T–K of clubs (four, to the king), the declarer (seat 2) 8–Q of hearts (five, to the
 * queen), all worth 50; seat 0 takes no trick, so its 50 passes on — to seat 1 or to seat 2 as the
 * DEB-G50 reading ranks them. Written card by card (test/judge/debertzReadings.test.ts reads it).
 */
const FIFTIES_PASSED_ON: Json = {
  ruleset: 'debertz',
  title: 'Three 50s under DEB-G30 pass-to-next: seat 0’s run of five to the ace scores under either DEB-G50 reading but took no trick, so they pass on — to seat 1’s four to the king (value-then-top) or seat 2’s five to the queen (longer-first)',
  format: '1x2',
  readings: { 'DEB-G30': 'pass-to-next' },
  dealer: 0,
  turned: 'AH',
  hands: [
    ['8S', 'TS', 'JS', 'QS', 'KS', 'AS', '7D', 'QD', 'KH'],
    ['7S', '9S', 'TC', 'JC', 'QC', 'KC', 'TD', 'AD', '7H'],
    ['9C', 'AC', 'JD', 'KD', '8H', '9H', 'TH', 'JH', 'QH'],
  ],
  events: [
    { seat: 1, bid: 'pass' },
    { seat: 2, bid: 'play' },
    ...[
      [1, '7H'], [2, '9H'], [0, 'KH'],
      [2, '8H'], [0, '8S'], [1, 'TC'],
      [2, 'AC'], [0, 'QD'], [1, 'JC'],
      [2, 'QH'], [0, 'JS'], [1, 'AD'],
      [2, 'JD'], [0, '7D'], [1, 'TD'],
      [1, 'KC'], [2, '9C'], [0, 'TS'],
      [1, '9S'], [2, 'JH'], [0, 'QS'],
      [2, 'KD'], [0, 'KS'], [1, '7S'],
      [2, 'TH'], [0, 'AS'], [1, 'QC'],
    ].map(([seat, play]) => ({ seat, play })),
  ],
};

const specs: Spec[] = [
  { name: 'made-1x1', title: 'The declarer scores more than the opponent', format: '1x1', want: (r) => r.outcome === 'made' },
  { name: 'bayd-on-points-1x1', title: 'The declarer scores less: bayd on points', format: '1x1', want: (r) => r.outcome === 'bayd' && r.points.meldsDeclared.some((m) => m > 0) },
  { name: 'bayd-on-points-2x2', title: 'A 2x2 declaring team falls short: bayd', format: '2x2', want: (r) => r.outcome === 'bayd' },
  { name: 'bayd-on-points-1x2', title: 'In 1x2 one opponent outscores the declarer: bayd, points shared', format: '1x2', want: (r) => r.outcome === 'bayd' },
  { name: 'referee-out-of-turn-bid', title: 'A player orders out of turn before anyone has ordered', format: '1x2', bids: ['pass', 'play'], inject: { at: 'bid', event: { seat: 0, bid: 'play' } }, want: (r) => r.outcome === 'pre-order-bayd' },
  { name: 'referee-out-of-turn-pass', title: 'A player passes out of turn', format: '2x2', bids: ['pass', 'pass'], inject: { at: 'bid', event: { seat: 3, bid: 'pass' } }, want: (r) => r.outcome === 'pre-order-bayd' },
  { name: 'referee-out-of-turn-play', title: 'A defender plays out of turn in the middle of the play', format: '1x1', inject: { at: 'outOfTurnPlay', afterPlays: 5 }, want: (r) => r.outcome === 'referee-bayd' },
  { name: 'referee-signal', title: 'The referee records a signal between partners', format: '2x2', inject: { at: 'play', afterPlays: 9, event: { irregularity: 'signal', seat: 2 } }, want: (r) => r.outcome === 'referee-bayd' },
  { name: 'referee-failed-first-trump-beat', title: 'A player fails to beat the led trump though he could', format: '1x3', inject: { at: 'failBeat' }, want: (r) => r.outcome === 'referee-bayd' && r.trail.includes('DEB-6.2.1.8.c') },
  { name: 'referee-exposed-cards', title: 'The declarer exposes his cards during play', format: '1x2', inject: { at: 'play', afterPlays: 4, event: { irregularity: 'exposedCards', seat: 1 } }, want: (r) => r.outcome === 'referee-bayd' },
  { name: 'referee-exposed-cards-before-order', title: 'A player exposes his cards before anyone has ordered', format: '1x1', bids: ['pass', 'pass'], inject: { at: 'bid', event: { irregularity: 'exposedCards', seat: 0 } }, want: (r) => r.outcome === 'pre-order-bayd' },
  { name: 'third-b', title: 'A third «Б» in the party costs 100 more', format: '1x1', ledger: { scores: [120, 200], marks: [0, 2] }, want: (r) => r.outcome === 'bayd' && r.trail.includes('DEB-6.2.1.6') },
  { name: 'fourth-b', title: 'Each «Б» after the third costs 50 more', format: '2x2', ledger: { scores: [150, 300], marks: [1, 3] }, want: (r) => r.outcome === 'bayd' && r.trail.includes('DEB-6.2.1.7') },
  { name: 'no-trick-1x3', title: 'A player takes no trick: −50 and his combinations are not credited', format: '1x3', want: (r) => r.trail.includes('DEB-6.2.3.1') && r.trail.includes('DEB-6.2.3.2') },
  { name: 'dealer-exposed-card', title: 'The referee exposes a card while dealing', format: '2x2', inject: { at: 'dealing', dealt: 20, event: { irregularity: 'dealerExposedCard' } }, want: (r) => r.outcome === 'redeal' },
  { name: 'referee-exposed-cards-while-dealing', title: 'A player exposes his cards while the cards are being dealt', format: '1x2', inject: { at: 'dealing', dealt: 13, event: { irregularity: 'exposedCards', seat: 2, while: 'dealing' } }, want: (r) => r.outcome === 'pre-order-bayd' && r.whileDealing === true },
  { name: 'special-deal-signal-while-dealing', title: 'The referee records a signal while the special deal is being dealt', format: '2x2', ledger: { scores: [100, 80], pot: 81, potDeclarer: 1 }, inject: { at: 'dealing', dealt: 20, event: { irregularity: 'signal', seat: 0, while: 'dealing' } }, want: (r) => r.special && r.outcome === 'referee-bayd' && r.whileDealing === true },
];
for (const f of ['1x1', '1x2', '1x3', '2x2'] as FormatId[]) {
  specs.push({ name: `deferred-${f}`, title: `Equal points in ${f}: the declarer's points are deferred`, format: f, want: (r) => r.outcome === 'deferred' });
  specs.push({ name: `special-deal-${f}`, title: `The referee's special deal in ${f} after a deferred bayd`, format: f, ledger: { scores: [100, 80, 60, 40].slice(0, formatOf(f).sides), pot: 81, potDeclarer: 1 }, want: (r) => r.special && r.outcome !== 'deferred' });
}

const base = (name: string): Spec => {
  const s = specs.find((x) => x.name === name);
  if (!s) throw new Error(`no example ${name}`);
  return s;
};

// what only version 2 says: the same deals with the event added
specs.push(
  {
    ...base('dealer-exposed-card'),
    name: 'dealer-exposed-card-named',
    // the card exposed is the next card of the dealing order: the first of the deck not yet dealt
    edit: (sc) => {
      const dealt = (sc.hands as string[][]).flat();
      const card = (sc.deck as string[]).find((c) => !dealt.includes(c) && c !== sc.turned);
      return { ...sc, title: `The referee exposes ${card} while dealing: the card checked against the deck`, events: [{ irregularity: 'dealerExposedCard', card }] };
    },
    want: (r) => r.outcome === 'redeal' && r.findings.some((f) => f.startsWith('DEB-6.3: the referee exposed')),
  },
  {
    ...base('referee-exposed-cards'),
    name: 'referee-exposed-cards-listed',
    title: 'The declarer exposes two of his cards during play: which ones, checked against his hand',
    edit: (sc) => {
      const events = (sc.events as Json[]).slice();
      events[events.length - 1] = { ...events[events.length - 1], cards: ['QS', 'KD'] };
      return { ...sc, events };
    },
    want: (r) => r.outcome === 'referee-bayd' && r.findings.some((f) => f.includes('exposed QS KD')),
  },
  {
    ...base('special-deal-1x3'),
    name: 'undeclared-fifty-1x3',
    title: 'The declarer of the special deal does not declare his fifty: it does not score',
    edit: (sc) => atFirstLead(sc, { seat: 1, declare: [] }),
    want: (r) => r.special && r.outcome === 'bayd',
  },
  {
    ...base('special-deal-1x3'),
    name: 'partial-sequence-1x3',
    title: 'The declarer declares a terz out of his four in sequence (DEB-G45 as-declared)',
    // the first seat holding four or more in sequence declares the lowest three (the suite's DEB-G45 probe)
    edit: (sc) => {
      const declared = partialDeclaration(sc);
      if (!declared) return null;
      const { version: _version, ...rest } = declared;
      void _version;
      return rest;
    },
    want: (r) => r.special && r.readings['DEB-G45'] === 'as-declared',
  },
  {
    // the seat that ordered (1) given a deberc (the suite's DEB-G46 and DEB-G49 probes)
    name: 'undeclared-deberc-1x2',
    title: 'The declarer holds a deberc and declares nothing (DEB-G46 declared-only: the deal is played on)',
    format: '1x2',
    bids: ['play'],
    arrange: debercForDeclarer,
    edit: (sc) => atFirstLead(sc, { seat: 1, declare: [] }),
    want: (r) => r.outcome === 'made' && r.readings['DEB-G46'] === 'declared-only',
  },
  {
    name: 'deberc-out-of-turn-1x2',
    title: 'The eldest hand holds a deberc and declares it; the next seat leads out of turn (DEB-G49 deberc-at-lead: the deberc ends the party)',
    format: '1x2',
    bids: ['play'],
    arrange: debercForDeclarer,
    // the declarer (seat 1, the eldest, who leads) declares his deberc; the next seat leads out of
    // turn the card it plays first when the deal is played out
    edit: (sc) => {
      const events = sc.events as Event[];
      const wrong = nextSeat(formatOf(sc.format as FormatId), 1);
      const card = events.find((e) => e.seat === wrong && 'play' in e)?.play;
      return card === undefined ? null : { ...sc, events: [events[0], { seat: 1, declare: trumpsOf(sc, 1) }, { seat: wrong, play: card }] };
    },
    want: (r) => r.outcome === 'deberc' && r.readings['DEB-G49'] === 'deberc-at-lead',
  },
  {
    // the declarer given J Q K A of the first plain suit, the next seat 9 T J Q K of the second
    name: 'equal-fifties-1x1',
    title: 'Two 50s: the declarer\'s run of four to the ace against the defender\'s run of five to the king (DEB-G50 value-then-top: the ace wins)',
    format: '1x1',
    bids: ['play'],
    arrange: equalFifties,
    // seeds 3 and 4 show it too; test/judge/debertzReadings.test.ts reads the points of seed 5's deal
    fromSeed: 5,
    // and the readings part: under longer-first the run of five scores instead, and the declarer is bayd
    want: (r, sc) => r.outcome === 'made' && r.readings['DEB-G50'] === 'value-then-top' && (judge({ ...sc, readings: { 'DEB-G50': 'longer-first' } }) as DebertzRuling).outcome === 'bayd',
  },
  { name: 'fifties-passed-on-1x2', title: String(FIFTIES_PASSED_ON.title), format: '1x2', scenario: FIFTIES_PASSED_ON, want: (r) => r.readings['DEB-G50'] === 'value-then-top' && r.readings['DEB-G30'] === 'pass-to-next' },
);

const DIR = 'examples/debertz';

/** The example's file text and how it was found, or null when no seed gives its situation. */
function example(spec: Spec): { text: string; note: string } | null {
  // judged as written: version 2 (a version-2 event, such as a declaration, has no version-1 form)
  const write = (scenario: Json) => readableJson({ $schema: '../../schemas/debertz-scenario.schema.json', ...scenario }) + '\n';
  if (spec.scenario) {
    const scenario = debertzScenarioToV2(spec.scenario);
    const ruling = judge(scenario) as DebertzRuling;
    if (!spec.want(ruling, scenario)) throw new Error(`${spec.name}: the named deal no longer rules as its example says (${ruling.outcome})`);
    return { text: write(scenario), note: `named deal → ${ruling.outcome} [${ruling.trail.join(' > ')}]` };
  }
  for (let seed = spec.fromSeed ?? 1; seed < 20000; seed++) {
    const built = buildDebertzScenario(spec, seed);
    const edited = built && spec.edit ? spec.edit(built) : built;
    if (!edited) continue;
    const scenario = debertzScenarioToV2(edited);
    let ruling: DebertzRuling;
    try {
      ruling = judge(scenario) as DebertzRuling;
    } catch {
      continue;
    }
    if (spec.want(ruling, scenario)) return { text: write(scenario), note: `seed ${seed} → ${ruling.outcome} [${ruling.trail.join(' > ')}]` };
  }
  return null;
}

/** Every example file (repository-relative path → text), in the order of `specs`. */
export function generateDebertzExamples(log: (line: string) => void = () => {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const spec of specs) {
    const found = example(spec);
    if (!found) throw new Error(`${spec.name}: no seed below 20000 gives its situation`);
    log(`${spec.name}: ${found.note}`);
    out[`${DIR}/${spec.name}.json`] = found.text;
  }
  return out;
}

if (process.argv[1]?.endsWith('debertzExamples.ts')) writeGenerated(generateDebertzExamples(console.log), 'npm run examples');
