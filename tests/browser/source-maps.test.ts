// No public source maps (issue 26): every script the built portal can load — found from index.html by
// following the asset names each script names — carries no `sourceMappingURL`, and asking the server for
// its `.map` answers 404 (decision 201).
import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');
// A script as index.html (`assets/x.js`) or another script (`./x.js`, in the same folder) names it.
const ASSET = /(?:assets|\.)\/([\w.-]+\.js)\b/g;
const scriptsNamedIn = (text: string) => [...text.matchAll(ASSET)].map((match) => `assets/${match[1]}`);

describe('source maps', () => {
  it('are neither named by the built scripts nor served', async () => {
    const index = await (await fetch(`${baseUrl}/`)).text();
    const queue = [...new Set(scriptsNamedIn(index))];
    const seen = new Set(queue);
    const named: string[] = [];
    const served: string[] = [];
    for (let path = queue.shift(); path; path = queue.shift()) {
      const code = await (await fetch(`${baseUrl}/${path}`)).text();
      if (code.includes('sourceMappingURL')) named.push(path);
      if ((await fetch(`${baseUrl}/${path}.map`)).status !== 404) served.push(`${path}.map`);
      for (const next of scriptsNamedIn(code).filter((name) => !seen.has(name))) {
        seen.add(next);
        queue.push(next);
      }
    }
    expect(seen.size).toBeGreaterThan(150);
    expect(named).toEqual([]);
    expect(served).toEqual([]);
  });
});
