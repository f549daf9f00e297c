/**
 * The run-time validators of the published schemas (schemas/*.schema.json), typed. Generated
 * ahead of time (./validators.gen.ts, `npm run gen:schemas`); messages: ./messages.ts.
 */
import { validateDebertzScenario as debertz, validatePreferansScenario as preferans } from './validators.gen.ts';
import { validateWith, type Validator } from './messages.ts';

export const SCHEMA_VALIDATORS = {
  debertzScenario: debertz as Validator,
  preferansScenario: preferans as Validator,
};

/** Throws an InputError naming the JSON path of the first problem, or returns. */
export const checkDebertzScenario = (raw: unknown): void => validateWith(SCHEMA_VALIDATORS.debertzScenario, raw, 'scenario');
export const checkPreferansScenario = (raw: unknown): void => validateWith(SCHEMA_VALIDATORS.preferansScenario, raw, 'scenario');
