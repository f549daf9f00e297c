/**
 * JSON with one line per hand, per event and per small object, so a scenario reads like a deal
 * record. Spaces go after the structural commas and colons only — never inside a string value
 * (a finding or a title with a comma in it is written as it is).
 */
export function readableJson(value: unknown, indent = ''): string {
  const inner = indent + '  ';
  if (Array.isArray(value)) {
    if (!value.some((v) => v !== null && typeof v === 'object')) return '[' + value.map((v) => JSON.stringify(v)).join(', ') + ']';
    return '[\n' + value.map((v) => inner + readableJson(v, inner)).join(',\n') + '\n' + indent + ']';
  }
  if (value && typeof value === 'object') {
    const flat = JSON.stringify(value);
    if (flat.length <= 80) return oneLine(value);
    return '{\n' + Object.entries(value).map(([k, v]) => `${inner}${JSON.stringify(k)}: ${readableJson(v, inner)}`).join(',\n') + '\n' + indent + '}';
  }
  return JSON.stringify(value);
}

/** A small object on one line: `{"k": v, …}`; inside it a list takes a space only before a string (`[1,2]`, `["a", "b"]`), as the files have always been written. */
function oneLine(value: unknown): string {
  if (Array.isArray(value)) {
    const parts = value.map(oneLine);
    return '[' + parts.map((p, i) => (i === 0 ? p : (p.startsWith('"') ? ', ' : ',') + p)).join('') + ']';
  }
  if (value && typeof value === 'object') return '{' + Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${oneLine(v)}`).join(', ') + '}';
  return JSON.stringify(value) ?? 'null';
}
