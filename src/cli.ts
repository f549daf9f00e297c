#!/usr/bin/env node
/**
 * cardlaw's command line: the thin layer that reads files, formats, writes and exits. Every
 * command's work is a pure function elsewhere.
 *
 * Exit codes (README, "Exit codes"): 0 done; 1 a finding (a failed case, a violated invariant);
 * 2 bad input — a message naming the field or option, never a stack; 3 an internal error — a
 * bug in cardlaw, reported with a short id (src/io/errors.ts), the stack only with --debug or
 * CARDLAW_DEBUG=1.
 */
import { parseArgs } from 'node:util';
import { stripControl } from './judge/fields.ts';
import { debugWanted, describeFailure } from './io/errors.ts';
import { readJsonInput } from './io/read.ts';
import { InputError } from './regulation/readings.ts';
import { rulesetById } from './regulation/registry.ts';
import { judge, narrate } from './judge/judge.ts';
import { shortValue } from './judge/fields.ts';
import { formatClauses, formatGaps } from './report/registryText.ts';
import { mergeCommand, replayCommand, simulateCommand } from './simCli.ts';
import { conformCommand, coverageCommand, diagramCommand, suiteCommand } from './suiteCli.ts';
import { settleCommand, settleRuling, formatSettlement } from './settleCli.ts';

const USAGE = `cardlaw — executable card-game regulations

  cardlaw judge FILE.json|- [--text] [--settle]   rule on one scripted deal (docs/scenario-format.md); --settle adds the settlement of the sheet after it (Preferans)
  cardlaw clauses --ruleset debertz [--json]  the regulation, clause by clause
  cardlaw gaps --ruleset debertz [--json]     where the text is silent or ambiguous, with the readings
  cardlaw simulate [SPEC.json] [--parties N --workers auto --out DIR --shard i/N --audit N]
                                            Monte-Carlo parties → CSV reports (reports/README.md)
  cardlaw merge SHARD_DIR… [--out DIR]      combine shard tallies into the single run's report
  cardlaw replay REPORT_DIR --seed ID       re-simulate one example deal and narrate its ruling
  cardlaw suite --ruleset debertz [--format F,…] [--readings all|default|GAP=R,…] --out DIR   conformance suite (docs/conformance.md)
  cardlaw conform DIR --exec "COMMAND" [--timeout MS] [--jobs N] [--ignore FIELD,…]   run a suite against an implementation
  cardlaw coverage DIR [--json]             state, transition, clause and reading coverage of a suite or a report
  cardlaw settle SHEET.json|- [--text]     settle a Preferans sheet now, mid-game or at its end (CODE 4.2.3, 4.2.12–4.2.14)
  cardlaw diagram --ruleset debertz|preferans [--mermaid|--dot|--svg] [--heat REPORT_DIR] [--out FILE]   the machine with its clauses (docs/diagrams.md)

  --debug (any command)                     on an internal error, print the full stack

Exit codes: 0 done, 1 a finding (failed case, violated invariant), 2 bad input, 3 internal error.
`;

/**
 * Text for the terminal: control characters (ANSI escapes in a scenario's title among them)
 * replaced, line breaks and tabs kept.
 */
const forTerminal = (text: string) => stripControl(text);

/**
 * JSON for stdout: JSON.stringify escapes C0 control characters but writes DEL and the C1 range
 * (U+009B is a terminal's CSI) raw; escaped here, the value is the same and the terminal safe.
 */
// eslint-disable-next-line no-control-regex
const safeJson = (value: unknown) => JSON.stringify(value, null, 2).replace(/[\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function main(argv: string[]): number {
  const [command, ...rest] = argv;
  switch (command) {
    case 'judge': {
      const { values, positionals } = parseArgs({ args: rest, options: { text: { type: 'boolean' }, settle: { type: 'boolean' } }, allowPositionals: true });
      if (positionals.length !== 1) throw new InputError('judge: give one scenario file, or - for standard input');
      // bounded read, BOM skipped, line and column on a syntax slip, nesting checked before any walk
      const { value: scenario } = readJsonInput(positionals[0], 'scenario');
      const ruling = judge(scenario);
      if (values.settle && (ruling.ruleset as string) !== 'preferans') throw new InputError('judge --settle: a settlement is Preferans\'s (CODE 4.2.14); this is a Debertz scenario');
      const out = values.settle ? settleRuling(scenario, ruling as unknown as Parameters<typeof settleRuling>[1]) : ruling;
      // the whole output is built before the first byte is written: never half a ruling
      const settlement = 'settlementAfter' in out ? `\n\nSettlement of the sheet after this deal:\n${formatSettlement(out.settlementAfter)}` : '';
      process.stdout.write(values.text ? forTerminal(narrate(ruling) + settlement) + '\n' : safeJson(out) + '\n');
      return 0;
    }
    case 'clauses':
    case 'gaps': {
      const { values } = parseArgs({ args: rest, options: { ruleset: { type: 'string', default: 'debertz' }, json: { type: 'boolean' } } });
      const ruleset = rulesetById(values.ruleset);
      const data = command === 'clauses' ? ruleset.clauses : ruleset.gaps;
      process.stdout.write(values.json ? safeJson(data) + '\n' : (command === 'clauses' ? formatClauses(ruleset) : formatGaps(ruleset)) + '\n');
      return 0;
    }
    case 'simulate':
      return simulateCommand(rest);
    case 'merge':
      return mergeCommand(rest);
    case 'replay':
      return replayCommand(rest);
    case 'suite':
      return suiteCommand(rest);
    case 'conform':
      return conformCommand(rest);
    case 'coverage':
      return coverageCommand(rest);
    case 'diagram':
      return diagramCommand(rest);
    case 'settle':
      return settleCommand(rest);
    case undefined:
    case 'help':
    case '--help':
      process.stdout.write(USAGE);
      return command === undefined ? 2 : 0;
    default:
      throw new InputError(`unknown command ${shortValue(command)}\n\n${USAGE}`);
  }
}

/** The arguments without --debug (a switch of the boundary, not of any command), up to a "--". */
export function withoutDebug(argv: readonly string[]): string[] {
  const end = argv.indexOf('--');
  return argv.filter((a, i) => a !== '--debug' || (end !== -1 && i > end));
}

/**
 * The one error boundary: every failure of every command ends here, as exit 2 with a message for
 * bad input (InputError, parseArgs) or exit 3 with an internal error id (src/io/errors.ts).
 * Failures of the commands that finish in the background (simulate, conform) that those do not
 * report themselves reach the process handlers below.
 */
function run(argv: readonly string[]): void {
  const debug = debugWanted(argv);
  const args = withoutDebug(argv);
  const fail = (e: unknown) => {
    const f = describeFailure(e, { debug, command: args[0] });
    process.stderr.write(f.text);
    process.exitCode = f.exitCode;
    return f.exitCode;
  };
  // a reader that stops early (cardlaw gaps | head) closes the pipe: nothing more to say, no bug
  process.stdout.on('error', (e: NodeJS.ErrnoException) => (e.code === 'EPIPE' ? process.exit() : process.exit(fail(e))));
  process.on('uncaughtException', (e) => process.exit(fail(e)));
  process.on('unhandledRejection', (e) => process.exit(fail(e)));
  try {
    process.exitCode = main(args);
  } catch (e) {
    fail(e);
  }
}

run(process.argv.slice(2));
