import { InputError } from '../regulation/readings.ts';

export function parseJsonText(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new InputError(`${where}: not valid JSON (${(e as Error).message})`);
  }
}
