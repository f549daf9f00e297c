import { describe, expect, it } from 'vitest';
import { formatDuration, progressLine, ProgressBar } from '../../src/harness/sim/progress.ts';

describe('the progress line', () => {
  it('should show the share done, the deal rate and the time left', () => {
    const line = progressLine({ partiesDone: 250, partiesTotal: 1000, deals: 30_000, elapsedMs: 2000 }, 20);
    expect(line).toBe('[#####---------------]  25%  30,000 deals  15.0k deals/s  ETA 0:06');
    expect(formatDuration(125_000)).toBe('2:05');
  });

  it('should write nothing when stderr is not a terminal', () => {
    let written = '';
    const bar = new ProgressBar({ isTTY: false, write: (t: string) => (written += t) } as unknown as NodeJS.WriteStream);
    bar.update({ partiesDone: 1, partiesTotal: 2, deals: 10, elapsedMs: 10 }, true);
    bar.done();
    expect(written).toBe('');
    const tty = new ProgressBar({ isTTY: true, write: (t: string) => (written += t) } as unknown as NodeJS.WriteStream);
    tty.update({ partiesDone: 1, partiesTotal: 2, deals: 10, elapsedMs: 10 }, true);
    expect(written).toContain(' 50%');
  });
});
