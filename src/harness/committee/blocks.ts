/**
 * The report as a list of plain blocks (headings, paragraphs, tables, charts, narratives), built
 * once and printed twice — as HTML (src/harness/committee/html.ts) and as Markdown
 * (src/harness/committee/markdown.ts) — so the twin files can never say different things. Blocks hold
 * plain text only; each renderer escapes it.
 *
 * @public
 */
export type Block =
  | { readonly t: 'h'; readonly level: 1 | 2 | 3 | 4; readonly text: string; readonly id?: string }
  | { readonly t: 'p'; readonly text: string; readonly style?: 'note' | 'lead' | 'fallback' }
  /** a red, unmissable notice (an invariant violated) */
  | { readonly t: 'alarm'; readonly title: string; readonly lines: readonly string[] }
  /** regulation text in its language, with the English gloss */
  | { readonly t: 'quote'; readonly source: string; readonly gloss: string }
  | { readonly t: 'table'; readonly id: string; readonly header: readonly string[]; readonly rows: readonly (readonly string[])[]; readonly numeric?: readonly number[] }
  | { readonly t: 'chart'; readonly id: string; readonly title: string }
  | { readonly t: 'pre'; readonly text: string }
  | { readonly t: 'list'; readonly items: readonly string[] }
  /** blocks printed together (a clause: kept on one page where it fits) */
  | { readonly t: 'group'; readonly kind: 'clause' | 'gap' | 'deal'; readonly id?: string; readonly blocks: readonly Block[] };

/** The title, a one-line summary and the table of contents, with the body. */
export interface ReportDocument {
  readonly title: string;
  readonly subtitle: string;
  readonly contents: readonly { readonly id: string; readonly text: string }[];
  readonly body: readonly Block[];
}
