/**
 * The component tests' fake transport for the data provider's named methods (src/providers/contractMethods.ts):
 * each named call reaches the test's `customQuery(name, body[, options])` (a /customqueries/ row: name = the
 * path after /customqueries/) or `limsRequest(path, options)` (a row under /api/lims/: path after it), so the
 * tests keep asserting the request's path and body as the server would get them.
 */
import { contractMethods, type ContractMethods } from '../../src/providers/contractMethods';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any vi.fn() fits
type Fake = any;

export function wire(fakes: { customQuery?: Fake; limsRequest?: Fake }): ContractMethods {
  const customQuery = fakes.customQuery as unknown as (...args: unknown[]) => Promise<unknown>;
  const limsRequest = fakes.limsRequest as unknown as (...args: unknown[]) => Promise<unknown>;
  return contractMethods(async (row, req) => {
    if (req.path.startsWith('/customqueries/')) {
      if (!customQuery) throw new Error(`no fake customQuery for ${req.path}`);
      const name = req.path.slice('/customqueries/'.length);
      if (row.method === 'GET') return customQuery(name, req.query, { method: 'GET' });
      if (row.encoding === 'json') return customQuery(name, req.body, { json: true });
      return customQuery(name, req.body);
    }
    if (req.path.startsWith('/api/lims/')) {
      if (!limsRequest) throw new Error(`no fake limsRequest for ${req.path}`);
      const options: Record<string, unknown> = {};
      if (row.method !== 'GET') options.method = row.method;
      if (req.body !== undefined) options.body = req.body;
      if (req.query !== undefined) options.query = req.query;
      return limsRequest(req.path.slice('/api/lims/'.length), options);
    }
    throw new Error(`no fake for ${row.method} ${req.path}`);
  });
}
