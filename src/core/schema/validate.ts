/**
 * The run-time validators of the published schemas (schemas/*.schema.json): Ajv standalone code
 * generated ahead of time (./<schema>.gen.cjs, `npm run gen:schemas`), each required on first use
 * — a Debertz judge call never loads the Preferans validator, nor the judge the spec's. Messages: ./messages.ts.
 */
import { createRequire } from 'node:module';
import { validateWith, type Validator } from './messages.ts';

const require = createRequire(import.meta.url);
const loaded = new Map<string, Validator>();

/** The generated validator of `schemas/<name>.schema.json`, loaded once. */
export function schemaValidator(name: 'debertz-scenario' | 'preferans-scenario' | 'sim-spec'): Validator {
  let v = loaded.get(name);
  if (!v) {
    v = (require(`./${name}.gen.cjs`) as { validate: Validator }).validate;
    loaded.set(name, v);
  }
  return v;
}

/** Throws an InputError naming the JSON path of the first problem, or returns. */
export const checkDebertzScenario = (raw: unknown): void => validateWith(schemaValidator('debertz-scenario'), raw, 'scenario');
export const checkPreferansScenario = (raw: unknown): void => validateWith(schemaValidator('preferans-scenario'), raw, 'scenario');
/** A `cardlaw simulate` spec (schemas/sim-spec.schema.json), paths under `spec`. */
export const checkSimSpec = (raw: unknown): void => validateWith(schemaValidator('sim-spec'), raw, 'spec');
