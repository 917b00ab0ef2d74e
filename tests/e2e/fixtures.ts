/**
 * The journeys' `test` and `expect`: Playwright's, with an automatic fixture that records every request the
 * pages send to the API origin (/api/, /customqueries/, /rest-auth/, /current_user_profile) and checks each
 * one against the contract table (contract/calls.ts: method, path, encoding from the content type, field
 * names of the query, multipart or JSON body). A request that matches no row, or matches one with another
 * method, encoding or field names, fails the test with the list. The matched row ids go to
 * test-results/contract-coverage-*.txt for the coverage line of the global teardown (contract/coverage.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Request } from '@playwright/test';
import { matchRequest, wireRequest } from '../../contract/match';
import { COVERAGE_DIR, COVERAGE_PREFIX } from '../../contract/coverage';

const API_PATHS = /^\/(api|customqueries|rest-auth)\/|^\/current_user_profile$/;

function bodyText(req: Request): string | null {
  try {
    const buffer = req.postDataBuffer();
    return buffer ? buffer.toString('latin1') : null;
  } catch {
    return null;
  }
}

export const test = base.extend<{ contractCheck: void; keepLivePopups: boolean }>({
  /**
   * The journeys share one server, so a notification one journey raises (a receiving discrepancy, the header
   * journey's live message) pops up on every other signed-in page, where it stays until closed (operations.md) and
   * can cover a button the other journey is about to press. Those pages close such pop-ups as a user would, when
   * one stands in the way of an action or a check; the journey that checks the pop-ups keeps them
   * (`test.use({ keepLivePopups: true })`).
   */
  keepLivePopups: [false, { option: true }],
  page: async ({ page, keepLivePopups }, provide) => {
    if (!keepLivePopups) {
      await page.addLocatorHandler(
        page.getByTestId('live-popup').first(),
        async (popup) => {
          // A click event, not a pointer click: an open dialog's backdrop may cover the pop-up. A CSS locator, not
          // a role: an open MUI dialog marks the rest of the page aria-hidden, which hides the close button from
          // role queries. Bounded, so a pop-up that went away meanwhile never holds the journey up.
          await popup
            .locator('button')
            .first()
            .dispatchEvent('click', undefined, { timeout: 3000 })
            .catch(() => undefined);
        },
        { noWaitAfter: true },
      );
    }
    await provide(page);
  },
  contractCheck: [
    async ({ context, baseURL }, use, testInfo) => {
      const apiOrigin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const problems: string[] = [];
      const made = new Set<string>();
      const onRequest = (req: Request) => {
        const url = new URL(req.url());
        if (url.origin !== apiOrigin || !API_PATHS.test(url.pathname)) return;
        const type = req.headers()['content-type'];
        const text = bodyText(req);
        const wire = wireRequest(req.url(), req.method(), type, { text });
        // Chromium hands no body for a multipart request carrying a file: its fields cannot be checked
        const unseen = text === null && /multipart/i.test(type ?? '');
        const m = matchRequest(wire, undefined, { fields: !unseen });
        if (!m.ok) {
          const line = `${wire.method} ${url.pathname}${url.search} [${wire.encoding}: ${wire.fields.join(', ')}]\n      ${m.problems.join('\n      ')}`;
          if (!problems.includes(line)) problems.push(line);
          return;
        }
        made.add(m.row!.id);
        for (const e of m.extensions) made.add(e.id);
      };
      context.on('request', onRequest);
      await use();
      context.off('request', onRequest);
      if (made.size) {
        fs.mkdirSync(COVERAGE_DIR, { recursive: true });
        fs.appendFileSync(
          path.join(COVERAGE_DIR, `${COVERAGE_PREFIX}${testInfo.parallelIndex}-${process.pid}.txt`),
          `${[...made].join('\n')}\n`,
        );
      }
      if (problems.length)
        throw new Error(`requests outside the contract (contract/calls.ts):\n  ${problems.join('\n  ')}`);
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, Locator, Page } from '@playwright/test';
