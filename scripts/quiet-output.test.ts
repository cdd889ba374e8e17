// The checks of a newcomer's first minute on real captured outputs: `npm install` and `npm start` as they
// printed before issue 32 (shortened where Vite listed every file) fail them; as they print now pass.
import { describe, expect, it } from 'vitest';
import { installProblems, startProblems } from './quiet-output';

const installBefore = `npm warn EBADENGINE Unsupported engine {
npm warn EBADENGINE   package: '@axe-core/playwright@4.14.0',
npm warn EBADENGINE   required: { node: '>=22.12.0' },
npm warn EBADENGINE   current: { node: 'v20.20.2', npm: '11.19.1' }
npm warn EBADENGINE }

up to date in 813ms
npm warn install-scripts 1 package has install scripts not yet covered by allowScripts:
npm warn install-scripts   esbuild@0.28.2 (postinstall: node install.js)
`;

const startBefore = `
> boat-assist-portal@0.1.0 start
> vite build && tsx server/start.ts

(!) Your Vite config uses features that are unsupported by \`configLoader: 'native'\`, which is planned to become the default in a future major version of Vite:
  - import "./server/vite-precompress-plugin" without a file extension (vite.config.ts:4:35). Add the file extension
vite v8.3.8 building client environment for production...
✓ 688 modules transformed.
dist/index.html                                                       1.67 kB │ gzip:   0.62 kB
dist/assets/index-pOko0mBU.js                                       283.61 kB │ gzip:  89.09 kB │ map: 1,263.10 kB
dist/assets/flow-chart-page-BGtnV-_m.js                           1,498.27 kB │ gzip: 465.26 kB │ map: 4,757.53 kB

[plugin builtin:vite-reporter]
(!) Some chunks are larger than 900 kB after minification. Consider:
✓ built in 9.75s
\u001b[33m[PLUGIN_TIMINGS] \u001b[0mJavaScript callbacks ran for 7.7s of this 9.7s build (79%).
  - plugin precompress writeBundle (71%, 6.9s, 1 call)

Portal and sandbox API: http://127.0.0.1:5391/
Sign in as gold@example.com / Sandbox!2026 (every sandbox persona uses that password).
`;

const startNow = `
> boat-assist-portal@0.1.0 start
> tsx server/build.ts && tsx server/start.ts

Built the portal in 9.5 s: 224 files, 3.06 MB, 992.1 kB gzip → dist/
Portal and sandbox API: http://127.0.0.1:40013/
Sign in as gold@example.com / Sandbox!2026 (every sandbox persona uses that password).
Sandbox data: .data/sandbox (kept across restarts; npm run sandbox:reset reseeds it).
`;

describe('installProblems', () => {
  it("names every 'npm warn' line, and none of a clean install", () => {
    expect(installProblems(installBefore)).toHaveLength(7);
    expect(installProblems(installBefore)[0]).toBe(
      'npm install warned: npm warn EBADENGINE Unsupported engine {',
    );
    expect(installProblems('\nadded 444 packages in 51s\n')).toEqual([]);
  });
});

describe('startProblems', () => {
  it('finds the warnings, the length and the missing closing lines of the old start', () => {
    const problems = startProblems(startBefore);
    expect(problems.filter((problem) => problem.startsWith('npm start warned: '))).toEqual([
      expect.stringContaining("configLoader: 'native'"),
      'npm start warned: (!) Some chunks are larger than 900 kB after minification. Consider:',
      expect.stringContaining('[PLUGIN_TIMINGS] JavaScript callbacks ran'),
    ]);
    expect(problems).toContain('npm start printed 16 lines before it was ready (at most 10)');
    expect(problems).toContain('no build summary line');
    expect(problems).toContain(
      'the last line does not say where the data lives: Sign in as gold@example.com / Sandbox!2026 (every sandbox persona uses that password).',
    );
  });

  it('passes the start as it prints now, not without its last line', () => {
    expect(startProblems(startNow)).toEqual([]);
    const withoutDataLine = startNow.trimEnd().split('\n').slice(0, -1).join('\n');
    expect(startProblems(withoutDataLine)).toEqual([
      expect.stringContaining('the third line from the end is not the portal'),
      expect.stringContaining('the line before last is not the sign-in hint'),
      expect.stringContaining('the last line does not say where the data lives'),
    ]);
  });
});
