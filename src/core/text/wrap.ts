/** Width of a narrative line: quoted clauses and glosses fit an 80-column terminal with a margin. */
export const NARRATIVE_WIDTH = 78;

/**
 * Wraps `text` at word boundaries into lines of at most `width` characters: the first line starts
 * with `indent`, the others with `hanging`. A word longer than a line is kept whole (never cut).
 * Width counts code points, so Cyrillic text wraps as it reads.
 */
export function wrap(text: string, indent = '', hanging = indent, width = NARRATIVE_WIDTH): string[] {
  const words = text.split(/\s+/).filter((w) => w !== '');
  const lines: string[] = [];
  let line = indent;
  let empty = true;
  for (const w of words) {
    const candidate = empty ? line + w : `${line} ${w}`;
    if (!empty && [...candidate].length > width) {
      lines.push(line);
      line = hanging + w;
    } else line = candidate;
    empty = false;
  }
  lines.push(line);
  return lines;
}
