// At build time, one HTML page per mounted journey: the portal's index.html with a `modulepreload` link for
// every script the journey's route needs (its binding's chunk, the journey view and the kit, the signed-in
// area for a signed-in journey, and everything they import), so the browser asks for them with the entry
// instead of finding them one after another once the entry has run (decision 271). `route-pages.json`
// tells the server which page a URL gets (server/route-pages.ts): the longest base path it falls under.
// Every large script of a first screen (the entry's and each journey page's) opens with V8's compile hint, so
// Chromium compiles all its functions on a background thread while it streams in, instead of one by one on
// the main thread as each is first called (decision 295).
import { readFile } from 'node:fs/promises';
import type { Plugin, Rolldown } from 'vite';

export const ROUTE_PAGES_FILE = 'route-pages.json';

export interface RoutePage {
  /** The journey's base path, `$param` segments matching any one segment. */
  basePath: string;
  /** The page's file under dist/. */
  html: string;
}

const BINDING = /[\\/]journeys[\\/][a-z-]+[\\/]([a-z-]+)\.journey\.ts$/;
/** What every journey's route loads besides its binding (flows/journey-route.tsx). */
const ROUTE_MODULES = [/[\\/]flows[\\/]journey-view\.tsx$/, /[\\/]flows[\\/]journey-paths\.ts$/];
/** What the signed-in area adds (src/router/route-tree.tsx: its loader and component). */
const SIGNED_IN_MODULES = [
  /[\\/]src[\\/]shell[\\/]signed-in-area\.tsx$/,
  /[\\/]src[\\/]shell[\\/]query-client\.ts$/,
];

type Chunk = Rolldown.OutputChunk;

/** The chunks holding modules that match, with every chunk they import statically. */
function closure(chunks: Chunk[], roots: Chunk[]): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const chunk = queue.pop() as Chunk;
    if (files.has(chunk.fileName)) continue;
    files.add(chunk.fileName);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) queue.push(next);
    }
  }
  return [...files];
}

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly, off the main thread. */
export const COMPILE_EAGERLY = '//# allFunctionsCalledOnLoad';

/**
 * Below this many bytes of code a file is left to V8's lazy compiling: there is little to gain, and the
 * hint's bytes count against the first screen's budget.
 */
export const EAGER_MIN_BYTES = 50_000;

function compileEagerly(chunk: Chunk): void {
  if (chunk.code.length >= EAGER_MIN_BYTES && !chunk.code.startsWith(COMPILE_EAGERLY))
    chunk.code = `${COMPILE_EAGERLY}\n${chunk.code}`;
}

const chunkOf = (chunks: Chunk[], test: RegExp) =>
  chunks.find((chunk) => chunk.moduleIds.some((id) => test.test(id)));

/** `basePath` and `mount` of a journey's `.about.ts`, read from its source (the about files are plain data). */
async function aboutOf(bindingId: string): Promise<{ basePath: string; mount: string } | null> {
  const source = await readFile(bindingId.replace(/\.journey\.ts$/, '.about.ts'), 'utf8').catch(() => '');
  const basePath = /basePath:\s*'([^']+)'/.exec(source)?.[1];
  const mount = /mount:\s*'([^']+)'/.exec(source)?.[1];
  return basePath && mount ? { basePath, mount } : null;
}

export function routePreloadsPlugin(): Plugin {
  return {
    name: 'portal-route-preloads',
    apply: 'build',
    enforce: 'post',
    // After Vite's own (its preload helper puts a line on top of each chunk): the hint must open the file.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset') return;
        const html = String(index.source);
        const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const alreadyLoaded = new Set(entry ? closure(chunks, [entry]) : []);
        const firstScreens = new Set(alreadyLoaded);
        const shared = ROUTE_MODULES.map((test) => chunkOf(chunks, test)).filter((c): c is Chunk => !!c);
        const signedIn = SIGNED_IN_MODULES.map((test) => chunkOf(chunks, test)).filter(
          (c): c is Chunk => !!c,
        );
        const pages: RoutePage[] = [];
        for (const chunk of chunks) {
          for (const id of chunk.moduleIds) {
            const name = BINDING.exec(id)?.[1];
            const about = name ? await aboutOf(id) : null;
            if (!name || !about) continue;
            const roots = [chunk, ...shared, ...(about.mount === 'signed-in' ? signedIn : [])];
            const needed = closure(chunks, roots);
            for (const file of needed) firstScreens.add(file);
            const links = needed
              .filter((file) => !alreadyLoaded.has(file))
              .sort()
              .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
              .join('\n    ');
            const file = `routes/${name}.html`;
            this.emitFile({
              type: 'asset',
              fileName: file,
              source: html.replace('</head>', `  ${links}\n  </head>`),
            });
            pages.push({ basePath: about.basePath, html: file });
          }
        }
        for (const chunk of chunks) if (firstScreens.has(chunk.fileName)) compileEagerly(chunk);
        pages.sort((a, b) => b.basePath.length - a.basePath.length);
        this.emitFile({
          type: 'asset',
          fileName: ROUTE_PAGES_FILE,
          source: `${JSON.stringify(pages, null, 2)}\n`,
        });
      },
    },
  };
}
