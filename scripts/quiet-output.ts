// What a newcomer's first minute must look like (issue 32, decision 200): `npm install`/`npm ci` print no
// warning, and `npm start` prints a few lines, no warning, and ends with the URL, the sign-in hint and
// where the data lives. Each function answers the problems found in a captured output, none when clean.
import { stripVTControlCharacters } from 'node:util';
import { SIGN_IN_HINT } from '../server/paths.ts';

/** `npm start`'s own header (2 lines and a blank), the build summary, the three closing lines, slack. */
const START_MAX_LINES = 10;

const lines = (output: string) =>
  stripVTControlCharacters(output)
    .split('\n')
    .map((line) => line.trimEnd());

/** The `npm warn` lines of an install's output. */
export function installProblems(output: string): string[] {
  return lines(output)
    .filter((line) => /^npm warn\b/i.test(line))
    .map((line) => `npm install warned: ${line}`);
}

/** What is wrong with `npm start`'s output up to the moment it is ready. */
export function startProblems(output: string): string[] {
  const all = lines(output).filter((line) => line !== '');
  const problems = all
    .filter((line) => line.includes('(!)') || /\bPLUGIN_TIMINGS\b|^npm warn\b|\bwarning\b/i.test(line))
    .map((line) => `npm start warned: ${line}`);
  if (all.length > START_MAX_LINES) {
    problems.push(`npm start printed ${all.length} lines before it was ready (at most ${START_MAX_LINES})`);
  }
  if (!all.some((line) => line.startsWith('Built the portal in '))) problems.push('no build summary line');
  const [url, signIn, data] = all.slice(-3);
  if (!/^Portal and sandbox API: http:\/\/\S+\/$/.test(url ?? '')) {
    problems.push(`the third line from the end is not the portal's URL: ${url}`);
  }
  if (signIn !== SIGN_IN_HINT) problems.push(`the line before last is not the sign-in hint: ${signIn}`);
  if (!data?.startsWith('Sandbox data: '))
    problems.push(`the last line does not say where the data lives: ${data}`);
  return problems;
}
