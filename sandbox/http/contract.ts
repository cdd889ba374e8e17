// The merged contract (openapi/openapi.yaml) as the sandbox reads it: every operation by operationId.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export type JsonSchema = Record<string, unknown>;
export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
};
type RawOperation = {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
};
export type ContractDocument = {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas?: Record<string, JsonSchema>; parameters?: Record<string, Parameter> };
  security?: Record<string, string[]>[];
};

export type ContractOperation = {
  operationId: string;
  method: string;
  path: string;
  secured: boolean;
  parameters: Parameter[];
  body: { required: boolean; schema: JsonSchema } | undefined;
};

const documentPath = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

export const contract = parse(readFileSync(documentPath, 'utf8')) as ContractDocument;

const resolveParameter = (p: Parameter | { $ref: string }): Parameter =>
  '$ref' in p ? (contract.components.parameters?.[p.$ref.split('/').pop() ?? ''] as Parameter) : p;

export const contractOperations: ReadonlyMap<string, ContractOperation> = new Map(
  Object.entries(contract.paths).flatMap(([path, item]) => {
    const shared = ((item.parameters ?? []) as (Parameter | { $ref: string })[]).map(resolveParameter);
    return METHODS.flatMap((method) => {
      const raw = item[method] as RawOperation | undefined;
      if (!raw) return [];
      const own = (raw.parameters ?? []).map(resolveParameter);
      const parameters = [
        ...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)),
        ...own,
      ];
      const json = raw.requestBody?.content?.['application/json']?.schema;
      const security = raw.security ?? contract.security ?? [];
      const operation: ContractOperation = {
        operationId: raw.operationId,
        method,
        path,
        secured: security.some((requirement) => Object.keys(requirement).length > 0),
        parameters,
        body: json ? { required: raw.requestBody?.required ?? false, schema: json } : undefined,
      };
      return [[raw.operationId, operation] as const];
    });
  }),
);
