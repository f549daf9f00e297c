/** Clause ids in the order of the text: `DEB-6.2.1.10` after `DEB-6.2.1.9`; letters after numbers. */
export function compareClauseIds(a: string, b: string): number {
  const pa = a.split(/[-.]/);
  const pb = b.split(/[-.]/);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? '';
    const y = pb[i] ?? '';
    if (x === y) continue;
    if (x === '') return -1;
    if (y === '') return 1;
    const nx = Number(x);
    const ny = Number(y);
    if (!Number.isNaN(nx) && !Number.isNaN(ny)) return nx - ny;
    if (!Number.isNaN(nx)) return -1;
    if (!Number.isNaN(ny)) return 1;
    return x < y ? -1 : 1;
  }
  return 0;
}
