import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { judge } from '../../src/harness/judge/judge.ts';
import { jsonLines, judgeStream } from '../../src/harness/judge/stream.ts';

async function* chunks(...parts: string[]): AsyncGenerator<Buffer> {
  for (const p of parts) yield Buffer.from(p);
}
const collect = async <T>(it: AsyncIterable<T>) => {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
};
const scenario = (name: string) => JSON.stringify(JSON.parse(readFileSync(`examples/${name}.json`, 'utf8')));

describe('the judge over JSON Lines', () => {
  it('splits lines across chunk boundaries, skips blank lines and keeps line numbers', async () => {
    const lines = await collect(jsonLines(chunks('{"a":', '1}\n\n  \n{"b"', ':2}\n{"c":3}')));
    expect(lines).toEqual([
      { line: 1, text: '{"a":1}' },
      { line: 4, text: '{"b":2}' },
      { line: 5, text: '{"c":3}' },
    ]);
  });

  it('reports a line over the cap by number without holding it, and goes on', async () => {
    const lines = await collect(jsonLines(chunks('{"x":"', 'y'.repeat(50), 'z'.repeat(50), '"}\n{"ok":1}\n'), 64));
    expect(lines).toEqual([{ line: 1, tooLong: true }, { line: 2, text: '{"ok":1}' }]);
  });

  it('answers each scenario with the ruling `cardlaw judge FILE` gives, and a refusal as an error line, in order', async () => {
    const made = scenario('debertz/made-1x1');
    const pref = scenario('preferans/d05-contract-wrong-count');
    const out: string[] = [];
    const refused = await judgeStream(chunks(`${made}\n{"ruleset":"chess"}\nnot json\n${pref}\n`), judge, (l) => out.push(l));
    expect(refused).toBe(2);
    expect(out).toHaveLength(4);
    expect(JSON.parse(out[0])).toEqual(JSON.parse(JSON.stringify(judge(JSON.parse(made)))));
    expect(JSON.parse(out[1])).toEqual({ error: expect.stringMatching(/^line 2: scenario\.ruleset: unknown ruleset/), exit: 2 });
    expect(JSON.parse(out[2])).toEqual({ error: expect.stringMatching(/^line 3:1:1: not valid JSON/), exit: 2 }); // the line, then line:column within it
    expect(JSON.parse(out[3]).ruleset).toBe('preferans');
  });

  it('lets an internal error through instead of passing it off as a refusal', async () => {
    const boom = () => {
      throw new TypeError('bug');
    };
    await expect(judgeStream(chunks('{}\n'), boom, () => {})).rejects.toThrow('bug');
  });
});
