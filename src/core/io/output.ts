/**
 * JSON as cardlaw prints it to a terminal or a pipe. JSON.stringify escapes C0 control
 * characters but writes DEL and the C1 range raw (U+009B is a terminal's CSI); escaped here, the
 * JSON value is the same and no scenario text can drive the terminal.
 */
// eslint-disable-next-line no-control-regex
export const escapeC1 = (json: string): string => json.replace(/[\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export const safeJson = (value: unknown, indent?: number): string => escapeC1(JSON.stringify(value, null, indent));
