/**
 * The help of every command (`cardlaw COMMAND --help`, `cardlaw help COMMAND`): what it does,
 * its options and an example. Plain text in one module that loads nothing else, so asking for
 * help is instant; the commands print the same text for their own `--help`.
 */

export const SIMULATE_USAGE = `cardlaw simulate [SPEC.json] [options]
  --defaults              run sims/debertz-defaults.json (every Debertz format)
  --parties N  --seed N  --format F[,F…]  --name NAME
  --reading GAP=READING   (repeatable)     --rate KIND=P (repeatable)
  --policies plausible|random-legal  --bidding P  --play P  --param NAME=X (repeatable)
  --discovery uniform|first-opportunity  --batch-parties N  --max-deals N
  --workers N|auto (default auto; 0 = this thread)  --out DIR (default reports/<run>)
  --force                 replace another run's report in --out (only the files cardlaw wrote
                          there, listed in its .cardlaw-report.json); start over instead of resuming
  --checkpoint-seconds S  save the finished batches to <out>.partial/ every S seconds (default 60)
  --resume                continue an interrupted run from <out>.partial/ (same spec and flags)
  --batch-timeout S       a batch running longer is stopped and run once more (default 600; 0 = none)
  --shard i/N             run one of N parts and write its tally for cardlaw merge
  --audit N               step one deal in N through XState beside the compiled runtime
  --engine compiled|xstate  --quiet
  --json                  the summary as one JSON document on stdout instead of the table
  e.g. cardlaw simulate sims/debertz-defaults.json --format 1x2 --parties 1000 --reading DEB-G15=beat-combined --json
`;

export const MERGE_USAGE = `cardlaw merge DIR… [--out DIR] [--force] [--quiet] [--json]
  merges the tallies of all N shards of one simulate, compare or gap-impact run (made in parts)
  into the run's report (default folder: reports/<run>); --json prints the summary as one JSON
  document (as simulate --json)
  e.g. cardlaw merge reports/run.shard-1-of-2 reports/run.shard-2-of-2 --out reports/run
`;

export const REPLAY_USAGE = `cardlaw replay REPORT_DIR --seed FORMAT:PARTY:DEAL [--scenario | --json]
  re-simulates the deal behind an example_seed of the report and prints the judge's narrative;
  --scenario prints the deal as a judge scenario, --json the ruling and the simulator's view
  e.g. cardlaw replay reports/debertz-defaults--seed2024 --seed 2x2:17:3
cardlaw replay COMPARE_REPORT_DIR --seed FORMAT:PARTY:DEAL [--json]
cardlaw replay GAP_IMPACT_REPORT_DIR --seed FORMAT:PARTY:DEAL --reading GAP=READING [--json]
  the deal ruled from the same ledger under the baseline and the alternative: both narratives,
  the line where they part marked ▶
`;

const JUDGE_USAGE = `cardlaw judge FILE.json|- [--json|--text] [--settle]  rule on one scripted deal
cardlaw judge A.json B.json …                      one ruling per line, in order
cardlaw judge --jsonl                              JSON Lines on standard input, an answer per line
  --json      the ruling as JSON (the default)
  --text      the referee's narrative (clauses quoted, readings with their meaning) instead of JSON
  --settle    Preferans: add the settlement of the sheet after the deal (settlementAfter)
  --jsonl     read one scenario per line from standard input; write each answer as it is ruled
  --engine compiled|xstate  what steps the regulation machine: the compiled runtime (the default,
              fastest to start) or a real XState actor (the reference); the rulings are identical
  A refused scenario is exit 2 with one message naming the field (in bulk: an {"error", "exit": 2}
  line, the others still ruled). Format: docs/scenario-format.md.
  e.g. cardlaw judge examples/debertz/third-b.json --text
`;

const CLAUSES_USAGE = `cardlaw clauses [--ruleset debertz|preferans] [--json]
  the regulation clause by clause: id, the source text (Russian) and an English gloss
  e.g. cardlaw clauses --ruleset preferans --json
`;

const GAPS_USAGE = `cardlaw gaps [--ruleset debertz|preferans] [--json]
  where the text is silent or ambiguous: each gap with its readings (* = default) and status
  (switch: a reading can be chosen; fixed: the text decides; not modelled)
  e.g. cardlaw gaps --ruleset debertz
`;

const SUITE_USAGE = `cardlaw suite --ruleset debertz|preferans --out DIR [--format F,…] [--readings all|default|GAP=R,…] [--force] [--json] [--quiet] [--budget N]
  a conformance suite generated from the machine: scenarios and their expected rulings covering
  every state, transition, clause and reading (docs/conformance.md); --json prints what was
  written and covered as one JSON document, --quiet drops the search's progress on stderr;
  --budget N: scenarios tried per abstract path before it is given up (default 60, then 400, then 2400)
  e.g. cardlaw suite --ruleset debertz --out suites/debertz
`;

const CONFORM_USAGE = `cardlaw conform DIR --exec "COMMAND" [options]
  runs a suite against an implementation: the scenario on its stdin, a ruling on its stdout
  --protocol per-case|jsonl   one process per case (default), or one per job fed a scenario per line
  --timeout MS  --jobs N|auto  --max-output BYTES  --ignore FIELD,…  --case ID (repeatable)
  --json        one JSON document of the results on stdout (progress on stderr)
  --junit FILE  JUnit XML for CI dashboards
  A case to reject passes only on exit 2; exit 1 when any case fails.
  e.g. cardlaw conform suites/debertz --protocol jsonl --exec "cardlaw judge --jsonl"
`;

const COVERAGE_USAGE = `cardlaw coverage DIR [--json]
  states, transitions, clauses and readings a suite or a simulation report exercised
  e.g. cardlaw coverage reports/debertz-defaults--seed2024
`;

const DIAGRAM_USAGE = `cardlaw diagram --ruleset debertz|preferans [--mermaid|--dot|--svg] [--heat REPORT_DIR [--format F]] [--suite DIR] [--out FILE]
  the regulation machine with the clause id on every arrow; --svg is drawn offline (Graphviz in
  WebAssembly); --heat labels each arrow with how often a simulation took it (docs/diagrams.md)
  e.g. cardlaw diagram --ruleset debertz --svg --out debertz.svg
`;

const SETTLE_USAGE = `cardlaw settle SHEET.json|- [--json|--text]
  a Preferans sheet settled now, mid-game or at its end (CODE 4.2.3, 4.2.12–4.2.14): mountains,
  whists, the result and who pays whom; JSON (--json, the default) or a table (--text); the
  file's optional "readings" pick how 4.2.12 makes the figures whole (PREF-C21)
  e.g. cardlaw settle sheet.json --text
`;

const REPORT_USAGE = `cardlaw report RUN_DIR [--out FILE.html] [--md FILE.md] [--json]
  a printable committee report of a simulate, compare or gap-impact run folder, or of an
  exploration folder (cardlaw explore --out DIR: sizes, penalty paths with their witness files, no
  clause / two clauses apply with the clause text, dead clauses and readings, rare paths): one self-contained
  HTML file (charts drawn in, no scripts, A4) and its Markdown twin — the regulation clause by
  clause with its transitions, frequencies and gaps; penalty paths, outcomes, invariants, example
  deals (docs/committee-report.md)
  --out FILE.html   default RUN_DIR/committee.html (listed in the folder's .cardlaw-report.json)
  --md FILE.md      default beside the HTML, same name with .md
  --json            what was written (paths, sizes, charts, time) as one JSON document
  Exit 1 when the run has invariant violations (the report opens with them); 2 on bad input.
  e.g. cardlaw report reports/debertz-defaults--seed2024
`;

export const COMPARE_USAGE = `cardlaw compare [SPEC.json | --defaults | --ruleset R] --reading GAP=READING … [options]
  the same seeded parties (same hands, same decisions' draws, same irregularities at the same
  moments) under the baseline (the spec's readings, and --base-reading) and the alternative (the
  baseline with every --reading): each baseline deal is ruled again under the alternative from
  the same ledger (deal-level figures), and the alternative also plays each party on its own
  (the party winner is compared). Report: diff.csv, changed-paths.csv, run.json (reports/README.md).
  --reading GAP=READING        the alternative (repeatable; a whole ruleset: --reading PREF-RULES=code)
  --base-reading GAP=READING   change the baseline too (repeatable)
  --ruleset debertz|preferans  without a spec file: that ruleset's defaults (Debertz: sims/debertz-defaults.json)
  --parties N  --seed N  --format F[,F…]  --name NAME  --rate KIND=P  --max-deals N  --batch-parties N
  --workers N|auto (default auto; 0 = this thread)   --shard i/N (then: cardlaw merge DIR…)
  --out DIR (default reports/compare--RUN--vs--READINGS)  --force  --quiet
  A deal side by side: cardlaw replay REPORT_DIR --seed FORMAT:PARTY:DEAL
  e.g. cardlaw compare --defaults --parties 500 --reading DEB-G16=top-scorer
       cardlaw compare sims/preferans-sochi.json --parties 200 --reading PREF-RULES=code
`;

export const GAP_IMPACT_USAGE = `cardlaw gap-impact [SPEC.json | --defaults | --ruleset R] [options]
  how decisive each gap is: every deal that consults a gap is ruled again, from the same ledger,
  under every other modelled reading of that gap; a reading is decisive on the deal when the
  ruling changes (outcome, points, marks or entries). Report: gap-impact.csv (ranked, per format
  and "all"), run.json (reports/README.md).
  --reading GAP=READING   the baseline's readings (repeatable)
  --parties N  --seed N  --format F[,F…]  --name NAME  --rate KIND=P  --max-deals N  --batch-parties N
  --workers N|auto  --shard i/N (then: cardlaw merge DIR…)  --out DIR (default reports/gap-impact--<run>)  --force  --quiet
  A deal side by side: cardlaw replay REPORT_DIR --seed FORMAT:PARTY:DEAL --reading GAP=READING
  e.g. cardlaw gap-impact --defaults --parties 300
       cardlaw gap-impact sims/preferans-sochi.json --parties 100
`;

const EXPLORE_USAGE = `cardlaw explore --ruleset debertz|preferans [options]
  breadth-first search over the machine's finite abstraction (the conformance suite's: state ×
  guard values × what later guards tell apart × the clause trail) with every event of its
  alphabet, in every format, party ledger and reading set that changes the graph (docs/explore.md)
  --format F[,F…]        formats or variants (default: all)
  --readings all|default|GAP=R,…   all (default): the defaults, the ruleset's exploration sets and
                         each other reading of every gap a reachable state consults
  --budget N             scenarios judged per witness before it is given up (default 200; 0: none)
  --out DIR              a report folder: sizes.csv, paths.csv, no-clause.csv, two-clauses.csv,
                         dead-clauses.csv, readings.csv, unreached-transitions.csv, explore.json
                         and every witness scenario as a file (--force replaces another run's)
  --compare-sim DIR      a simulation report's paths.csv: reachable paths never sampled (rare), with
                         their witness, and simulated paths outside the abstraction
  --json                 one JSON document on stdout instead of the table
  --max-states N         stop a setting's search past N abstract states  --quiet
  --workers N|auto       worker threads searching the settings (default auto: one per core; 0 = this
                         thread); the output is the same for any number but for its timings
  e.g. cardlaw explore --ruleset debertz --format 1x2 --out explore/debertz
`;

export const COMMAND_HELP: Readonly<Record<string, string>> = {
  judge: JUDGE_USAGE,
  clauses: CLAUSES_USAGE,
  gaps: GAPS_USAGE,
  simulate: SIMULATE_USAGE,
  merge: MERGE_USAGE,
  replay: REPLAY_USAGE,
  suite: SUITE_USAGE,
  conform: CONFORM_USAGE,
  coverage: COVERAGE_USAGE,
  diagram: DIAGRAM_USAGE,
  settle: SETTLE_USAGE,
  report: REPORT_USAGE,
  compare: COMPARE_USAGE,
  'gap-impact': GAP_IMPACT_USAGE,
  explore: EXPLORE_USAGE,
};
