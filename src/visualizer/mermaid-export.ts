// Writes a chart as Mermaid `stateDiagram-v2` text for reviewers who read charts on GitHub.
import type { Chart, ChartState } from './chart-model';
import { transitionLabel } from './chart-model';

/** Mermaid state ids must be plain words: `homePort.locate.idle` → `homePort__locate__idle`. */
export function mermaidId(stateId: string): string {
  return stateId.replace(/\./g, '__').replace(/[^A-Za-z0-9_]/g, '_');
}

// Mermaid treats `:` in a label as the separator and `;`/`#` as statement syntax.
const mermaidLabel = (text: string): string => text.replace(/[:;#]/g, (char) => `#${char.charCodeAt(0)};`);

function ancestors(byId: Map<string, ChartState>, id: string): string[] {
  const chain: string[] = [];
  for (let state = byId.get(id); state; state = state.parentId ? byId.get(state.parentId) : undefined) {
    chain.unshift(state.id);
  }
  return chain;
}

/**
 * The block a transition is written in: the deepest compound state containing both ends (Mermaid draws
 * transitions between the states of one block; ids are global, so deeper ends still resolve).
 */
function transitionBlock(byId: Map<string, ChartState>, source: string, target: string): string | undefined {
  const a = ancestors(byId, source).slice(0, -1);
  const b = ancestors(byId, target).slice(0, -1);
  let block: string | undefined;
  for (let index = 0; index < Math.min(a.length, b.length) && a[index] === b[index]; index += 1)
    block = a[index];
  return block;
}

export function chartToMermaid(chart: Chart): string {
  const byId = new Map(chart.states.map((state) => [state.id, state]));
  // Transitions on the root apply in any state; Mermaid has no syntax for that, so they start at a
  // pseudo-state named for it.
  const anyStateId = `${mermaidId(chart.rootId)}__any`;
  const arrowsByBlock = new Map<string, string[]>();
  let usesAnyState = false;
  for (const transition of chart.transitions) {
    const label = mermaidLabel(transitionLabel(transition));
    for (const target of transition.targets.length ? transition.targets : [transition.source]) {
      const fromRoot = transition.source === chart.rootId;
      usesAnyState ||= fromRoot;
      const block = fromRoot
        ? chart.rootId
        : (transitionBlock(byId, transition.source, target) ?? chart.rootId);
      const source = fromRoot ? anyStateId : mermaidId(transition.source);
      const arrows = arrowsByBlock.get(block) ?? [];
      arrows.push(`${source} --> ${mermaidId(target)} : ${label}`);
      arrowsByBlock.set(block, arrows);
    }
  }

  const lines: string[] = ['stateDiagram-v2'];
  const childrenOf = (state: ChartState): ChartState[] =>
    state.children.map((childId) => byId.get(childId)).filter((child) => child !== undefined);

  const writeBody = (state: ChartState, indent: string): void => {
    childrenOf(state).forEach((child, index) => {
      if (state.kind === 'parallel' && index > 0) lines.push(`${indent}--`);
      writeState(child, indent);
    });
    for (const initial of state.initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
    for (const arrow of arrowsByBlock.get(state.id) ?? []) lines.push(`${indent}${arrow}`);
  };

  const writeState = (state: ChartState, indent: string): void => {
    const id = mermaidId(state.id);
    lines.push(`${indent}state "${state.key}" as ${id}`);
    if (state.children.length === 0) {
      if (state.kind === 'final') lines.push(`${indent}${id} --> [*]`);
      return;
    }
    lines.push(`${indent}state ${id} {`);
    writeBody(state, `${indent}  `);
    lines.push(`${indent}}`);
  };

  const root = byId.get(chart.rootId);
  if (root) {
    if (usesAnyState) lines.push(`  state "(any state)" as ${anyStateId}`);
    writeBody(root, '  ');
  }
  return `${lines.join('\n')}\n`;
}
