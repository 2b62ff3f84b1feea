#!/usr/bin/env node
/**
 * Runs npm scripts side by side and fails if any fails: `node scripts/run-together.mjs typecheck
 * lint format:check`. tsc, ESLint and Prettier each use one core; one after another they left
 * the second core of a two-core CI machine to the rest of its load for about 100 s of npm test.
 * Each script's output is held and printed whole when it ends, so that the logs never interleave.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `\n> ${script}: ${code === 0 ? 'ok' : `failed (${code})`}, ${seconds} s\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(scripts.map(run));
process.exitCode = results.every(Boolean) ? 0 : 1;
