/**
 * The Markdown twin of the committee report: the same blocks as the HTML, for a diff in review
 * or a wiki. Charts are not drawn here; each is named with a pointer to the HTML and its numbers
 * are in the table that follows it. Every text is escaped (src/harness/committee/text.ts).
 *
 * @internal
 */
import type { Block, ReportDocument } from './blocks.ts';
import { mdFence, mdTable, mdText } from './text.ts';

function block(b: Block, htmlName: string): string {
  switch (b.t) {
    case 'h':
      return `${'#'.repeat(b.level)} ${mdText(b.text)}`;
    case 'p':
      return b.style === 'fallback' ? `> ${mdText(b.text)}` : b.style === 'lead' ? `**${mdText(b.text)}**` : mdText(b.text);
    case 'alarm':
      return [`## ⚠ ${mdText(b.title)}`, '', ...b.lines.map((l) => `- **${mdText(l)}**`)].join('\n');
    case 'quote':
      return `> ${mdText(b.source)}\n>\n> _${mdText(b.gloss)}_`;
    case 'table':
      return mdTable(b.header, b.rows);
    case 'chart':
      return `_Chart: ${mdText(b.title)} (drawn in ${mdText(htmlName)}; the numbers are in the table below)._`;
    case 'pre':
      return mdFence(b.text);
    case 'list':
      return b.items.map((i) => `- ${mdText(i)}`).join('\n');
    case 'group':
      return b.blocks.map((x) => block(x, htmlName)).join('\n\n');
  }
}

export function renderMarkdown(doc: ReportDocument, htmlName: string): string {
  const toc = doc.contents.map((c, i) => `${i + 1}. ${mdText(c.text)}`).join('\n');
  return `# ${mdText(doc.title)}\n\n${mdText(doc.subtitle)}\n\n${toc}\n\n${doc.body.map((b) => block(b, htmlName)).join('\n\n')}\n`;
}
