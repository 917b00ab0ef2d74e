/**
 * The Discrepancies list's rows as react-admin's getList of the resource `receiving_discrepancies`, over the named
 * call receivingDiscrepancies (POST /customqueries/getreceiving_discrepancies {dateone, datetwo, hub}, our
 * server's extension) with the report paging fields (page, page_size, ordering, filters: README "Paging report
 * calls"). A {count, results} answer is one page (meta.serverPaged, as useReportList expects); a plain array is the
 * whole report, filtered, sorted and paged here. The whole report (useReportList's browser path) is asked with
 * the documented fields only.
 */
import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';
import { WHOLE_REPORT } from '../../components/useReportList';
import { applyListParams } from '../../lib/listQuery';
import type { AppDataProvider } from '../../providers/dataProvider';
import { pagingArgs } from '../../providers/endpoints';

/** the list's key in the address and the store (its page, rows per page, sort and search) */
export const RESOURCE = 'receiving_discrepancies';

/** The search: the report's arguments (the day received, from and to, and the hub or '' for all). */
export type DiscrepancySearch = {
  dateone: string;
  datetwo: string;
  hub: string;
};

const ARG_KEYS: readonly string[] = ['dateone', 'datetwo', 'hub'];

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The report's arguments of a search. */
export const discrepancyArgs = (f: Partial<Record<keyof DiscrepancySearch, unknown>>): DiscrepancySearch => ({
  dateone: text(f.dateone),
  datetwo: text(f.datetwo),
  hub: text(f.hub),
});

function isPage(answer: unknown): answer is { count: number; results: RaRecord[] } {
  return (
    !!answer &&
    typeof answer === 'object' &&
    typeof (answer as { count?: unknown }).count === 'number' &&
    Array.isArray((answer as { results?: unknown }).results)
  );
}

export async function discrepancyList(dp: AppDataProvider, params: GetListParams): Promise<GetListResult> {
  const filter = params.filter ?? {};
  const args = discrepancyArgs(filter);
  const rest = Object.fromEntries(Object.entries(filter).filter(([k]) => !ARG_KEYS.includes(k)));
  const { page, perPage } = params.pagination ?? { page: 1, perPage: WHOLE_REPORT.perPage };
  const whole = perPage >= WHOLE_REPORT.perPage;
  const answer = await dp.receivingDiscrepancies(
    whole ? args : { ...args, ...pagingArgs({ page, perPage, filter: rest, sort: params.sort }) },
  );
  if (isPage(answer)) return { data: answer.results, total: answer.count, meta: { serverPaged: true } };
  const rows = Array.isArray(answer) ? (answer as RaRecord[]) : [];
  return applyListParams(rows, {
    filter: rest,
    sort: params.sort,
    pagination: whole ? undefined : { page, perPage },
  });
}

/** The data provider with the Discrepancies list's getList (every other call unchanged). */
export function withDiscrepancyList(dp: AppDataProvider): DataProvider {
  return {
    ...dp,
    getList: (resource, params) =>
      resource === RESOURCE ? discrepancyList(dp, params) : dp.getList(resource, params),
  } as DataProvider;
}
