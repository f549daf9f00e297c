import { describe, expect, it } from 'vitest';
import { ListInterner } from '../../src/harness/explore/interners.ts';

// The explorer interns a successor's trail from its parent's node: the node must be the one a walk
// from the root gives, whatever the parent's list was (extended, equal, longer, diverging).
describe('ListInterner', () => {
  const lists: string[][] = [[], ['a'], ['a', 'b'], ['a', 'b', 'c'], ['a', 'c'], ['b'], ['b', 'a'], ['a', 'b', 'a']];

  it('gives the node of the list itself, from any starting node', () => {
    const li = new ListInterner();
    const fromRoot = lists.map((xs) => li.node(xs));
    for (const xs of lists)
      for (const from of fromRoot) {
        const n = li.node(xs, from);
        expect(n).toBe(fromRoot[lists.indexOf(xs)]);
        expect(n.items).toEqual(xs);
        expect(n.text).toBe(xs.join(','));
      }
  });

  it('compares the prefix by content (equal strings that are different objects)', () => {
    const li = new ListInterner();
    const from = li.node(['DEB-6.2.1.8', 'DEB-6.2.1.8.a']);
    const copy = ['DEB-6.2.1', '8'].join('.');
    expect(li.node([copy, 'DEB-6.2.1.8.a', 'DEB-6.4'], from)).toBe(li.node(['DEB-6.2.1.8', 'DEB-6.2.1.8.a', 'DEB-6.4']));
    expect(li.node([copy, 'x'], from)).toBe(li.node(['DEB-6.2.1.8', 'x']));
  });

  it('tells lists apart and sets alike', () => {
    const li = new ListInterner();
    const ab = li.node(['a', 'b']);
    const ba = li.node(['b', 'a'], ab);
    const aba = li.node(['a', 'b', 'a'], ab);
    expect(ab.id).not.toBe(ba.id);
    expect(ab.textId).not.toBe(ba.textId);
    expect(ab.setId).toBe(ba.setId);
    expect(aba.setId).toBe(ab.setId);
    expect(li.node(['a'], aba)).toBe(li.node(['a']));
  });
});
