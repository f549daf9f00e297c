/**
 * Number formatting and interval estimates for the CSV reports. Fixed decimals, so the same
 * tally always prints the same bytes.
 *
 * @public
 */

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/** Wilson score interval of a binomial share `k / n` (95% by default); [0, 0] when n = 0. */
export function wilson(k: number, n: number, z = Z95): [number, number] {
  if (n <= 0) return [0, 0];
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return [Math.max(0, center - half), Math.min(1, center + half)];
}

export const fixed = (x: number, digits: number): string => (Object.is(x, -0) ? 0 : x).toFixed(digits);
export const share = (k: number, n: number): string => fixed(n > 0 ? k / n : 0, 6);

/** Compares clause and gap ids part by part, numbers numerically: DEB-6.2.1.8 < DEB-6.2.1.10, DEB-G2 < DEB-G10. */
export function compareIds(a: string, b: string): number {
  const pa = a.split(/(\d+)/);
  const pb = b.split(/(\d+)/);
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
    if (pa[i] === pb[i]) continue;
    const na = Number(pa[i]);
    const nb = Number(pb[i]);
    if (i % 2 === 1 && Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
    return pa[i] < pb[i] ? -1 : 1;
  }
  return pa.length - pb.length;
}
