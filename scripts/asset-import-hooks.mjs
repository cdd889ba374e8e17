// Node module hooks (registered by asset-imports.ts): an asset file imports as its URL under /assets/.
import { URL } from 'node:url';
const ASSET = /\.(svg|png|jpe?g|gif|webp|avif|ico|woff2?)(\?.*)?$/;

export async function resolve(specifier, context, nextResolve) {
  if (!ASSET.test(specifier)) return nextResolve(specifier, context);
  return { url: new URL(specifier, context.parentURL).href, format: 'module', shortCircuit: true };
}

export async function load(url, context, nextLoad) {
  if (!ASSET.test(url)) return nextLoad(url, context);
  const name = new URL(url).pathname.split('/').pop();
  return {
    format: 'module',
    source: `export default ${JSON.stringify(`/assets/${name}`)};`,
    shortCircuit: true,
  };
}
