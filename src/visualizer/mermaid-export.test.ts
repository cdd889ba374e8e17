import { describe, expect, it } from 'vitest';
import { readChart } from './chart-model';
import { fixtureMachine } from './fixture-machine';
import { chartToMermaid, mermaidId } from './mermaid-export';

describe('chartToMermaid', () => {
  const text = chartToMermaid(readChart(fixtureMachine));
  const lines = text.split('\n').map((line) => line.trim());

  it('starts with the stateDiagram-v2 header and marks the initial state', () => {
    expect(lines[0]).toBe('stateDiagram-v2');
    expect(lines).toContain('[*] --> fixture__type');
  });

  it('nests compound states with their own initial marker', () => {
    const open = lines.indexOf('state fixture__locate {');
    const close = lines.indexOf('}', open);
    expect(open).toBeGreaterThan(0);
    expect(lines.slice(open, close)).toContain('[*] --> fixture__locate__idle');
    expect(lines.slice(open, close)).toContain('state "geocoding" as fixture__locate__geocoding');
    // transitions between two children of `locate` are written inside its block
    expect(lines.slice(open, close)).toContain(
      'fixture__locate__idle --> fixture__locate__geocoding : pin.drag / movePin',
    );
  });

  it('labels every transition with its event, guard and actions, escaping Mermaid syntax', () => {
    expect(lines).toContain('fixture__type --> fixture__lakeCard : type.pick [isLakeCardState]');
    expect(lines).toContain('fixture__type --> fixture__locate : type.pick [typeChosen]');
    expect(lines).toContain('fixture__locate__idle --> fixture__locate__geocoding : pin.drag / movePin');
    // targetless transition: a loop on its source
    expect(lines).toContain('fixture__locate --> fixture__locate : locate.submit / flagMoveMarker');
    // `done: reverseGeocode` contains a colon, which would end the label early
    expect(lines).toContain('fixture__locate__geocoding --> fixture__done : done#58; reverseGeocode');
    expect(lines).toContain(
      'fixture__locate__geocoding --> fixture__locate__idle : error#58; reverseGeocode',
    );
  });

  it('draws final states into the end marker', () => {
    expect(lines).toContain('fixture__done --> [*]');
  });

  it('writes one arrow per transition target', () => {
    const arrows = lines.filter((line) => / --> /.test(line) && !line.includes('[*]'));
    expect(arrows).toHaveLength(readChart(fixtureMachine).transitions.length);
  });

  it('makes state ids Mermaid-safe', () => {
    expect(mermaidId('home-port.locate.idle')).toBe('home_port__locate__idle');
  });
});
