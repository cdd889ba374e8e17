// The browser files share one sandbox database per run, so their order is fixed rather than taken from
// vitest's timing cache: the hand-written files first (alphabetically), then the generated journeys, whose
// many paths leave personas in every state their charts allow (lake enrolled or not, gold's card orders).
// Unit and component files keep vitest's own order (slowest first, for the parallel workers).
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const browserOrder = (spec: TestSpecification) =>
  `${spec.moduleId.includes('/tests/browser/journeys/') ? 1 : 0}:${spec.moduleId}`;

export default class BrowserOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const isBrowser = (spec: TestSpecification) => spec.project.name === 'browser';
    const others = await super.sort(files.filter((spec) => !isBrowser(spec)));
    const browser = files.filter(isBrowser).sort((a, b) => browserOrder(a).localeCompare(browserOrder(b)));
    return [...others, ...browser];
  }
}
