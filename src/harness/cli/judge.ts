/**
 * `cardlaw judge`: one scenario file (or "-") → one ruling, pretty JSON or a narrative;
 * several files → one answer per line, in order; `--jsonl` → JSON Lines on standard input, one
 * answer per line written as soon as it is ruled (the protocol `cardlaw conform --protocol jsonl`
 * speaks, docs/conformance.md). In the batch forms a refused scenario is answered by an
 * `{"error": …, "exit": 2}` line and the others are still ruled; the exit code is then 2.
 */
import { parseArgs } from 'node:util';
import { stripControl } from '../../core/scenario/fields.ts';
import { judge, narrate } from '../judge/judge.ts';
import { answerLine, judgeStream, type Answer } from '../judge/stream.ts';
import { readJsonInput } from '../../core/io/read.ts';
import { escapeC1, safeJson } from '../../core/io/output.ts';
import { InputError } from '../../core/regulation/readings.ts';
import { formatSettlement, settleRuling } from './settle.ts';
import { JUDGE_OPTIONS } from './options.ts';


/** The ruling, and what is printed of it: with `settle` (Preferans) the settlement of the sheet after it too. */
function ruleOne(scenario: unknown, settle: boolean): { ruling: ReturnType<typeof judge>; out: Record<string, unknown> } {
  const ruling = judge(scenario);
  if (!settle) return { ruling, out: ruling as unknown as Record<string, unknown> };
  if ((ruling.ruleset as string) !== 'preferans') throw new InputError("judge --settle: a settlement is Preferans's (CODE 4.2.14); this is a Debertz scenario");
  return { ruling, out: settleRuling(scenario, ruling as unknown as Parameters<typeof settleRuling>[1]) as unknown as Record<string, unknown> };
}

function narrative(scenario: unknown, settle: boolean): string {
  const { ruling, out } = ruleOne(scenario, settle);
  const settlement = 'settlementAfter' in out ? `\n\nSettlement of the sheet after this deal:\n${formatSettlement(out.settlementAfter as Parameters<typeof formatSettlement>[0])}` : '';
  // control characters of a title (ANSI escapes) replaced; line breaks kept
  return stripControl(narrate(ruling) + settlement);
}

export async function judgeCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options: JUDGE_OPTIONS, allowPositionals: true });
  if (values.json && values.text) throw new InputError('judge: give --json (the default) or --text, not both');
  const settle = values.settle === true;
  if (values.jsonl) {
    if (values.text) throw new InputError('judge --jsonl: answers are JSON lines; --text is for one file');
    if (positionals.length > 1 || (positionals.length === 1 && positionals[0] !== '-')) throw new InputError('judge --jsonl: reads JSON Lines on standard input (give no file, or -)');
    const refused = await judgeStream(process.stdin, (s) => ruleOne(s, settle).out, (line) => process.stdout.write(escapeC1(line)));
    return refused > 0 ? 2 : 0;
  }
  if (positionals.length === 0) throw new InputError('judge: give a scenario file (several for one answer per line), - for standard input, or --jsonl');
  if (positionals.length === 1) {
    // bounded read, BOM skipped, line and column on a syntax slip, nesting checked before any walk
    const { value } = readJsonInput(positionals[0], 'scenario');
    // the whole output is built before the first byte is written: never half a ruling
    process.stdout.write((values.text ? narrative(value, settle) : safeJson(ruleOne(value, settle).out, 2)) + '\n');
    return 0;
  }
  if (positionals.filter((p) => p === '-').length > 1) throw new InputError('judge: standard input (-) can be given once');
  let refused = 0;
  for (const file of positionals) {
    let answer: Answer | undefined;
    let text = '';
    try {
      const { value } = readJsonInput(file, 'scenario');
      if (values.text) text = `== ${stripControl(file)} ==\n${narrative(value, settle)}\n\n`;
      else answer = { ruling: ruleOne(value, settle).out };
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      refused++;
      const message = e.message.startsWith(stripControl(file)) ? e.message : `${file}: ${e.message}`;
      if (values.text) text = `== ${stripControl(file)} ==\nrefused: ${stripControl(message)}\n\n`;
      else answer = { error: message };
    }
    process.stdout.write(answer ? escapeC1(answerLine(answer)) + '\n' : text);
  }
  return refused > 0 ? 2 : 0;
}
