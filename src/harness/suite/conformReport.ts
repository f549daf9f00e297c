/**
 * Machine-readable results of a conformance run: a JSON document (`--json`) and JUnit XML
 * (`--junit FILE`) for CI dashboards. Pure: results in, text out.
 *
 * JUnit's convention is kept: a wrong answer is a `<failure>`, a program that gave no answer
 * (crashed, timed out, wrote too much, could not start, was interrupted) an `<error>`.
 */
import { WRONG_ANSWER, type CaseResult, type CaseStatus, type ConformSummary } from './conform.ts';

export interface RunInfo {
  /** the suite folder */
  readonly suite: string;
  readonly ruleset: string;
  readonly command: string;
  readonly timeoutMs: number;
  readonly jobs: number;
  readonly maxOutputBytes: number;
  /** per-case or jsonl */
  readonly protocol: string;
  readonly compared: readonly string[];
  readonly ignored: readonly string[];
  /** cases selected for the run (all, or those of --case) */
  readonly selected: number;
}

const STATUSES: readonly CaseStatus[] = ['passed', 'differs', 'not-rejected', 'rejected', 'bad-output', 'crashed', 'timeout', 'output-limit', 'not-run', 'interrupted'];

/** The `--json` document (docs/conformance.md, "Machine-readable results"). */
export function conformJson(info: RunInfo, summary: ConformSummary): unknown {
  const byStatus: Record<string, number> = {};
  for (const s of STATUSES) byStatus[s] = summary.results.filter((r) => r.status === s).length;
  return {
    tool: 'cardlaw conform',
    version: 1,
    ...info,
    ran: summary.results.length,
    passed: summary.passed,
    failed: summary.failed,
    interrupted: summary.interrupted,
    byStatus,
    results: summary.results.map((r) => ({ id: r.id, file: r.file, title: r.title, format: r.format, status: r.status, passed: r.passed, ms: r.ms, diff: r.diff })),
  };
}

/**
 * Text as XML 1.0 allows it: characters XML forbids (most C0 controls, lone surrogates,
 * U+FFFE/U+FFFF) written as a visible `\uXXXX`, then the markup characters escaped. In an
 * attribute, tab and line breaks become character references so a parser keeps them.
 */
export function xmlEscape(text: string, attribute = false): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const allowed = cp === 0x9 || cp === 0xa || cp === 0xd || (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) || cp >= 0x10000;
    if (!allowed) {
      out += `\\u${cp.toString(16).toUpperCase().padStart(4, '0')}`;
      continue;
    }
    switch (ch) {
      case '&': out += '&amp;'; break;
      case '<': out += '&lt;'; break;
      case '>': out += '&gt;'; break;
      case '"': out += '&quot;'; break;
      case "'": out += '&apos;'; break;
      case '\t': out += attribute ? '&#9;' : ch; break;
      case '\n': out += attribute ? '&#10;' : ch; break;
      case '\r': out += '&#13;'; break;
      default: out += ch;
    }
  }
  return out;
}

const attr = (name: string, value: string | number) => ` ${name}="${xmlEscape(String(value), true)}"`;
const seconds = (ms: number) => (ms / 1000).toFixed(3);

function testcase(r: CaseResult, ruleset: string): string {
  const open = `    <testcase${attr('classname', `cardlaw.${ruleset}.${r.format}`)}${attr('name', `${r.file}: ${r.title}`)}${attr('time', seconds(r.ms))}`;
  if (r.passed) return `${open}/>`;
  const element = WRONG_ANSWER.includes(r.status) ? 'failure' : 'error';
  const message = r.diff[0] ?? r.status;
  return [`${open}>`, `      <${element}${attr('type', r.status)}${attr('message', message.slice(0, 500))}>${xmlEscape(r.diff.join('\n'))}</${element}>`, '    </testcase>'].join('\n');
}

/** The `--junit FILE` document: one testsuite, one testcase per case run. */
export function conformJUnit(info: RunInfo, summary: ConformSummary): string {
  const failures = summary.results.filter((r) => !r.passed && WRONG_ANSWER.includes(r.status)).length;
  const errors = summary.results.filter((r) => !r.passed && !WRONG_ANSWER.includes(r.status)).length;
  const time = seconds(summary.results.reduce((n, r) => n + r.ms, 0));
  const counts = `${attr('tests', summary.results.length)}${attr('failures', failures)}${attr('errors', errors)}`;
  const properties = [
    ['suite', info.suite],
    ['command', info.command],
    ['timeoutMs', String(info.timeoutMs)],
    ['jobs', String(info.jobs)],
    ['compared', info.compared.join(',')],
    ['ignored', info.ignored.join(',')],
    ['interrupted', String(summary.interrupted)],
  ].map(([k, v]) => `      <property${attr('name', k)}${attr('value', v)}/>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites${attr('name', 'cardlaw conform')}${counts}${attr('time', time)}>`,
    `  <testsuite${attr('name', `cardlaw conform ${info.ruleset}: ${info.suite}`)}${counts}${attr('skipped', 0)}${attr('time', time)}>`,
    '    <properties>',
    ...properties,
    '    </properties>',
    ...summary.results.map((r) => testcase(r, info.ruleset)),
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
