/**
 * The SPA's calls that are not react-admin verbs: one typed, named method per row of the contract table
 * (contract/calls.ts). Each method names its row; the row gives the method, the path (its `{…}` segments
 * filled from `params`) and the encoding. Screens call these methods and never pass a URL or a query name.
 *
 * The methods are built over a transport, so the real data provider sends them with `request` and the
 * component tests give a fake transport that records the same path and body.
 */
import { callById, type ContractCall } from '../../contract/calls';
import type { Body } from './http';

export interface ContractRequest {
  /** the URL path with the row's `{…}` segments filled in */
  path: string;
  /** body fields (POST/PUT) */
  body?: Body;
  /** query fields (GET) */
  query?: Record<string, unknown>;
}

/** Sends one request of a contract row; resolves the parsed answer. */
export type Transport = (row: ContractCall, req: ContractRequest) => Promise<unknown>;

/** The path of a row with its `{name}` segments filled in (URL-encoded). */
export function fillPath(row: ContractCall, params: Record<string, string | number> = {}): string {
  return row.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${row.id}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

type Id = number | string;

export interface GeoBody {
  region?: string;
  district?: string;
}

/** Every named call (contract row id in brackets). */
export interface ContractMethods {
  /** [createorder_assignment] */
  assignOrder(p: { selected_agent: Id; order_id: Id }): Promise<unknown>;
  /** [cancel_order] */
  cancelOrder(p: { order_id: Id }): Promise<unknown>;
  /** [createorderextracharge] */
  addOrderExtraCharge(p: { order_id: Id; extra_charge: number | string }): Promise<unknown>;
  /** [confirm_receiving_items] */
  receiveDelivery(p: {
    time_of_receiving: string;
    delivery_number: string;
    receivers_note: string;
    username: string;
    /** the receiving check (extension ext.receiving-check): JSON lists of codes */
    expected_codes?: string;
    received_codes?: string;
  }): Promise<unknown>;
  /** [repackage_barcode] */
  repackageBarcode(p: { barcode: string; reason_for_repackage: string }): Promise<unknown>;
  /** [getumoja_deliveriesreport] the report call with its documented fields (plus paging fields, README) */
  deliveriesReport(p: Record<string, unknown>): Promise<unknown>;
  /** [generate_barcodes] */
  generateBarcodes(p: { numer_of_codes: number; bar_code_type: string }): Promise<unknown>;
  /** [batchproductentry] date DD/MM/YYYY, productlist as JSON text, product_pic_<key> photos (extension) */
  submitProductBatch(p: FormData | { date: string; productlist: string }): Promise<unknown>;
  /** [createsystem_user] */
  createSystemUser(p: {
    username: string;
    email: string;
    password1: string;
    password2: string;
    is_active: boolean;
    branch_manager: boolean;
    coodinated_hub: unknown;
    profile_pic?: File | Blob;
  }): Promise<unknown>;
  /** [updatecompanyuserpassword] */
  setUserPassword(p: { password1: string; password2: string; userid: Id }): Promise<unknown>;
  /** [updateclientpassword] */
  setClientPassword(p: { password: string; userid: Id }): Promise<unknown>;
  /** [updateagentpassword] */
  setAgentPassword(p: { password: string; agent_id: Id }): Promise<unknown>;
  /** [extract_pdf_barcodes] */
  extractPdfBarcodes<T = unknown>(p: { pdf_file: File | Blob; barcode_type: string }): Promise<T>;
  /** [import_data] multipart (administration 7); is_manual_entry for the manual barcode only */
  importData<T = unknown>(p: { import_type: string; data: string; is_manual_entry?: boolean }): Promise<T>;
  /** [get_hubagents] */
  hubAgents(hub: Id): Promise<unknown>;
  /** [get_hubaccounts] */
  hubAccounts(hub: Id): Promise<unknown>;
  /** [get_regions] */
  geoRegions(): Promise<unknown>;
  /** [get_districts] */
  geoDistricts(p: { region: string }): Promise<unknown>;
  /** [get_hubs] */
  geoHubs(p: { district: string }): Promise<unknown>;
  /** [get_hubs_visited_statistics] */
  hubsVisitedStatistics(p: Record<string, string>): Promise<unknown>;
  /** [get_hub_delivery_stats] */
  hubDeliveryStats(p: { hub: Id }): Promise<unknown>;
  /** [getagent_dayactivities] */
  agentDayActivities<T = unknown>(p: { date: string; selected_acccount: Id | null }): Promise<T>;
  /** [get_audit_statistics] */
  auditStatistics<T = unknown>(p: { days: number }): Promise<T>;
  /** [export_audit_logs] */
  exportAuditLogs<T = unknown>(p: Record<string, unknown>): Promise<T>;
  /** [ext.sample_journey] */
  sampleJourney<T = unknown>(barcode: string): Promise<T>;
  /** [ext.getreceiving_discrepancies] with the optional paging fields of [ext.report-paging] */
  receivingDiscrepancies<T = unknown>(p: {
    dateone: string;
    datetwo: string;
    hub: string;
    page?: number;
    page_size?: number;
    ordering?: string;
    filters?: string;
  }): Promise<T>;
  /** [ext.get_turnaround] */
  turnaround<T = unknown>(p: Record<string, string>): Promise<T>;
  /** [ext.get_overdue] */
  overdue<T = unknown>(p: { kind?: string; limit?: string; ids?: string }): Promise<T>;
  /** [lims.statistics] */
  limsStatistics<T = unknown>(): Promise<T>;
  /** [lims.confirmations.confirm] */
  confirmLimsSample<T = unknown>(id: Id): Promise<T>;
  /** [lims.confirmations.reject] */
  rejectLimsSample<T = unknown>(id: Id, errorMessage: string): Promise<T>;
  /** [lims.tokens.regenerate] */
  regenerateLimsToken<T = unknown>(id: Id): Promise<T>;
  /** [lims.logs.export] the CSV text (or whatever the server answers) */
  exportLimsLogs(query: Record<string, unknown>): Promise<unknown>;
}

/** The row each named method sends (the unit test drives every method and checks its request against it). */
export const NAMED_CALLS: Record<keyof ContractMethods, string> = {
  assignOrder: 'createorder_assignment',
  cancelOrder: 'cancel_order',
  addOrderExtraCharge: 'createorderextracharge',
  receiveDelivery: 'confirm_receiving_items',
  repackageBarcode: 'repackage_barcode',
  deliveriesReport: 'getumoja_deliveriesreport',
  generateBarcodes: 'generate_barcodes',
  submitProductBatch: 'batchproductentry',
  createSystemUser: 'createsystem_user',
  setUserPassword: 'updatecompanyuserpassword',
  setClientPassword: 'updateclientpassword',
  setAgentPassword: 'updateagentpassword',
  extractPdfBarcodes: 'extract_pdf_barcodes',
  importData: 'import_data',
  hubAgents: 'get_hubagents',
  hubAccounts: 'get_hubaccounts',
  geoRegions: 'get_regions',
  geoDistricts: 'get_districts',
  geoHubs: 'get_hubs',
  hubsVisitedStatistics: 'get_hubs_visited_statistics',
  hubDeliveryStats: 'get_hub_delivery_stats',
  agentDayActivities: 'getagent_dayactivities',
  auditStatistics: 'get_audit_statistics',
  exportAuditLogs: 'export_audit_logs',
  sampleJourney: 'ext.sample_journey',
  receivingDiscrepancies: 'ext.getreceiving_discrepancies',
  turnaround: 'ext.get_turnaround',
  overdue: 'ext.get_overdue',
  limsStatistics: 'lims.statistics',
  confirmLimsSample: 'lims.confirmations.confirm',
  rejectLimsSample: 'lims.confirmations.reject',
  regenerateLimsToken: 'lims.tokens.regenerate',
  exportLimsLogs: 'lims.logs.export',
};

/** The named methods over a transport. */
export function contractMethods(send: Transport): ContractMethods {
  const call = <T = unknown>(
    method: keyof ContractMethods,
    o: { params?: Record<string, Id>; body?: Body; query?: Record<string, unknown> } = {},
  ): Promise<T> => {
    const row = callById(NAMED_CALLS[method]);
    const req: ContractRequest = { path: fillPath(row, o.params) };
    if (o.body !== undefined) req.body = o.body;
    if (o.query !== undefined) req.query = o.query;
    return send(row, req) as Promise<T>;
  };
  return {
    assignOrder: (p) => call('assignOrder', { body: p }),
    cancelOrder: (p) => call('cancelOrder', { body: p }),
    addOrderExtraCharge: (p) => call('addOrderExtraCharge', { body: p }),
    receiveDelivery: (p) => call('receiveDelivery', { body: p }),
    repackageBarcode: (p) => call('repackageBarcode', { body: p }),
    deliveriesReport: (p) => call('deliveriesReport', { body: p }),
    generateBarcodes: (p) => call('generateBarcodes', { body: p }),
    submitProductBatch: (p) => call('submitProductBatch', { body: p }),
    createSystemUser: (p) => call('createSystemUser', { body: p }),
    setUserPassword: (p) => call('setUserPassword', { body: p }),
    setClientPassword: (p) => call('setClientPassword', { body: p }),
    setAgentPassword: (p) => call('setAgentPassword', { body: p }),
    extractPdfBarcodes: (p) => call('extractPdfBarcodes', { body: p }),
    importData: (p) => call('importData', { body: p }),
    hubAgents: (hub) => call('hubAgents', { params: { hub } }),
    hubAccounts: (hub) => call('hubAccounts', { params: { hub } }),
    geoRegions: () => call('geoRegions', { body: {} }),
    geoDistricts: (p) => call('geoDistricts', { body: p }),
    geoHubs: (p) => call('geoHubs', { body: p }),
    hubsVisitedStatistics: (p) => call('hubsVisitedStatistics', { body: p }),
    hubDeliveryStats: (p) => call('hubDeliveryStats', { body: p }),
    agentDayActivities: (p) => call('agentDayActivities', { body: p }),
    auditStatistics: (p) => call('auditStatistics', { body: p }),
    exportAuditLogs: (p) => call('exportAuditLogs', { body: p }),
    sampleJourney: (barcode) => call('sampleJourney', { params: { barcode } }),
    receivingDiscrepancies: (p) => call('receivingDiscrepancies', { body: p }),
    turnaround: (p) => call('turnaround', { body: p }),
    overdue: (p) => call('overdue', { body: p }),
    limsStatistics: () => call('limsStatistics'),
    confirmLimsSample: (id) => call('confirmLimsSample', { params: { id } }),
    rejectLimsSample: (id, errorMessage) =>
      call('rejectLimsSample', { params: { id }, body: { error_message: errorMessage } }),
    regenerateLimsToken: (id) => call('regenerateLimsToken', { params: { id } }),
    exportLimsLogs: (query) => call('exportLimsLogs', { query }),
  };
}
