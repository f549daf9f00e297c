/**
 * The HTML committee report: one self-contained file — inline CSS, charts as inline SVG, no
 * script, no external resource — that opens from disk and prints on A4. Every text goes through
 * `html()` (src/harness/committee/text.ts); the SVG comes from Vega, which escapes its own text.
 *
 * @internal
 */
import type { Block, ReportDocument } from './blocks.ts';
import { FONT_STACK, type Chart } from './charts.ts';
import { html } from './text.ts';

const CSS = `
@page { size: A4; margin: 14mm 12mm; }
:root { --ink: #1d1d1d; --muted: #5a5a5a; --rule: #c8c8c8; --alarm: #b00020; }
html { font-family: ${FONT_STACK}; color: var(--ink); font-size: 10.5pt; line-height: 1.4; }
body { max-width: 190mm; margin: 1.5em auto; padding: 0 1em; }
h1 { font-size: 1.6em; margin: 0 0 .2em; } h2 { font-size: 1.3em; border-bottom: 2px solid var(--ink); margin-top: 1.6em; }
h3 { font-size: 1.08em; margin: 1.1em 0 .3em; } h4 { font-size: .98em; margin: .8em 0 .2em; }
.subtitle { color: var(--muted); margin-top: 0; }
table { border-collapse: collapse; width: 100%; margin: .5em 0 1em; font-size: .86em; }
th, td { border: 1px solid var(--rule); padding: 2px 5px; vertical-align: top; text-align: left; overflow-wrap: break-word; }
th { background: #eee; } td.num { text-align: right; white-space: nowrap; }
thead { display: table-header-group; } tr { break-inside: avoid; }
figure.chart { margin: .8em 0; break-inside: avoid; } figure.chart svg { max-width: 100%; height: auto; }
figcaption { font-size: .85em; color: var(--muted); }
blockquote { margin: .3em 0 .4em; padding: .3em .8em; border-left: 4px solid #8aa4c8; background: #f5f7fa; }
blockquote p { margin: .15em 0; } blockquote .gloss { color: var(--muted); font-style: italic; }
pre { white-space: pre-wrap; font-family: 'DejaVu Sans Mono', 'Liberation Mono', Consolas, monospace; font-size: .8em; background: #f7f7f7; border: 1px solid var(--rule); padding: .5em; }
.note { color: var(--muted); font-size: .92em; } .lead { font-weight: bold; }
.fallback { border: 1px dashed var(--muted); padding: .4em .6em; color: var(--muted); }
.alarm { border: 4px solid var(--alarm); background: #fde8ec; color: var(--alarm); padding: .6em 1em; margin: 1em 0; }
.alarm h2 { border: none; margin: 0 0 .3em; color: var(--alarm); }
section.clause { border-top: 1px solid var(--rule); break-inside: avoid-page; }
section.gap { margin-left: 1em; } section.deal { break-inside: avoid-page; }
nav ol { columns: 2; font-size: .92em; }
@media print { body { margin: 0; max-width: none; padding: 0; } a { color: inherit; text-decoration: none; } h2 { break-after: avoid; } h3, h4 { break-after: avoid; } }
`;

function block(b: Block, charts: ReadonlyMap<string, Chart>): string {
  switch (b.t) {
    case 'h':
      return `<h${b.level}${b.id ? ` id="${html(b.id)}"` : ''}>${html(b.text)}</h${b.level}>`;
    case 'p':
      return `<p${b.style ? ` class="${b.style}"` : ''}>${html(b.text)}</p>`;
    case 'alarm':
      return `<section class="alarm" id="violations" role="alert"><h2>${html(b.title)}</h2><ul>${b.lines.map((l) => `<li>${html(l)}</li>`).join('')}</ul></section>`;
    case 'quote':
      return `<blockquote><p lang="ru">${html(b.source)}</p><p lang="en" class="gloss">${html(b.gloss)}</p></blockquote>`;
    case 'table': {
      const num = new Set(b.numeric ?? []);
      const rows = b.rows.map((r) => `<tr>${r.map((c, i) => `<td${num.has(i) ? ' class="num"' : ''}>${html(c)}</td>`).join('')}</tr>`).join('\n');
      return `<table id="${html(b.id)}"><thead><tr>${b.header.map((h) => `<th>${html(h)}</th>`).join('')}</tr></thead><tbody>\n${rows}\n</tbody></table>`;
    }
    case 'chart': {
      const c = charts.get(b.id);
      // a chart id without its SVG is a bug in the section builder, not a missing file
      if (!c) throw new Error(`committee html: no chart ${b.id} (#committee-1)`);
      return `<figure class="chart" data-chart="${html(c.id)}">${c.svg}<figcaption>${html(c.caption)}</figcaption></figure>`;
    }
    case 'pre':
      return `<pre>${html(b.text)}</pre>`;
    case 'list':
      return `<ul>${b.items.map((i) => `<li>${html(i)}</li>`).join('')}</ul>`;
    case 'group':
      return `<section class="${b.kind}"${b.id ? ` id="${html(b.id)}"` : ''}>\n${b.blocks.map((x) => block(x, charts)).join('\n')}\n</section>`;
  }
}

export function renderHtml(doc: ReportDocument, charts: readonly Chart[]): string {
  const byId = new Map(charts.map((c) => [c.id, c]));
  const toc = `<nav><ol>${doc.contents.map((c) => `<li><a href="#${html(c.id)}">${html(c.text)}</a></li>`).join('')}</ol></nav>`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="cardlaw report">
<title>${html(doc.title)}</title>
<style>${CSS}</style>
</head>
<body>
<header><h1>${html(doc.title)}</h1><p class="subtitle">${html(doc.subtitle)}</p></header>
${toc}
<main>
${doc.body.map((b) => block(b, byId)).join('\n')}
</main>
</body>
</html>
`;
}
