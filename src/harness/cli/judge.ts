/**
 * `cardlaw judge`: one scenario file (or "-") → one ruling, pretty JSON or a narrative;
 * several files → one answer per line, in order; `--jsonl` → JSON Lines on standard input, one
 * answer per line written as soon as it is ruled (the protocol `cardlaw conform --protocol jsonl`
 * speaks, docs/conformance.md). In the batch forms a refused scenario is answered by an
 * `{"error": …, "exit": 2}` line and the others are still ruled; the exit code is then 2.
 */
import { parseArgs } from 'node:util';
import { shortValue, stripControl } from '../../core/scenario/fields.ts';
import type { Judging } from '../../core/ruleset.ts';
import { JUDGING_LOADERS } from '../../rulesets/judgingLoaders.ts';
import { rulesetOf } from '../judge/rulesetOf.ts';
import { answerLine, judgeStream, type Answer } from '../judge/stream.ts';
import { readJsonInput } from '../../core/io/read.ts';
import { escapeC1, safeJson } from '../../core/io/output.ts';
import { InputError } from '../../core/regulation/readings.ts';
import { JUDGE_OPTIONS } from './options.ts';

/**
 * What one call rules with. Start-up is most of a `cardlaw judge` call (issue 10), so it loads
 * only the judging facet of the rulesets its scenarios name (JUDGING_LOADERS), the settlement
 * only for --settle, and runs the compiled engine unless --engine xstate asks for the reference.
 */
interface Judge {
  readonly engine: 'compiled' | 'xstate';
  readonly settle: boolean;
  readonly facets: Map<string, Judging<any, any>>;
  settlement?: typeof import('./settle.ts');
}

/** Loads what `scenario` needs before it is ruled (its ruleset's facet; the settlement for --settle). */
async function prepare(j: Judge, scenario: unknown): Promise<void> {
  const id = rulesetOf(scenario, Object.keys(JUDGING_LOADERS));
  if (!j.facets.has(id)) j.facets.set(id, await JUDGING_LOADERS[id]());
  if (j.settle && !j.settlement) j.settlement = await import('./settle.ts');
}

/** The ruling, and what is printed of it: with `settle` (Preferans) the settlement of the sheet after it too. */
function ruleOne(j: Judge, scenario: unknown): { facet: Judging<any, any>; ruling: { ruleset: string }; out: Record<string, unknown> } {
  const facet = j.facets.get(rulesetOf(scenario, Object.keys(JUDGING_LOADERS)))!;
  const ruling = facet.judge(facet.parseScenario(scenario), { engine: j.engine }) as { ruleset: string };
  if (!j.settle) return { facet, ruling, out: ruling as unknown as Record<string, unknown> };
  if (ruling.ruleset !== 'preferans') throw new InputError("judge --settle: a settlement is Preferans's (CODE 4.2.14); this is a Debertz scenario");
  const { settleRuling } = j.settlement!;
  return { facet, ruling, out: settleRuling(scenario, ruling as unknown as Parameters<typeof settleRuling>[1]) as unknown as Record<string, unknown> };
}

function narrative(j: Judge, scenario: unknown): string {
  const { facet, ruling, out } = ruleOne(j, scenario);
  const settlement = 'settlementAfter' in out ? `\n\nSettlement of the sheet after this deal:\n${j.settlement!.formatSettlement(out.settlementAfter as Parameters<NonNullable<Judge['settlement']>['formatSettlement']>[0])}` : '';
  // control characters of a title (ANSI escapes) replaced; line breaks kept
  return stripControl(facet.narrate(ruling) + settlement);
}

export async function judgeCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options: JUDGE_OPTIONS, allowPositionals: true });
  if (values.json && values.text) throw new InputError('judge: give --json (the default) or --text, not both');
  const engine = values.engine ?? 'compiled';
  if (engine !== 'compiled' && engine !== 'xstate') throw new InputError(`judge: --engine must be compiled or xstate, got ${shortValue(values.engine)}`);
  const j: Judge = { engine, settle: values.settle === true, facets: new Map() };
  if (values.jsonl) {
    if (values.text) throw new InputError('judge --jsonl: answers are JSON lines; --text is for one file');
    if (positionals.length > 1 || (positionals.length === 1 && positionals[0] !== '-')) throw new InputError('judge --jsonl: reads JSON Lines on standard input (give no file, or -)');
    // a stream may name any ruleset: every facet is loaded before the first line is ruled
    for (const id of Object.keys(JUDGING_LOADERS)) await prepare(j, { ruleset: id });
    const refused = await judgeStream(process.stdin, (s) => ruleOne(j, s).out, (line) => process.stdout.write(escapeC1(line)));
    return refused > 0 ? 2 : 0;
  }
  if (positionals.length === 0) throw new InputError('judge: give a scenario file (several for one answer per line), - for standard input, or --jsonl');
  if (positionals.length === 1) {
    // bounded read, BOM skipped, line and column on a syntax slip, nesting checked before any walk
    const { value } = readJsonInput(positionals[0], 'scenario');
    await prepare(j, value);
    // the whole output is built before the first byte is written: never half a ruling
    process.stdout.write((values.text ? narrative(j, value) : safeJson(ruleOne(j, value).out, 2)) + '\n');
    return 0;
  }
  if (positionals.filter((p) => p === '-').length > 1) throw new InputError('judge: standard input (-) can be given once');
  let refused = 0;
  for (const file of positionals) {
    let answer: Answer | undefined;
    let text = '';
    try {
      const { value } = readJsonInput(file, 'scenario');
      await prepare(j, value);
      if (values.text) text = `== ${stripControl(file)} ==\n${narrative(j, value)}\n\n`;
      else answer = { ruling: ruleOne(j, value).out };
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
