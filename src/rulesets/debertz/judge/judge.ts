import { formatSuit } from '../../../core/cards/notation.ts';
import { count } from '../../../core/cards/mask.ts';
import { InputError } from '../../../core/regulation/readings.ts';
import { createEngine, judgeEngineOf, type EngineKind } from '../../../core/statechart/engine.ts';
import { debertzMachine } from '../machine/definition.ts';
import { initialContext, type DebertzContext, type ProtocolEntry, type Silence } from '../machine/context.ts';
import type { DebertzScenario } from '../scenario.ts';
import { DEBERTZ_TOP_STATES, DebertzTable } from '../table.ts';
import { ScriptedDeal } from './scripted.ts';
import { RULING_VERSION, causeOf, combinationsOf, scoreChangesOf, totalsOf, type Cause, type Combinations, type PlayRecord, type ScoreChange, type SideTotal } from './ruling2.ts';

/** The judge's answer for one deal (docs/scenario-format.md, "Ruling"; the v2 fields: ./ruling2.ts). */
export interface DebertzRuling {
  kind: 'ruled';
  ruleset: 'debertz';
  /** 2: the fields below marked v2 are present; v1's fields keep their meaning */
  rulingVersion: typeof RULING_VERSION;
  format: string;
  title: string;
  outcome: string;
  /** v2: why the deal ended as it did, with the clause that names the cause */
  cause: Cause;
  special: boolean;
  declarer: number | null;
  trump: string | null;
  /** clause ids in the order the rules were applied: the deal's penalty path */
  trail: string[];
  /** gap id → reading, for every gap consulted on this deal, in order of consultation */
  readings: Record<string, string>;
  silences: Silence[];
  findings: string[];
  handSizes: number[];
  tricks: number[];
  /** v2: the tricks, the last trick's seat, the cards never played; null when no card was played for lack of a play */
  play: PlayRecord | null;
  /** v1: `sides` is card points only (deprecated: see `totals`); `meldsDeclared` as declared (see `combinations`) */
  points: { cardPoints: number[]; meldsDeclared: number[]; sides: number[] };
  /** v2: per side, the total the outcome compares, split into its parts */
  totals: SideTotal[];
  /** v2: per seat, combinations declared, credited and withheld (6.2.3.2) */
  combinations: Combinations;
  credited: number[];
  potCredited: number[];
  /** v1: positive amounts taken off (deprecated: `scoreChange[].penalties` has the protocol's sign) */
  penalties: number[];
  /** v2: per side, credited + pot credited + penalties (≤ 0) = net change of the party score */
  scoreChange: ScoreChange[];
  protocol: ProtocolEntry[];
  /** present (true) when a player's offence stopped the deal while the cards were being dealt */
  whileDealing?: true;
  ledger: {
    before: { scores: number[]; marks: number[]; pot: number; potDeclarer: number | null };
    after: { scores: number[]; marks: number[]; pot: number; potDeclarer: number | null; dealer: number; nextDealSpecial: boolean; partyOver: boolean; winner: number | null };
  };
}

const UNEQUAL_GAP = 'DEB-G42';
const TOP_BIDDING = 1;
const TOP_PLAY = 2;

/**
 * Rules one scripted deal: the Debertz table (src/rulesets/debertz/table/) plays the scenario's
 * cards and events — a scripted policy, `ScriptedDeal` — on the regulation machine; the ruling is
 * then read off the machine's context. The machine runs on the compiled runtime by default
 * (`JUDGE_ENGINE`), on a real XState actor, the reference, with `engine: 'xstate'`;
 * `options.inspect` observes the actor (the suite generator records microsteps with it) and so
 * implies XState.
 */
export function judgeDebertz(s: DebertzScenario, options: { readonly engine?: EngineKind; readonly inspect?: (event: unknown) => void } = {}): DebertzRuling {
  const { format, readings } = s;
  const engine = createEngine(judgeEngineOf(options), debertzMachine, initialContext(format, readings, { ...s.ledger, dealer: s.dealer }), DEBERTZ_TOP_STATES, undefined, options.inspect);
  const script = new ScriptedDeal(s);
  const table = new DebertzTable(format, readings, engine, script);
  table.observer = script;
  table.previousTrump = s.ledger.previousTrump; // DEB-G4 previous-trump: the ledger says the tied deal's trump
  table.run(script, script);
  return finish();

  function finish(): DebertzRuling {
    const events = s.events;
    const findings = script.findings;
    const trump = table.trump;
    // v2 endOfPlay, the last event: accepted where play ended by itself (every card played, or the
    // declarer out under DEB-G42); the deal stopped otherwise is said by name
    const stated = script.i === events.length - 1 && events[script.i].kind === 'endOfPlay' ? events[script.i] : null;
    if (stated) {
      const ended = table.inPlay && engine.top !== TOP_PLAY && script.recorder.endedByItself;
      if (!ended) throw new InputError(`scenario.events[${stated.index}].endOfPlay: the deal ended before play did (outcome: ${engine.context.outcome}); give the end of play only where every card is played or the cards left are dead (${UNEQUAL_GAP})`);
      script.i++;
      findings.push(`end of play stated (scenario.events[${stated.index}]): ${script.recorder.ranOutOfCards ? `the declarer played his last card; the cards left are dead (${UNEQUAL_GAP} stop-when-declarer-out)` : 'every card has been played'}`);
    }
    if (script.i < events.length) {
      const e = events[script.i];
      const stopped = table.rules.stopAtFirstEmpty && findings.some((f) => f.startsWith(UNEQUAL_GAP)) ? ` — under ${UNEQUAL_GAP} stop-when-declarer-out play ended when the declarer played his last card; the cards left in the other hands are not played` : '';
      throw new InputError(`scenario.events[${e.index}]: comes after the deal has ended (outcome: ${engine.context.outcome})${stopped}`);
    }
    if (engine.top === TOP_BIDDING || engine.top === TOP_PLAY) throw new InputError(`scenario.events: the scenario ends before the deal is over (still in ${DEBERTZ_TOP_STATES[engine.top]}); give every bid and play, or the irregularity that stops the deal`);
    const c: DebertzContext = engine.context;
    const consulted = [...script.consultations.tags, ...c.consulted];
    const readingsOut: Record<string, string> = {};
    for (const tag of consulted) {
      const [gap, r] = tag.split('=');
      if (!(gap in readingsOut)) readingsOut[gap] = r;
    }
    const sides = Array.from({ length: format.sides }, (_, side) => {
      let total = 0;
      for (let seat = 0; seat < format.players; seat++) if (format.sideOf[seat] === side) total += c.taken[seat];
      return total;
    });
    // DEB-G22 all-cards: a referee bayd credits the points never won in a trick (c.unplayed) to the opponents
    const unplayedCredited = c.outcome === 'referee-bayd' && c.consulted.includes('DEB-G22=all-cards') ? c.unplayed : 0;
    const play = table.inPlay ? script.recorder.finish(table.hands, trump, unplayedCredited) : null;
    return {
      kind: 'ruled',
      ruleset: 'debertz',
      rulingVersion: RULING_VERSION,
      format: format.id,
      title: s.title,
      outcome: c.outcome,
      cause: causeOf(c, s.ledger.pot, table.allPassed),
      special: c.special,
      declarer: c.declarer >= 0 ? c.declarer : null,
      trump: trump >= 0 ? formatSuit(trump as 0) : null,
      trail: c.trail.slice(),
      readings: readingsOut,
      silences: c.silences,
      findings,
      handSizes: s.hands.map(count),
      tricks: c.tricks.slice(),
      play,
      points: { cardPoints: c.taken.slice(), meldsDeclared: c.melds.slice(), sides },
      totals: totalsOf(c, format, play?.lastTrick ?? null, s.ledger.pot),
      combinations: combinationsOf(c, format),
      credited: c.credits.slice(),
      potCredited: c.potCredits.slice(),
      penalties: c.penalties.slice(),
      scoreChange: scoreChangesOf(c, s.ledger.scores),
      protocol: c.entries,
      ...(events[0]?.kind === 'irregularity' && events[0].whileDealing ? { whileDealing: true as const } : {}),
      ledger: {
        before: { scores: s.ledger.scores.slice(), marks: s.ledger.marks.slice(), pot: s.ledger.pot, potDeclarer: s.ledger.potDeclarer >= 0 ? s.ledger.potDeclarer : null },
        after: {
          scores: c.scores.slice(),
          marks: c.marks.slice(),
          pot: c.pot,
          potDeclarer: c.potDeclarer >= 0 ? c.potDeclarer : null,
          dealer: c.dealer,
          nextDealSpecial: c.specialPending,
          partyOver: engine.done,
          winner: c.winner >= 0 ? c.winner : null,
        },
      },
    };
  }
}
