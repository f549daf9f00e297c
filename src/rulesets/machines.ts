/**
 * Every ruleset's machine definition, by id: for the harness parts that read a machine without
 * running a ruleset (the committee report's clause-to-transition links).
 *
 * @public
 */
import type { MachineDefinition } from '../core/statechart/definition.ts';
import { debertzMachine } from './debertz/machine/definition.ts';
import { preferansMachine } from './preferans/machine/definition.ts';

export const MACHINES: Readonly<Record<string, MachineDefinition<any, any>>> = { debertz: debertzMachine, preferans: preferansMachine };
