// The pages `npm run bench` measures the join against (issue 31, decision 286), each built by Vite
// (production, the React plugin) into a temporary folder and served on loopback by `vite preview`:
//  - bare: the join's first questions with React's state only (bench/bare-first-step);
//  - stack: the same step on the portal's libraries, used the least they allow (bench/stack-first-step);
//  - screens: the portal's own three screens, captured from the running portal with its stylesheet,
//    shown by React with none of the portal's code (bench/screens-first-step).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Browser } from 'playwright-core';
import { build, preview } from 'vite';

export type Reference = 'bare' | 'stack' | 'screens';

export interface ReferencePage {
  url: string;
  close: () => Promise<void>;
}

const folder = (name: string) => fileURLToPath(new URL(`../bench/${name}`, import.meta.url));

/** The join's screens the portal renders on the way to a new step, with the stylesheets they need. */
interface CapturedScreens {
  stylesheets: string[];
  screens: string[];
}

/** The portal's first question, water question and recommendation, as rendered at 1× in a fresh context. */
async function captureScreens(browser: Browser, joinUrl: string): Promise<CapturedScreens> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const capture = () => page.evaluate(() => document.getElementById('root')?.innerHTML ?? '');
    await page.goto(joinUrl);
    await page.getByRole('radio', { name: 'No', exact: true }).waitFor();
    const stylesheets = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href') ?? ''),
    );
    const screens = [await capture()];
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('radio', { name: 'Salt water', exact: true }).waitFor();
    screens.push(await capture());
    await page.getByRole('radio', { name: 'Salt water', exact: true }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('heading', { name: 'Our Recommendation' }).waitFor();
    await page.waitForLoadState('networkidle');
    screens.push(await capture());
    return { stylesheets, screens };
  } finally {
    await context.close();
  }
}

/** The captured screens as the screens page's head carries them: the portal's stylesheets, the markup as JSON. */
function capturedHead({ stylesheets, screens }: CapturedScreens): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${href}" />`).join('');
  const data = JSON.stringify(screens).replaceAll('<', '\\u003c');
  return `${links}<script type="application/json" id="screens">${data}</script>`;
}

/** Every reference page's HTML: the portal's head (charset, viewport), a root, the page's `main.tsx`. */
const pageHtml = (name: string, script: string, head: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${name} (bench)</title>${head}
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="${script}"></script>
  </body>
</html>
`;

/**
 * Builds a page (its HTML written into a temporary folder, its `main.tsx` from bench/<name>/) and serves it on
 * loopback. The screens page keeps its own files under /page/ and asks the portal for /assets/ (its
 * stylesheet and pictures) through the preview server, so their URLs stay the portal's.
 */
async function serve(name: string, portal?: { url: string; head: string }): Promise<ReferencePage> {
  const root = await mkdtemp(join(tmpdir(), 'bench-reference-'));
  const script = relative(root, join(folder(name), 'main.tsx')).replaceAll(sep, '/');
  await writeFile(join(root, 'index.html'), pageHtml(name, script, portal?.head ?? ''));
  const config = {
    root,
    configFile: false as const,
    logLevel: 'warn' as const,
    plugins: [react()],
    build: { outDir: join(root, 'dist'), assetsDir: portal ? 'page' : 'assets' },
    preview: {
      host: '127.0.0.1',
      port: 0,
      proxy: portal ? { '/assets': { target: portal.url } } : undefined,
    },
  };
  try {
    await build({ ...config, mode: 'production' });
    const server = await preview(config);
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error(`${name} has no preview URL`);
    return {
      url,
      close: async () => {
        await server.close();
        await rm(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}

/** The three reference pages, served; the screens captured from the portal at `portalUrl` first. */
export async function serveReferences(
  browser: Browser,
  portalUrl: string,
): Promise<Record<Reference, ReferencePage>> {
  const screens = await captureScreens(browser, `${portalUrl}/members/join`);
  const served: ReferencePage[] = [];
  const started = async (page: Promise<ReferencePage>) => {
    served.push(await page);
    return served[served.length - 1] as ReferencePage;
  };
  try {
    return {
      bare: await started(serve('bare-first-step')),
      stack: await started(serve('stack-first-step')),
      screens: await started(serve('screens-first-step', { url: portalUrl, head: capturedHead(screens) })),
    };
  } catch (error) {
    await Promise.all(served.map((page) => page.close()));
    throw error;
  }
}
