// `npm run generate`: merge openapi/src/*.yaml into openapi/openapi.yaml and write openapi/schema.gen.ts.
// Fails loudly (exit 1) on a duplicate path, operationId or component name.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { buildContract, documentPath, typesPath } from '../openapi/merge-fragments';

try {
  const { document, yaml, types } = await buildContract();
  writeFileSync(documentPath, yaml);
  writeFileSync(typesPath, types);
  const methods = ['get', 'put', 'post', 'delete', 'patch'];
  const operations = Object.values(document.paths).flatMap((item) =>
    Object.keys(item).filter((key) => methods.includes(key)),
  ).length;
  console.log(
    `openapi: ${Object.keys(document.paths).length} paths, ${operations} operations → ${relative(process.cwd(), documentPath)}, ${relative(process.cwd(), typesPath)}`,
  );
} catch (error) {
  console.error(`generate-openapi: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
