/**
 * The LIMS calls that are not react-admin verbs (statistics, confirm/reject, regenerate, CSV export): the
 * data provider's named methods (contractMethods.ts; component tests give a fake transport).
 */
import { useContext, useMemo } from 'react';
import { DataProviderContext } from 'react-admin';
import type { ContractMethods } from '../../providers/contractMethods';

export type LimsCapableProvider = Partial<
  Pick<
    ContractMethods,
    | 'limsStatistics'
    | 'confirmLimsSample'
    | 'rejectLimsSample'
    | 'regenerateLimsToken'
    | 'exportLimsLogs'
    | 'limsFhirInterface'
  >
>;

export {
  INTEGRATION_STATUSES,
  INTEGRATION_TYPES,
  type ConfirmationStatus,
  type IntegrationStatus,
} from '../../../contract/types';
import type {
  FhirInterface,
  LimsStatistics,
  RegeneratedToken,
  SampleConfirmation,
} from '../../../contract/lims';

export const STATISTIC_KEYS = [
  'total_tokens',
  'active_tokens',
  'total_confirmations',
  'confirmed_samples',
  'rejected_samples',
  'pending_samples',
  'total_logs',
  'successful_logs',
  'failed_logs',
  'pending_logs',
] as const;

export interface LimsToken {
  id: number;
  user: number;
  user_username?: string | null;
  user_email?: string | null;
  token_display: string;
  description: string;
  is_active: boolean;
  last_used_at?: string | null;
  created_at?: string | null;
  /** only in the answer of a create */
  token?: string;
}

export interface IntegrationLog {
  id: number;
  user?: number | null;
  user_username?: string | null;
  integration_type: string;
  status: string;
  description?: string | null;
  endpoint_url?: string | null;
  http_method?: string | null;
  response_code?: number | null;
  processing_time?: number | null;
  timestamp: string;
  error_message?: string | null;
  request_data?: unknown;
  response_data?: unknown;
}

/** The log filters of the list → the query of GET logs/ and logs/export/ (q → search). */
export function logQuery(filter: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    out[key === 'q' ? 'search' : key] = value;
  }
  return out;
}

export interface LimsApi {
  statistics(): Promise<LimsStatistics>;
  confirm(id: number): Promise<SampleConfirmation>;
  reject(id: number, errorMessage: string): Promise<SampleConfirmation>;
  regenerate(id: number): Promise<RegeneratedToken>;
  /** the CSV text of the logs matching the filters */
  exportLogs(filter: Record<string, unknown>): Promise<string>;
  /** where a laboratory's FHIR client connects (an extension: a server without it answers 404) */
  fhirInterface(): Promise<FhirInterface>;
}

export function makeLimsApi(provider: LimsCapableProvider | null | undefined): LimsApi {
  const need = <K extends keyof LimsCapableProvider>(name: K): NonNullable<LimsCapableProvider[K]> => {
    const method = provider?.[name];
    if (!method) throw new Error(`The data provider has no ${name}`);
    return method.bind(provider) as NonNullable<LimsCapableProvider[K]>;
  };
  const safe = <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return run();
    } catch (error) {
      return Promise.reject(error);
    }
  };
  return {
    statistics: () => safe(() => need('limsStatistics')()),
    confirm: (id) => safe(() => need('confirmLimsSample')({ id })),
    reject: (id, errorMessage) => safe(() => need('rejectLimsSample')({ id, error_message: errorMessage })),
    regenerate: (id) => safe(() => need('regenerateLimsToken')({ id })),
    exportLogs: async (filter) => {
      const body = await safe(() => need('exportLimsLogs')(logQuery(filter)));
      return typeof body === 'string' ? body : '';
    },
    fhirInterface: () => safe(() => need('limsFhirInterface')()),
  };
}

/** The LIMS calls over the app's data provider (see above). */
export function useLimsApi(): LimsApi {
  const provider = useContext(DataProviderContext) as LimsCapableProvider | null;
  return useMemo(() => makeLimsApi(provider), [provider]);
}

/** Saves text as a file the browser downloads. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const blob = new Blob([text], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
