/** How a value from the user's input is echoed back in a message: short, and with no control characters. */
const ECHO_LIMIT = 80;

/** A value as a message may quote it: at most ~80 characters, never a deep walk. */
export function shortValue(x: unknown, limit = ECHO_LIMIT): string {
  let text: string;
  if (Array.isArray(x)) text = x.length === 0 ? '[]' : `an array of ${x.length}`;
  else if (typeof x === 'object' && x !== null) {
    const keys = Object.keys(x);
    text = keys.length === 0 ? '{}' : `an object {${keys.slice(0, 4).map((k) => JSON.stringify(stripControl(k))).join(', ')}${keys.length > 4 ? ', …' : ''}}`;
  } else if (typeof x === 'string') text = JSON.stringify(stripControl(x));
  else if (x === undefined) text = 'nothing';
  else text = String(x);
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

/** Control characters (ANSI escapes among them) replaced, so a title cannot drive the terminal. */
export function stripControl(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '\uFFFD');
}

