/**
 * Contract coverage of the browser journeys: each worker appends the ids of the rows its requests matched to
 * test-results/contract-coverage-*.txt (tests/e2e/fixtures.ts); this global teardown (playwright.config.ts)
 * prints "contract coverage: N of M documented calls made" and lists the documented calls no journey made.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DOCUMENTED_CALLS } from './calls';

export const COVERAGE_DIR = 'test-results';
export const COVERAGE_PREFIX = 'contract-coverage-';

/** The row ids the journeys matched (every worker's file). */
export function madeCalls(dir = COVERAGE_DIR): Set<string> {
  const made = new Set<string>();
  if (!fs.existsSync(dir)) return made;
  for (const name of fs.readdirSync(dir)) {
    if (!name.startsWith(COVERAGE_PREFIX)) continue;
    for (const line of fs.readFileSync(path.join(dir, name), 'utf8').split('\n')) if (line) made.add(line);
  }
  return made;
}

export function coverageReport(made: Set<string>): string {
  const missing = DOCUMENTED_CALLS.filter((c) => !made.has(c.id));
  const lines = [
    `contract coverage: ${DOCUMENTED_CALLS.length - missing.length} of ${DOCUMENTED_CALLS.length} documented calls made`,
  ];
  if (missing.length) {
    lines.push('not made by any journey:');
    for (const c of missing) lines.push(`  ${c.method} ${c.path}  [${c.id}, ${c.spec}]`);
  }
  const extensions = [...made].filter((id) => id.startsWith('ext.'));
  if (extensions.length) lines.push(`extensions used: ${extensions.sort().join(', ')}`);
  return lines.join('\n');
}

export default function globalTeardown(): void {
  console.log(`\n${coverageReport(madeCalls())}\n`);
}
