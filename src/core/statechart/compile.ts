/**
 * Compiles a MachineDefinition (the XState-style config + named implementations of
 * `definition.ts`) into a flat table that `runtime.ts` steps without cloning or allocating.
 *
 * The compiler ports XState v5's own microstep algorithm (transition domain, exit set, entry
 * set, document order, done detection) and runs it ONCE per (active leaf, transition) pair at
 * compile time. Without parallel or history states the whole configuration is determined by the
 * active atomic state, so every candidate transition can carry its complete, flattened effect:
 *
 *   exit actions of the exited states (deepest first) → transition actions → entry actions of the
 *   entered states (outermost first) → [if a top-level final state was entered: the exit actions
 *   of every active state, deepest first, as XState runs them when the machine completes].
 *
 * Supported subset: nested (compound) states, atomic and final states, `on` and `always`
 * transitions (string, object or array forms), named guards and actions with static params,
 * targetless transitions, `reenter`, relative (`sibling`, `.child`, `a.b`) and `#machineId.path`
 * targets, entry/exit actions on any state including the root.
 * Everything else is refused with a StatechartCompileError naming the state path and the feature.
 */
import type { Action, Guard, MachineDefinition, MachineEvent, StateNodeConfig } from './definition.ts';

export * from './compiledTable.ts';
import { deepFreeze, toStatePath, valueOfPath } from './statePath.ts';
import { Candidate, StatechartCompileError, type CompileOptions, type CompiledTable, type RefSite, type StateInfo, type StateValue, type TransitionInfo } from './compiledTable.ts';

// ---------------------------------------------------------------------------------------------

interface Ref<F> {
  readonly site: number;
  readonly name: string;
  readonly fn: F;
  readonly params: unknown;
}

interface Node {
  readonly index: number;
  readonly key: string;
  readonly pathArr: readonly string[];
  readonly path: string;
  readonly id: string;
  readonly parent: Node | undefined;
  readonly config: StateNodeConfig;
  readonly kind: 'atomic' | 'compound' | 'final';
  readonly depth: number;
  readonly children: Node[];
  readonly childByKey: Map<string, Node>;
  initialChild: Node | undefined;
  entry: Ref<Action<any, any>>[];
  exit: Ref<Action<any, any>>[];
  on: Map<string, RawTransition[]>;
  always: RawTransition[];
}

interface RawTransition {
  readonly index: number;
  readonly source: Node;
  readonly target: Node | undefined;
  readonly reenter: boolean;
  readonly guard: Ref<Guard<any, any>> | null;
  readonly actions: Ref<Action<any, any>>[];
}

const SUPPORTED_STATE_KEYS = new Set(['initial', 'type', 'states', 'on', 'always', 'entry', 'exit', 'description', 'meta', 'tags']);
const UNSUPPORTED_STATE_KEYS: Record<string, [feature: string, text: string]> = {
  invoke: ['invoke', 'uses invoke (child actors)'],
  after: ['after', 'uses delayed transitions (after)'],
  onDone: ['onDone', 'uses onDone transitions'],
  history: ['history', 'uses history states'],
  id: ['state-id', 'uses a custom state id'],
  output: ['output', 'uses output'],
  route: ['route', 'uses route transitions'],
  target: ['history', 'uses a state-level target (history states)'],
  context: ['context', 'declares context in the config (the initial context is the runtime input)'],
};
const SUPPORTED_TRANSITION_KEYS = new Set(['target', 'guard', 'actions', 'reenter', 'description', 'meta']);
const UNSUPPORTED_TRANSITION_KEYS: Record<string, [feature: string, text: string]> = {
  cond: ['cond', 'uses the XState v4 "cond" key (use "guard")'],
  internal: ['internal', 'uses the XState v4 "internal" key (use "reenter")'],
  in: ['in-guard', 'uses an "in" state guard'],
  to: ['send-to', 'uses "to"'],
};

const NOT_SUPPORTED = 'which the compiled runtime does not support';
const EMPTY: readonly never[] = Object.freeze([]);
/** Hot arrays are NOT frozen: V8 reads frozen arrays markedly slower in the runtime loop (measured ~40%). */
const NO_EVENTS: MachineEvent[] = [];

/** Strict descendant; `parent === undefined` matches every node including the root (as in XState). */
function isDescendant(child: Node, parent: Node | undefined): boolean {
  let m = child;
  while (m.parent && m.parent !== parent) m = m.parent;
  return m.parent === parent;
}

function properAncestors(node: Node, to: Node | undefined): Node[] {
  const out: Node[] = [];
  if (to === node) return out;
  let m = node.parent;
  while (m && m !== to) {
    out.push(m);
    m = m.parent;
  }
  return out;
}

/** XState's getTransitionDomain for one target; `undefined` means "above the root". */
function transitionDomain(t: RawTransition, root: Node): Node | undefined {
  const target = t.target!;
  if (!t.reenter && (target === t.source || isDescendant(target, t.source))) return t.source;
  for (const anc of properAncestors(target, undefined)) {
    if (isDescendant(t.source, anc)) return anc;
  }
  if (t.reenter) return undefined;
  return root;
}

function addDescendantsToEnter(node: Node, toEnter: Set<Node>): void {
  if (node.kind === 'compound') {
    const child = node.initialChild!;
    toEnter.add(child);
    addDescendantsToEnter(child, toEnter);
  }
}

const byOrderAsc = (a: Node, b: Node) => a.index - b.index;
const byOrderDesc = (a: Node, b: Node) => b.index - a.index;

// ---------------------------------------------------------------------------------------------

export function compile<C, E extends MachineEvent>(
  def: MachineDefinition<C, E>,
  options: CompileOptions = {},
): CompiledTable<C, E> {
  const machineId = def.id;
  const maxMicrosteps = options.maxMicrosteps ?? 1000;
  const pathLabel = (n: Node | undefined, fallback = '(root)') => (n && n.path !== '' ? n.path : fallback);

  function fail(node: Node | string, where: string | null, feature: string, text: string): never {
    const path = typeof node === 'string' ? node : pathLabel(node);
    const loc = where ? ` (${where})` : '';
    throw new StatechartCompileError(machineId, path, feature, `compile(${machineId}): state "${path}"${loc} ${text}`);
  }

  if (!def.config || typeof def.config !== 'object') {
    throw new StatechartCompileError(machineId, '(root)', 'config', `compile(${machineId}): the definition has no config`);
  }

  // --- 1. state nodes, in XState document order (pre-order, Object.keys order) ---------------
  const nodes: Node[] = [];
  const idMap = new Map<string, Node>();

  function build(config: StateNodeConfig, key: string, parent: Node | undefined): Node {
    const pathArr = parent ? [...parent.pathArr, key] : [];
    const label = pathArr.length ? pathArr.join('.') : '(root)';
    if (!config || typeof config !== 'object' || Array.isArray(config)) {
      fail(label, null, 'malformed-state', 'is not a state config object');
    }
    for (const k of Object.keys(config)) {
      if (SUPPORTED_STATE_KEYS.has(k)) continue;
      const known = UNSUPPORTED_STATE_KEYS[k];
      if (known) fail(label, null, known[0], `${known[1]}, ${NOT_SUPPORTED}`);
      fail(label, null, 'unknown-key', `uses "${k}", ${NOT_SUPPORTED}`);
    }
    const type = (config as any).type as unknown;
    if (type === 'parallel') fail(label, null, 'parallel', `uses parallel states, ${NOT_SUPPORTED}`);
    if (type === 'history') fail(label, null, 'history', `uses history states, ${NOT_SUPPORTED}`);
    const childKeys = config.states ? Object.keys(config.states) : [];
    if (config.states !== undefined && (typeof config.states !== 'object' || config.states === null)) {
      fail(label, null, 'malformed-state', 'has a "states" value that is not an object');
    }
    let kind: Node['kind'];
    if (type === 'final') {
      if (!parent) fail(label, null, 'final-root', `is the machine root with type "final", ${NOT_SUPPORTED}`);
      if (childKeys.length) fail(label, null, 'final-children', `is a final state with child states, ${NOT_SUPPORTED}`);
      kind = 'final';
    } else if (type === undefined || (type === 'compound' && childKeys.length) || (type === 'atomic' && !childKeys.length)) {
      kind = childKeys.length ? 'compound' : 'atomic';
    } else {
      fail(label, null, 'state-type', `has type "${String(type)}", ${NOT_SUPPORTED}`);
    }
    if (parent) {
      if (key === '' || key.includes('.') || key.includes('\\') || key[0] === '#') {
        fail(label, null, 'state-key', `has a key that is empty, contains "." or "\\" or starts with "#", ${NOT_SUPPORTED}`);
      }
    }
    const node: Node = {
      index: nodes.length,
      key,
      pathArr,
      path: pathArr.join('.'),
      id: [machineId, ...pathArr].join('.'),
      parent,
      config,
      kind,
      depth: pathArr.length,
      children: [],
      childByKey: new Map(),
      initialChild: undefined,
      entry: [],
      exit: [],
      on: new Map(),
      always: [],
    };
    nodes.push(node);
    idMap.set(node.id, node);
    for (const ck of childKeys) {
      const child = build((config.states as Record<string, StateNodeConfig>)[ck], ck, node);
      node.children.push(child);
      node.childByKey.set(ck, child);
    }
    if (kind === 'compound') {
      const init = config.initial as unknown;
      if (init === undefined) fail(node, null, 'no-initial', 'is a compound state without an "initial" state');
      if (typeof init !== 'string') fail(node, null, 'initial-object', `has a non-string "initial", ${NOT_SUPPORTED}`);
      const child = node.childByKey.get(init);
      if (!child) fail(node, null, 'initial-unresolved', `has initial "${init}", which is not one of its child states`);
      node.initialChild = child;
    }
    return node;
  }

  const root = build(def.config, machineId, undefined);
  if (root.kind !== 'compound') fail(root, null, 'no-states', 'is the machine root without child states');

  // --- 2. guards, actions, transitions ---------------------------------------------------------
  const sites: RefSite[] = [];
  function resolveRef(kind: 'guard', ref: unknown, node: Node, where: string): Ref<Guard<any, any>>;
  function resolveRef(kind: 'action', ref: unknown, node: Node, where: string): Ref<Action<any, any>>;
  function resolveRef(kind: 'guard' | 'action', ref: unknown, node: Node, where: string): Ref<any> {
    if (typeof ref === 'function') {
      if (kind === 'guard' && ('check' in ref || 'guards' in ref)) {
        fail(node, where, 'guard-combinator', `uses an and/or/not/stateIn guard object, ${NOT_SUPPORTED}`);
      }
      fail(node, where, `inline-${kind}`, `uses an inline function ${kind} (name it in the definition's ${kind}s), ${NOT_SUPPORTED}`);
    }
    let name: string;
    let params: unknown = undefined;
    if (typeof ref === 'string') {
      name = ref;
    } else if (ref !== null && typeof ref === 'object' && typeof (ref as any).type === 'string') {
      name = (ref as any).type;
      if (kind === 'guard' && /^xstate\.(and|or|not|stateIn)$/.test(name)) {
        fail(node, where, 'guard-combinator', `uses an and/or/not/stateIn guard object, ${NOT_SUPPORTED}`);
      }
      for (const k of Object.keys(ref)) {
        if (k !== 'type' && k !== 'params') fail(node, where, `${kind}-ref`, `has a ${kind} reference with key "${k}", ${NOT_SUPPORTED}`);
      }
      if ('params' in ref) {
        params = (ref as any).params;
        if (typeof params === 'function') fail(node, where, 'dynamic-params', `uses dynamic (function) params for ${kind} "${name}", ${NOT_SUPPORTED}`);
      }
    } else {
      fail(node, where, `${kind}-ref`, `has a malformed ${kind} reference ${JSON.stringify(ref)}`);
    }
    const impls = (kind === 'guard' ? def.guards : def.actions) as Record<string, unknown>;
    const fn = Object.prototype.hasOwnProperty.call(impls, name) ? impls[name] : undefined;
    if (typeof fn !== 'function') fail(node, where, `unknown-${kind}`, `references unknown ${kind} "${name}"`);
    sites.push({ kind, name, params, fn: fn as Function });
    return { site: sites.length - 1, name, fn: fn as any, params };
  }

  function resolveActions(value: unknown, node: Node, where: string): Ref<Action<any, any>>[] {
    if (value === undefined) return [];
    const list = Array.isArray(value) ? value : [value];
    return list.map((r, i) => resolveRef('action', r, node, Array.isArray(value) ? `${where}[${i}]` : where));
  }

  function resolveTargetNode(source: Node, target: string): Node | undefined {
    const byPath = (from: Node, path: string): Node | undefined => {
      let cur: Node | undefined = from;
      for (const seg of toStatePath(path)) {
        if (!seg.length) break;
        cur = cur.childByKey.get(seg);
        if (!cur) return undefined;
      }
      return cur;
    };
    if (target[0] === '#') return idMap.get(target.slice(1));
    const internal = target[0] === '.';
    if (internal && !source.parent) return byPath(source, target.slice(1));
    if (!source.parent) return undefined;
    return byPath(source.parent, internal ? source.key + target : target);
  }

  const rawTransitions: RawTransition[] = [];
  const infos: TransitionInfo[] = [];

  function parseTransitions(value: unknown, node: Node, event: string | null): RawTransition[] {
    const base = event === null ? 'always' : `on "${event}"`;
    const list = Array.isArray(value) ? value : [value];
    return list.map((item: unknown, position: number) => {
      const where = Array.isArray(value) ? `${base}[${position}]` : base;
      let cfg: Record<string, unknown>;
      if (item === undefined || typeof item === 'string') cfg = { target: item };
      else if (item !== null && typeof item === 'object' && !Array.isArray(item)) cfg = item as Record<string, unknown>;
      else if (typeof item === 'function') fail(node, where, 'inline-transition', `uses a function as a transition, ${NOT_SUPPORTED}`);
      else fail(node, where, 'malformed-transition', `has a malformed transition ${JSON.stringify(item)}`);
      for (const k of Object.keys(cfg)) {
        if (SUPPORTED_TRANSITION_KEYS.has(k)) continue;
        const known = UNSUPPORTED_TRANSITION_KEYS[k];
        if (known) fail(node, where, known[0], `${known[1]}, ${NOT_SUPPORTED}`);
        fail(node, where, 'unknown-key', `uses "${k}" in a transition, ${NOT_SUPPORTED}`);
      }
      let rawTarget = cfg.target;
      if (Array.isArray(rawTarget)) {
        if (rawTarget.length > 1) fail(node, where, 'multiple-targets', `uses multiple targets, ${NOT_SUPPORTED}`);
        rawTarget = rawTarget.length ? rawTarget[0] : undefined;
      }
      let target: Node | undefined;
      if (rawTarget !== undefined && rawTarget !== '') {
        if (typeof rawTarget !== 'string') fail(node, where, 'target-object', `uses a non-string target, ${NOT_SUPPORTED}`);
        target = resolveTargetNode(node, rawTarget);
        if (!target) fail(node, where, 'unresolved-target', `has target "${rawTarget}", which does not resolve to a state`);
      }
      if (cfg.reenter !== undefined && typeof cfg.reenter !== 'boolean') {
        fail(node, where, 'reenter', 'has a non-boolean "reenter"');
      }
      const guard = cfg.guard === undefined ? null : resolveRef('guard', cfg.guard, node, where);
      const actions = resolveActions(cfg.actions, node, `${where} actions`);
      const t: RawTransition = { index: rawTransitions.length, source: node, target, reenter: cfg.reenter === true, guard, actions };
      rawTransitions.push(t);
      infos.push(
        deepFreeze({
          index: t.index,
          source: node.path,
          event,
          position,
          target: target ? target.path : null,
          reenter: t.reenter,
          guard: guard ? guard.name : null,
          actions: actions.map((a) => a.name),
          description: typeof cfg.description === 'string' ? cfg.description : undefined,
          meta: cfg.meta as TransitionInfo['meta'],
        }),
      );
      return t;
    });
  }

  for (const node of nodes) {
    const cfg = node.config;
    node.entry = resolveActions(cfg.entry, node, 'entry');
    node.exit = resolveActions(cfg.exit, node, 'exit');
    if (cfg.on !== undefined) {
      if (cfg.on === null || typeof cfg.on !== 'object' || Array.isArray(cfg.on)) fail(node, null, 'malformed-on', 'has an "on" that is not an object');
      for (const ev of Object.keys(cfg.on)) {
        if (ev === '*') fail(node, `on "${ev}"`, 'wildcard', `uses the wildcard "*" event, ${NOT_SUPPORTED}`);
        if (ev.endsWith('.*')) fail(node, `on "${ev}"`, 'wildcard', `uses a partial wildcard event, ${NOT_SUPPORTED}`);
        if (ev === '') fail(node, `on ""`, 'null-event', 'uses the empty event type (use always)');
        if (ev.startsWith('xstate.')) fail(node, `on "${ev}"`, 'builtin-event', `handles a built-in xstate.* event, ${NOT_SUPPORTED}`);
        node.on.set(ev, parseTransitions((cfg.on as Record<string, unknown>)[ev], node, ev));
      }
    }
    if (cfg.always !== undefined) node.always = parseTransitions(cfg.always, node, null);
  }

  // --- 3. per (leaf, transition) effects -------------------------------------------------------
  const doneEventOf = new Map<Node, MachineEvent>();
  const doneEvent = (parent: Node): MachineEvent => {
    let ev = doneEventOf.get(parent);
    if (!ev) {
      ev = Object.freeze({ type: `xstate.done.state.${parent.id}`, output: undefined }) as MachineEvent;
      doneEventOf.set(parent, ev);
    }
    return ev;
  };
  const defaultLeafOf = (n: Node): Node => (n.kind === 'compound' ? defaultLeafOf(n.initialChild!) : n);
  const configOf = (leaf: Node): Node[] => [leaf, ...properAncestors(leaf, undefined)];

  function finish(transition: number, guard: Ref<Guard<any, any>> | null, leaf: Node | undefined, exitSet: Node[], middle: Ref<Action<any, any>>[], entrySet: Node[], newLeaf: Node): Candidate<C, E> {
    const refs: Ref<Action<any, any>>[] = [];
    for (const n of exitSet) refs.push(...n.exit);
    refs.push(...middle);
    for (const n of entrySet) refs.push(...n.entry);
    let final = false;
    const doneEvents: MachineEvent[] = [];
    for (const n of entrySet) {
      if (n.kind !== 'final') continue;
      doneEvents.push(doneEvent(n.parent!));
      if (!n.parent!.parent) final = true;
    }
    if (final) {
      for (const n of configOf(newLeaf)) refs.push(...n.exit); // deepest first, root last
    }
    return new Candidate<C, E>(
      transition,
      guard ? (guard.fn as Guard<C, E>) : null,
      guard ? guard.params : undefined,
      refs.map((r) => r.fn as Action<C, E>),
      refs.map((r) => r.params),
      newLeaf.index,
      refs.length > 0 || newLeaf !== leaf,
      final,
      doneEvents.length ? doneEvents : NO_EVENTS,
      guard ? guard.site : -1,
      refs.map((r) => r.site),
    );
  }

  function effect(leaf: Node, t: RawTransition): Candidate<C, E> {
    if (!t.target) return finish(t.index, t.guard, leaf, [], t.actions, [], leaf);
    const config = configOf(leaf);
    const domain = transitionDomain(t, root);
    const exit = new Set<Node>();
    if (t.reenter && t.source === domain) exit.add(domain);
    for (const n of config) if (isDescendant(n, domain)) exit.add(n);
    const enter = new Set<Node>();
    const s = t.target;
    if (t.source !== s || t.source !== domain || t.reenter) enter.add(s);
    addDescendantsToEnter(s, enter);
    const reentrancyDomain = !t.source.parent && t.reenter ? undefined : domain;
    for (const anc of properAncestors(s, domain)) {
      if (!reentrancyDomain || isDescendant(anc, reentrancyDomain)) enter.add(anc);
    }
    // the resulting configuration must be a single root-to-leaf chain
    const next = new Set(config.filter((n) => !exit.has(n)));
    for (const n of enter) next.add(n);
    const newLeaf = defaultLeafOf(s);
    const expected = configOf(newLeaf);
    if (next.size !== expected.length || !expected.every((n) => next.has(n))) {
      fail(t.source, null, 'internal', `internal compiler error: transition ${t.index} from leaf "${pathLabel(leaf)}" does not yield a single configuration`);
    }
    return finish(t.index, t.guard, leaf, [...exit].sort(byOrderDesc), t.actions, [...enter].sort(byOrderAsc), newLeaf);
  }

  const eventTypes: string[] = [];
  const eventIndex = new Map<string, number>();
  const addEvent = (ev: string) => {
    if (!eventIndex.has(ev)) {
      eventIndex.set(ev, eventTypes.length);
      eventTypes.push(ev);
    }
  };
  for (const ev of def.eventTypes ?? []) addEvent(ev);
  for (const n of nodes) for (const ev of n.on.keys()) addEvent(ev);
  const eventCount = eventTypes.length;

  const on: (readonly Candidate<C, E>[] | null)[] = new Array(nodes.length * eventCount).fill(null);
  const always: (readonly Candidate<C, E>[] | null)[] = new Array(nodes.length).fill(null);
  for (const leaf of nodes) {
    if (leaf.kind === 'compound') continue;
    const chain = configOf(leaf);
    for (let e = 0; e < eventCount; e++) {
      const list: Candidate<C, E>[] = [];
      for (const n of chain) for (const t of n.on.get(eventTypes[e]) ?? EMPTY) list.push(effect(leaf, t));
      if (list.length) on[leaf.index * eventCount + e] = list;
    }
    const alist: Candidate<C, E>[] = [];
    for (const n of chain) for (const t of n.always) alist.push(effect(leaf, t));
    if (alist.length) always[leaf.index] = alist;
  }

  // initial step: XState enters the root and the default path (no exits, no transition actions)
  const initialLeaf = defaultLeafOf(root);
  const initial = finish(-1, null, undefined, [], [], configOf(initialLeaf).sort(byOrderAsc), initialLeaf);

  const states: StateInfo[] = nodes.map((n) =>
    deepFreeze({
      index: n.index,
      key: n.key,
      path: n.path,
      id: n.id,
      parent: n.parent ? n.parent.index : -1,
      kind: n.kind,
      depth: n.depth,
      defaultLeaf: defaultLeafOf(n).index,
      value: n.kind === 'compound' ? undefined : valueOfPath(n.pathArr),
    }),
  );
  const pathIndex = new Map(nodes.map((n) => [n.path, n.index] as const));

  return Object.freeze({
    id: machineId,
    states: Object.freeze(states),
    parents: Int32Array.from(states, (s) => s.parent),
    eventTypes: Object.freeze(eventTypes),
    eventIndex,
    eventCount,
    on,
    always,
    initial,
    transitions: Object.freeze(infos),
    maxMicrosteps,
    sites: Object.freeze(sites),
    stateIndex(path: string): number {
      const i = pathIndex.get(path);
      if (i === undefined) throw new Error(`compile(${machineId}): no state "${path}"`);
      return i;
    },
  });
}
