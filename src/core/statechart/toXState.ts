import { xstate } from './xstateLib.ts';
import type { MachineDefinition, MachineEvent } from './definition.ts';

/**
 * The XState v5 machine of a definition: the same config, with each named guard and action
 * bound to its implementation. The initial context is the actor's `input`.
 */
export function toXStateMachine<C extends object, E extends MachineEvent>(def: MachineDefinition<C, E>) {
  const { assign, setup } = xstate();
  const guards: Record<string, any> = {};
  for (const [name, g] of Object.entries(def.guards)) {
    guards[name] = ({ context, event }: { context: C; event: E }, params: unknown) => g(context, event, params);
  }
  const actions: Record<string, any> = {};
  for (const [name, a] of Object.entries(def.actions)) {
    actions[name] = assign(({ context, event }: { context: C; event: E }, params: unknown) => {
      const next = def.cloneContext(context);
      a(next, event, params);
      return next as any;
    });
  }
  return setup({
    types: {} as { context: C; events: E; input: C },
    guards,
    actions,
  }).createMachine({ ...(def.config as any), id: def.id, context: ({ input }: { input: C }) => def.cloneContext(input) });
}
