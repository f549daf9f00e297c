#!/usr/bin/env node
/**
 * cardlaw's command line: the thin layer that reads files, formats, writes and exits. Every
 * command's work is a pure function elsewhere.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { InputError } from './regulation/readings.ts';
import { rulesetById } from './regulation/registry.ts';
import { judge, narrate } from './judge/judge.ts';
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
`;

function readInput(path: string): string {
  return path === '-' ? readFileSync(0, 'utf8') : readFileSync(path, 'utf8');
}

function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new InputError(`${where}: not valid JSON (${(e as Error).message})`);
  }
}

export function main(argv: string[]): number {
  const [command, ...rest] = argv;
  switch (command) {
    case 'judge': {
      const { values, positionals } = parseArgs({ args: rest, options: { text: { type: 'boolean' }, settle: { type: 'boolean' } }, allowPositionals: true });
      if (positionals.length !== 1) throw new InputError('judge: give one scenario file, or - for standard input');
      const file = positionals[0];
      let text: string;
      try {
        text = readInput(file);
      } catch (e) {
        throw new InputError(`judge: cannot read ${file} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
      }
      const scenario = parseJson(text, file);
      const ruling = judge(scenario);
      if (values.settle && (ruling.ruleset as string) !== 'preferans') throw new InputError('judge --settle: a settlement is Preferans\'s (CODE 4.2.14); this is a Debertz scenario');
      const out = values.settle ? settleRuling(scenario, ruling as unknown as Parameters<typeof settleRuling>[1]) : ruling;
      process.stdout.write(values.text ? narrate(ruling) + ('settlementAfter' in out ? `\n\nSettlement of the sheet after this deal:\n${formatSettlement(out.settlementAfter)}` : '') + '\n' : JSON.stringify(out, null, 2) + '\n');
      return 0;
    }
    case 'clauses':
    case 'gaps': {
      const { values } = parseArgs({ args: rest, options: { ruleset: { type: 'string', default: 'debertz' }, json: { type: 'boolean' } } });
      const ruleset = rulesetById(values.ruleset);
      const data = command === 'clauses' ? ruleset.clauses : ruleset.gaps;
      process.stdout.write(values.json ? JSON.stringify(data, null, 2) + '\n' : (command === 'clauses' ? formatClauses(ruleset) : formatGaps(ruleset)) + '\n');
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
      throw new InputError(`unknown command ${JSON.stringify(command)}\n\n${USAGE}`);
  }
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (e) {
  if (e instanceof InputError || (e as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    process.stderr.write(`cardlaw: ${(e as Error).message}\n`);
    process.exitCode = 2;
  } else {
    throw e;
  }
}
