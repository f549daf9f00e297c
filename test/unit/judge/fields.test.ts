import { describe, expect, it } from 'vitest';
import { integerIn, nearest, refuseUnknownKeys, shortValue, stripControl } from '../../../src/core/scenario/fields.ts';

describe('input field checks', () => {
  it('echoes a huge or deep value in at most 80 characters without walking it', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(shortValue(deep)).toBe('an array of 1');
    expect(shortValue('x'.repeat(10_000_000)).length).toBeLessThanOrEqual(80);
    expect(shortValue({ a: 1, b: 2, c: 3, d: 4, e: 5 })).toBe('an object {"a", "b", "c", "d", …}');
  });

  it('neutralises terminal escapes', () => {
    expect(stripControl('\u001b[2Jtitle')).toBe('\uFFFD[2Jtitle');
    expect(stripControl('line\nnext\ttab\u0007')).toBe('line\nnext\ttab\uFFFD'); // newline and tab are text, the bell is not
  });

  it('refuses an unknown key by path and suggests the near one', () => {
    expect(() => refuseUnknownKeys({ poolTargte: 10 }, ['poolTarget', 'prices'], 'variant')).toThrow(
      'variant.poolTargte: unknown field (did you mean "poolTarget"?)',
    );
    expect(() => refuseUnknownKeys({ pool: 1 }, ['pool'], 'variant')).not.toThrow();
    expect(nearest('zzzzzz', ['poolTarget'])).toBeUndefined();
  });

  it('takes only integers in range', () => {
    expect(integerIn(3, 'deals', 0, 10)).toBe(3);
    for (const bad of [1.5, -1, 1e308, '3', null]) expect(() => integerIn(bad, 'deals', 0, 10)).toThrow(/^deals: must be an integer from 0 to 10/);
  });
});
