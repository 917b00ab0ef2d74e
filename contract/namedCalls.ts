/**
 * The SPA's named calls (the calls that are not react-admin verbs), each declared once: the method name, its row
 * of the contract table (contract/calls.ts, by id), where its argument goes, its request type and its answer type.
 * src/providers/contractMethods.ts derives the data provider's methods and their types from this table. The server
 * imports the same answer types (sample journey, turnaround, overdue, import, PDF codes, audit, day activities,
 * discrepancies, token regeneration) and checks the answers it builds against them; the LIMS statistics and
 * confirmation rows it answers straight from the database (dates as Date) are not checked.
 *
 * Where the argument goes (`place`):
 * - 'body': the argument is the request's fields (no argument: no fields);
 * - 'query': the argument is the URL query (a GET);
 * - 'none': no argument, no fields;
 * - `{ params: [...] }`: those fields of the argument fill the row's `{…}` path segments; with `rest: 'body'` the
 *   other fields are the request's fields, else there are none.
 *
 * An answer typed `unknown` is a documented answer of the legacy backend that its screen parses field by field
 * (a message, report rows, a geography list), so no single shape is promised.
 */
import type { AuditExportAnswer, AuditStatisticsAnswer } from './audit';
import type { DiscrepanciesAnswer } from './discrepancies';
import type { ImportAnswer, PdfBarcodesAnswer } from './importAnswers';
import type { FhirInterface, LimsStatistics, RegeneratedToken, SampleConfirmation } from './lims';
import type { OutboxMessage } from './outbox';
import type { OverdueAnswer } from './overdue';
import type { TurnaroundAnswer } from './turnaround';
import type { AgentDayAnswer, Journey } from './types';

/** A record id as the screens hold it (path segments and id fields). */
type Key = number | string;

/** Where a call's argument goes (see the header). */
export type ArgPlace<Req> =
  'body' | 'query' | 'none' | { params: readonly (keyof Req & string)[]; rest?: 'body' };

/** One named call: its contract row and where its argument goes; `types` only carries the request and answer types. */
export interface NamedCall<Req, Ans> {
  row: string;
  place: ArgPlace<Req>;
  readonly types?: { req: Req; ans: Ans };
}

/** Any declaration, as the code that sends it sees it. */
export interface AnyNamedCall {
  row: string;
  place: 'body' | 'query' | 'none' | { params: readonly string[]; rest?: 'body' };
}

/** Declares a named call: `named<Request, Answer>(rowId, place)`; a call without argument has Request `void`. */
export function named<Req = void, Ans = unknown>(row: string, place: ArgPlace<Req>): NamedCall<Req, Ans> {
  return { row, place };
}

/** The optional fields of the regions, districts and hubs filters. */
export interface GeoBody {
  region?: string;
  district?: string;
}

/** receiveDelivery's fields. */
export interface ReceiveDeliveryRequest {
  time_of_receiving: string;
  delivery_number: string;
  receivers_note: string;
  username: string;
  /** the receiving check (extension ext.receiving-check): JSON lists of codes */
  expected_codes?: string;
  received_codes?: string;
}

/** createSystemUser's fields. */
export interface CreateSystemUserRequest {
  username: string;
  email: string;
  password1: string;
  password2: string;
  is_active: boolean;
  branch_manager: boolean;
  coodinated_hub: unknown;
  profile_pic?: File | Blob;
}

/** receivingDiscrepancies' fields, with the optional paging fields of [ext.report-paging]. */
export interface DiscrepanciesRequest {
  dateone: string;
  datetwo: string;
  hub: string;
  page?: number;
  page_size?: number;
  ordering?: string;
  filters?: string;
}

/** Every named call, by method name. */
export const NAMED_CALL_DECLARATIONS = {
  assignOrder: named<{ selected_agent: Key; order_id: Key }>('createorder_assignment', 'body'),
  cancelOrder: named<{ order_id: Key }>('cancel_order', 'body'),
  addOrderExtraCharge: named<{ order_id: Key; extra_charge: number | string }>(
    'createorderextracharge',
    'body',
  ),
  receiveDelivery: named<ReceiveDeliveryRequest>('confirm_receiving_items', 'body'),
  repackageBarcode: named<{ barcode: string; reason_for_repackage: string }>('repackage_barcode', 'body'),
  /** the report call with its documented fields (plus paging fields, README) */
  deliveriesReport: named<Record<string, unknown>>('getumoja_deliveriesreport', 'body'),
  generateBarcodes: named<{ numer_of_codes: number; bar_code_type: string }>('generate_barcodes', 'body'),
  /** date DD/MM/YYYY, productlist as JSON text, product_pic_<key> photos (extension) */
  submitProductBatch: named<FormData | { date: string; productlist: string }>('batchproductentry', 'body'),
  createSystemUser: named<CreateSystemUserRequest>('createsystem_user', 'body'),
  setUserPassword: named<{ password1: string; password2: string; userid: Key }>(
    'updatecompanyuserpassword',
    'body',
  ),
  setClientPassword: named<{ password: string; userid: Key }>('updateclientpassword', 'body'),
  setAgentPassword: named<{ password: string; agent_id: Key }>('updateagentpassword', 'body'),
  extractPdfBarcodes: named<{ pdf_file: File | Blob; barcode_type: string }, PdfBarcodesAnswer>(
    'extract_pdf_barcodes',
    'body',
  ),
  /** multipart (administration 7); is_manual_entry for the manual barcode only */
  importData: named<{ import_type: string; data: string; is_manual_entry?: boolean }, ImportAnswer>(
    'import_data',
    'body',
  ),
  hubAgents: named<{ hub: Key }>('get_hubagents', { params: ['hub'] }),
  hubAccounts: named<{ hub: Key }>('get_hubaccounts', { params: ['hub'] }),
  geoRegions: named('get_regions', 'body'),
  geoDistricts: named<{ region: string }>('get_districts', 'body'),
  geoHubs: named<{ district: string }>('get_hubs', 'body'),
  hubsVisitedStatistics: named<Record<string, string>>('get_hubs_visited_statistics', 'body'),
  hubDeliveryStats: named<{ hub: Key }>('get_hub_delivery_stats', 'body'),
  agentDayActivities: named<{ date: string; selected_acccount: Key | null }, AgentDayAnswer>(
    'getagent_dayactivities',
    'body',
  ),
  auditStatistics: named<{ days: number }, AuditStatisticsAnswer>('get_audit_statistics', 'body'),
  exportAuditLogs: named<Record<string, unknown>, AuditExportAnswer>('export_audit_logs', 'body'),
  sampleJourney: named<{ barcode: string }, Journey>('ext.sample_journey', { params: ['barcode'] }),
  receivingDiscrepancies: named<DiscrepanciesRequest, DiscrepanciesAnswer>(
    'ext.getreceiving_discrepancies',
    'body',
  ),
  turnaround: named<Record<string, string>, TurnaroundAnswer>('ext.get_turnaround', 'body'),
  overdue: named<{ kind?: string; limit?: string; ids?: string }, OverdueAnswer>('ext.get_overdue', 'body'),
  limsStatistics: named<void, LimsStatistics>('lims.statistics', 'none'),
  confirmLimsSample: named<{ id: Key }, SampleConfirmation>('lims.confirmations.confirm', { params: ['id'] }),
  rejectLimsSample: named<{ id: Key; error_message: string }, SampleConfirmation>(
    'lims.confirmations.reject',
    {
      params: ['id'],
      rest: 'body',
    },
  ),
  regenerateLimsToken: named<{ id: Key }, RegeneratedToken>('lims.tokens.regenerate', { params: ['id'] }),
  /** the CSV text of the logs matching the query */
  exportLimsLogs: named<Record<string, unknown>, string>('lims.logs.export', 'query'),
  limsFhirInterface: named<void, FhirInterface>('ext.lims.fhir', 'none'),
  retryOutboxMessage: named<{ id: Key }, OutboxMessage>('ext.outbox.retry', { params: ['id'] }),
};

export type NamedMethod = keyof typeof NAMED_CALL_DECLARATIONS;
/** The request type of a named call (`void`: no argument). */
export type NamedRequest<K extends NamedMethod> = NonNullable<
  (typeof NAMED_CALL_DECLARATIONS)[K]['types']
>['req'];
/** The answer type of a named call. */
export type NamedAnswer<K extends NamedMethod> = NonNullable<
  (typeof NAMED_CALL_DECLARATIONS)[K]['types']
>['ans'];
