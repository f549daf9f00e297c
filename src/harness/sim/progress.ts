/**
 * A progress line on stderr — only when stderr is a terminal, so logs and pipes stay clean.
 *
 * @internal
 */
export interface ProgressState {
  readonly partiesDone: number;
  readonly partiesTotal: number;
  readonly deals: number;
  readonly elapsedMs: number;
  /** what `deals` counts (default `deals`; explore: `states`) */
  readonly unit?: string;
  /** what `partiesDone` counts, shown as done/total when given (explore: `settings`) */
  readonly items?: string;
}

export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const m = Math.floor(s / 60);
  return `${m}:${String(s % 60).padStart(2, '0')}`;
}

export function progressLine(p: ProgressState, width = 24): string {
  const frac = p.partiesTotal > 0 ? p.partiesDone / p.partiesTotal : 1;
  const full = Math.round(frac * width);
  const rate = p.elapsedMs > 0 ? (p.deals * 1000) / p.elapsedMs : 0;
  const eta = frac > 0 ? (p.elapsedMs * (1 - frac)) / frac : NaN;
  const rateText = rate >= 1000 ? `${(rate / 1000).toFixed(1)}k` : rate.toFixed(0);
  const unit = p.unit ?? 'deals';
  const items = p.items === undefined ? '' : `  ${p.partiesDone.toLocaleString('en-US')}/${p.partiesTotal.toLocaleString('en-US')} ${p.items}`;
  return `[${'#'.repeat(full)}${'-'.repeat(width - full)}] ${(frac * 100).toFixed(0).padStart(3)}%${items}  ${p.deals.toLocaleString('en-US')} ${unit}  ${rateText} ${unit}/s  ETA ${Number.isFinite(eta) ? formatDuration(eta) : '?:??'}`;
}

export class ProgressBar {
  private last = 0;
  private shown = false;
  constructor(private readonly stream: NodeJS.WriteStream = process.stderr) {}

  get enabled(): boolean {
    return this.stream.isTTY === true;
  }

  update(p: ProgressState, force = false): void {
    if (!this.enabled) return;
    const now = Date.now();
    if (!force && now - this.last < 150) return;
    this.last = now;
    this.shown = true;
    this.stream.write(`\r${progressLine(p)}\x1b[K`);
  }

  done(): void {
    if (this.enabled && this.shown) this.stream.write('\r\x1b[K');
    this.shown = false;
  }
}
