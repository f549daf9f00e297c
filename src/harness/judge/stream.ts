/**
 * The judge over a stream: JSON Lines in, one answer per line out, each written as soon as its
 * scenario is ruled. This is what `cardlaw judge --jsonl` runs, and the protocol `cardlaw
 * conform --protocol jsonl` speaks to an implementation kept running (docs/conformance.md):
 * one process for a whole suite instead of one per case.
 *
 * An answer is the ruling itself (exactly what `cardlaw judge FILE` prints, on one line), or
 * `{"error": MESSAGE, "exit": 2}` for a scenario the judge refuses, so answers stay aligned
 * with scenarios line for line and one bad case never ends the stream. Blank lines are skipped.
 */
import { InputError } from '../../core/regulation/readings.ts';
import { parseJsonText } from '../../core/io/json.ts';

/** A line longer than this is answered with an error instead of being held in memory. */
export const MAX_LINE_BYTES = 16 * 2 ** 20;

export type Answer = { readonly ruling: unknown } | { readonly error: string };

/** The line an answer is written as. */
export function answerLine(answer: Answer): string {
  return 'ruling' in answer ? JSON.stringify(answer.ruling) : JSON.stringify({ error: answer.error, exit: 2 });
}

/** Rules one scenario given as text; only an input error becomes an answer, anything else is a bug and propagates. */
export function answerOf(text: string, rule: (scenario: unknown) => unknown, where: string): Answer {
  try {
    // the same bounded parse as a scenario file: nesting, duplicate keys, line and column
    return { ruling: rule(parseJsonText(text, where)) };
  } catch (e) {
    if (e instanceof InputError) return { error: e.message.startsWith(where) ? e.message : `${where}: ${e.message}` };
    throw e;
  }
}

/**
 * Splits a byte stream into lines without holding more than one line (capped) in memory; a line
 * over the cap is reported by number and skipped to its end.
 */
export async function* jsonLines(input: AsyncIterable<Buffer | string>, maxBytes = MAX_LINE_BYTES): AsyncGenerator<{ line: number; text: string } | { line: number; tooLong: true }> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let skipping = false;
  let line = 0;
  for await (const chunk of input) {
    let buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    for (let nl = buf.indexOf(10); nl !== -1; nl = buf.indexOf(10)) {
      line++;
      const piece = buf.subarray(0, nl);
      buf = buf.subarray(nl + 1);
      if (skipping || pendingBytes + piece.length > maxBytes) yield { line, tooLong: true };
      else {
        const text = Buffer.concat([...pending, piece]).toString('utf8');
        if (text.trim() !== '') yield { line, text };
      }
      pending = [];
      pendingBytes = 0;
      skipping = false;
    }
    if (skipping) continue;
    if (pendingBytes + buf.length > maxBytes) {
      skipping = true;
      pending = [];
      pendingBytes = 0;
    } else if (buf.length > 0) {
      pending.push(Buffer.from(buf));
      pendingBytes += buf.length;
    }
  }
  if (skipping) yield { line: line + 1, tooLong: true };
  else if (pendingBytes > 0) {
    const text = Buffer.concat(pending).toString('utf8');
    if (text.trim() !== '') yield { line: line + 1, text };
  }
}

/** Rules every line of `input`, writing each answer as it is made; returns how many were refused. */
export async function judgeStream(input: AsyncIterable<Buffer | string>, rule: (scenario: unknown) => unknown, write: (line: string) => void, maxBytes = MAX_LINE_BYTES): Promise<number> {
  let refused = 0;
  for await (const item of jsonLines(input, maxBytes)) {
    const answer: Answer = 'tooLong' in item ? { error: `line ${item.line}: longer than ${maxBytes} bytes` } : answerOf(item.text.replace(/^\uFEFF/, ''), rule, `line ${item.line}`);
    if ('error' in answer) refused++;
    write(answerLine(answer) + '\n');
  }
  return refused;
}
