/**
 * `cardlaw report RUN_DIR [--out FILE.html] [--md FILE.md] [--json]`: the printable committee
 * report of a simulate, compare or gap-impact run folder (issue 12; docs/committee-report.md), or of
 * an exploration folder (`cardlaw explore --out DIR`, issue 13; docs/explore.md).
 * Reads everything and renders both files before writing either, so bad input (no folder, not a
 * cardlaw report, a malformed CSV) is exit 2 with nothing written.
 *
 * @public
 */
import { basename, dirname, extname, isAbsolute, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { REPORT_OPTIONS } from './options.ts';
import { regulationOf } from '../../rulesets/regulations.ts';
import { InputError } from '../../core/regulation/readings.ts';
import { renderCharts } from '../committee/charts.ts';
import { renderHtml } from '../committee/html.ts';
import { machineTransitions } from '../committee/machineLinks.ts';
import { renderMarkdown } from '../committee/markdown.ts';
import { buildModel, topPaths } from '../committee/model.ts';
import { compareNarrativesFor, narrativesFor, topChanges } from '../committee/narratives.ts';
import { readRunFolder } from '../committee/runFolder.ts';
import { buildDocument } from '../committee/sections.ts';
import { isExploreFolder, readExploreFolder } from '../committee/exploreFolder.ts';
import { buildExploreDocument, exploreCharts } from '../committee/exploreSections.ts';
import { writeCommitteeFiles } from '../committee/write.ts';

/** How many of the most frequent penalty paths (a compare run: changes of path) get an example deal narrated. */
export const NARRATED_PATHS = 3;

export interface CommitteeReport {
  readonly html: string;
  readonly markdown: string;
  readonly charts: readonly string[];
  readonly kind: string;
  readonly ruleset: string;
  readonly invariantViolations: number;
}

/** The report of a run folder, rendered but not written. `htmlName` is what the Markdown points to. */
export async function buildCommitteeReport(dir: string, htmlName = 'committee.html'): Promise<CommitteeReport> {
  if (isExploreFolder(dir)) return buildExploreReport(dir, htmlName);
  const folder = readRunFolder(dir);
  const ruleset = regulationOf(folder.ruleset);
  const model = buildModel(folder, ruleset, machineTransitions(folder.ruleset, ruleset.clauses));
  const narratives = folder.kind === 'simulate' ? narrativesFor(dir, topPaths(model, NARRATED_PATHS)) : folder.kind === 'compare' ? compareNarrativesFor(dir, topChanges(model, NARRATED_PATHS)) : [];
  const charts = await renderCharts(model);
  const doc = buildDocument(model, charts, narratives);
  return {
    html: renderHtml(doc, charts),
    markdown: renderMarkdown(doc, htmlName),
    charts: charts.map((c) => c.id),
    kind: folder.kind,
    ruleset: folder.ruleset,
    invariantViolations: (model.invariants ?? []).reduce((a, i) => a + i.violations, 0),
  };
}

/** An exploration folder (`cardlaw explore --out DIR`: explore.json, no run.json), issue 13. */
async function buildExploreReport(dir: string, htmlName: string): Promise<CommitteeReport> {
  const folder = readExploreFolder(dir);
  const charts = await exploreCharts(folder.data);
  const doc = buildExploreDocument(folder.data, regulationOf(folder.ruleset), dir, charts);
  return { html: renderHtml(doc, charts), markdown: renderMarkdown(doc, htmlName), charts: charts.map((c) => c.id), kind: 'explore', ruleset: folder.ruleset, invariantViolations: 0 };
}

export interface ReportIo {
  out(text: string): void;
  err(text: string): void;
}
const processIo: ReportIo = { out: (t) => void process.stdout.write(t), err: (t) => void process.stderr.write(t) };

/** A path as the user would type it: relative under the working folder, absolute elsewhere. */
const shown = (file: string): string => {
  const r = relative(process.cwd(), file);
  return r === '' || r.startsWith('..') || isAbsolute(r) ? file : r;
};

export async function reportCommand(argv: string[], io: ReportIo = processIo): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: REPORT_OPTIONS });
  if (positionals.length !== 1) throw new InputError(`report: give one run folder (e.g. reports/<run>)${positionals.length > 1 ? `, not ${positionals.length}` : ''}`);
  const dir = positionals[0];
  const htmlPath = values.out ?? join(dir, 'committee.html');
  const mdPath = values.md ?? (values.out !== undefined ? join(dirname(values.out), `${basename(values.out, extname(values.out))}.md`) : join(dir, 'committee.md'));
  const started = performance.now();
  const report = await buildCommitteeReport(dir, relative(dirname(mdPath), htmlPath) || basename(htmlPath));
  const [htmlFile, mdFile] = writeCommitteeFiles([
    { path: htmlPath, text: report.html },
    { path: mdPath, text: report.markdown },
  ]);
  const ms = Math.round(performance.now() - started);
  const summary = { html: htmlFile, markdown: mdFile, htmlBytes: Buffer.byteLength(report.html), markdownBytes: Buffer.byteLength(report.markdown), kind: report.kind, ruleset: report.ruleset, charts: report.charts, invariantViolations: report.invariantViolations, ms };
  if (values.json) io.out(JSON.stringify(summary, null, 2) + '\n');
  else io.out(`committee report (${report.ruleset}, ${report.kind} run): ${shown(htmlFile)} (${Math.round(summary.htmlBytes / 1024)} KB, ${report.charts.length} charts) and ${shown(mdFile)}, in ${(ms / 1000).toFixed(1)} s\n`);
  if (report.invariantViolations > 0) {
    io.err(`cardlaw report: the run has ${report.invariantViolations} invariant violation(s); the report opens with them\n`);
    return 1;
  }
  return 0;
}
