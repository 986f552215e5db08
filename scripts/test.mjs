// `npm test`: every check of the project, in three steps that keep both cores busy, then a table of
// how long each part took and the ten slowest test files. Plain JavaScript: it runs before any build.
//   1. the type check, the linter and the build, side by side (a failure stops here);
//   2. the unit and API tests (Vitest);
//   3. the browser tests (Playwright), then the reliability tests (kills, storms, scale-out). Side by
//      side, the axe crawl's parts ran out of their four minutes in three CI runs: two browsers and
//      the reliability tests' processes are more than two cores hold.
// `npm test -- --only=api` (or unit, e2e, reliability, checks) runs one part alone.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

// Not under test-results/, which Playwright empties when it starts.
const REPORTS = 'tmp/test-timings';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const vitest = (projects, report) => [
  'npx',
  [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ],
];

const PARTS = {
  typecheck: ['npx', ['tsc', '--noEmit']],
  lint: ['npm', ['run', '--silent', 'lint']],
  build: ['node', ['scripts/build.mjs']],
  'unit and API': vitest(['unit', 'api'], `${REPORTS}/vitest.json`),
  browser: ['npx', ['playwright', 'test']],
  reliability: vitest(['reliability'], `${REPORTS}/reliability.json`),
};
const STEPS = [['typecheck', 'lint', 'build'], ['unit and API'], ['browser'], ['reliability']];
const ONLY = {
  checks: ['typecheck', 'lint', 'build'],
  unit: ['unit and API'],
  api: ['unit and API'],
  e2e: ['build', 'browser'],
  reliability: ['reliability'],
};

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
if (only && !ONLY[only]) {
  console.error(`--only takes one of: ${Object.keys(ONLY).join(', ')}`);
  process.exit(2);
}
const chosen = new Set(only ? ONLY[only] : Object.keys(PARTS));

/** Runs one part, its output's lines prefixed with its name when it shares the terminal. */
const run = (name, shared) =>
  new Promise((resolve) => {
    const [command, args] = PARTS[name];
    const started = Date.now();
    const child = spawn(command, args, { stdio: shared ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    if (shared) {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop();
          for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
        });
        stream.on('end', () => rest && process.stdout.write(`[${name}] ${rest}\n`));
      }
    }
    child.on('close', (code) => resolve({ name, ok: code === 0, minutes: (Date.now() - started) / 60_000 }));
  });

/** Each test file's seconds, from Vitest's and Playwright's JSON reports. */
const fileSeconds = () => {
  const files = [];
  for (const report of ['vitest.json', 'reliability.json']) {
    const file = path.join(REPORTS, report);
    if (!existsSync(file)) continue;
    for (const result of JSON.parse(readFileSync(file, 'utf8')).testResults ?? []) {
      files.push({
        file: path.relative(process.cwd(), result.name),
        seconds: (result.endTime - result.startTime) / 1000,
      });
    }
  }
  const browser = path.join(REPORTS, 'e2e.json');
  if (existsSync(browser)) {
    const bySpec = new Map();
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
        bySpec.set(spec.file, (bySpec.get(spec.file) ?? 0) + ms);
      }
      (suite.suites ?? []).forEach(walk);
    };
    (JSON.parse(readFileSync(browser, 'utf8')).suites ?? []).forEach(walk);
    for (const [file, ms] of bySpec) files.push({ file: `tests/e2e/${file}`, seconds: ms / 1000 });
  }
  return files.sort((a, b) => b.seconds - a.seconds).slice(0, 10);
};

const results = [];
const started = Date.now();
for (const step of STEPS) {
  const names = step.filter((name) => chosen.has(name));
  if (names.length === 0) continue;
  const done = await Promise.all(names.map((name) => run(name, names.length > 1)));
  results.push(...done);
  // Tests on code that does not type-check, lint or build would only bury the first error.
  if (step.includes('build') && done.some((result) => !result.ok)) break;
}

const minutes = (value) => value.toFixed(1).padStart(5);
console.log('\n| part | minutes | result |\n|---|---:|---|');
for (const { name, ok, minutes: spent } of results)
  console.log(`| ${name} | ${minutes(spent)} | ${ok ? 'passed' : 'FAILED'} |`);
console.log(`| all | ${minutes((Date.now() - started) / 60_000)} | |`);
const slowest = fileSeconds();
if (slowest.length > 0) {
  console.log('\nThe ten slowest test files (seconds, run side by side):');
  for (const { file, seconds } of slowest) console.log(`${seconds.toFixed(0).padStart(6)}  ${file}`);
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
