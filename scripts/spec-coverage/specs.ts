// Both specs' rules, in document order.
import type { SpecRules } from './spec-rule';
import { memberPortalRules } from './rules-000';
import { partnerPortalRules } from './rules-001';

export const specs: readonly SpecRules[] = [memberPortalRules, partnerPortalRules];

export const specCoverageFile = 'docs/spec-coverage.md';
