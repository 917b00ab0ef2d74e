/**
 * Entity types exactly as the API sends them (spec section 3 of both documents).
 * The reference server imports these too, so SPA and server agree on the wire shape.
 * Dates and times travel as ISO strings; money as decimal strings.
 */

export type Id = number;

export type SamplePriority = 'low' | 'normal' | 'high' | 'urgent' | 'emergency';
export const SAMPLE_PRIORITIES: readonly SamplePriority[] = ['low', 'normal', 'high', 'urgent', 'emergency'];

export type AgentType = 'rider' | 'entrant';
export type Gender = 'Male' | 'Female';
export type OrderStatus = 'pending' | 'assigned' | 'success' | 'cancelled';
export type DeliveryStatus = 'pending' | 'delivered' | 'cancelled' | 'failed';
export type DeliveryMode = 'motorcycle' | 'car' | 'walking' | 'bicycle';
export type BarcodeType = 'single_entry' | 'batch_entry' | 'package';
export type BarcodeStatus = 'active' | 'used';
/** A pickup's statuses in the order of its life (the schema's enum and the list's filter). */
export const PICKUP_STATUSES = [
  'pending',
  'assigned',
  'in_transit_to_pickup',
  'at_pickup_location',
  'picked_up',
  'in_transit_to_destination',
  'delivered',
  'cancelled',
  'failed',
] as const;
export type PickupStatus = (typeof PICKUP_STATUSES)[number];
export const LOCATION_TYPES = ['health_center', 'collection_hub'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** The nine per-user rights (spec section 6). */
export const RIGHT_NAMES = [
  'view_pending_umoja_pickups',
  'view_umoja_deliveries',
  'view_product_orders',
  'view_online_riders',
  'view_statistics',
  'view_agent_activities',
  'view_barcodes',
  'create_barcodes',
  'create_update_pending_umoja_pickups',
] as const;
export type RightName = (typeof RIGHT_NAMES)[number];
export type Rights = Record<RightName, boolean>;

/**
 * The rights the hub shell's screens need (the server asks the same of a hub coordinator): a new hub manager
 * account starts with them; the shell names the one missing instead of failing.
 */
export const HUB_SHELL_RIGHTS = {
  deliveries: 'view_umoja_deliveries',
  statistics: 'view_statistics',
  activity: 'view_agent_activities',
} as const satisfies Record<string, RightName>;

/** The five pickup rights of a delivery agent (one delivery_agent_rights record per agent). */
export const AGENT_RIGHTS = [
  'can_do_supply_pickup',
  'can_do_sample_pickup',
  'can_do_other_items_pickup',
  'can_do_sample_results_pickup',
  'can_do_package_pickup',
] as const;
export type AgentRight = (typeof AGENT_RIGHTS)[number];

export interface LoginResponse {
  message: string;
  token?: string;
  id?: Id;
  coodinated_hub?: Id | null;
}

export interface UserAccount {
  id: Id;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  is_active: boolean;
  branch_manager: boolean;
  is_admin: boolean;
  is_staff: boolean;
  is_superuser: boolean;
  /** URL of the picture (GET /customqueries/getfile/{id}/user_account), or null. */
  profile_pic: string | null;
  coodinated_hub: Id | null;
  coodinated_hub_name: string | null;
}

export interface AccountRights extends Rights {
  id: Id;
  user: Id;
  username: string;
}

export interface CurrentUserProfile {
  id: Id;
  username: string;
  first_name: string;
  last_name: string;
  hub_name: string | null;
  hub_logo: string | null;
  coodinated_hub: Id | null;
  branch_manager: boolean;
}

export interface CompanyProfile {
  id: Id;
  system_name: string;
  company_logo: string | null;
  company_email: string;
  RegisteredPhoneNumber1: string;
  box_number: string;
  smsCost: string;
  smsbalance: string;
  maximum_distanceinmeters_fordeliveryverification: number;
  ismobilemoneypayment_enabled: boolean;
  manual_date_enabled: boolean;
  no_ofdigits_forsinglepickup_barcode: number;
  no_ofdigits_forbatchpickup_barcode: number;
  no_ofdigits_forpackage_barcode: number;
  send_smsalerttoagents_on_clientorders: boolean;
  send_sms_alerttoadmin_on_clientorders: boolean;
  send_email_alerttoadmin_on_clientorders: boolean;
  send_sms_alerttoadmin_on_deliveries: boolean;
  send_email_alerttoadmin_on_deliveries: boolean;
  send_sms_alerttoadmin_on_pickups: boolean;
  send_email_alerttoadmin_on_pickups: boolean;
  /**
   * Beyond the spec (the reference server's alerts): receipt discrepancies and overdue items, already raised as
   * admin notifications, also go out by SMS and e-mail to the hub coordinator and the admins. Default off; a
   * backend without them omits them.
   */
  send_sms_alerttoadmin_on_discrepancies?: boolean;
  send_email_alerttoadmin_on_discrepancies?: boolean;
  send_sms_alerttoadmin_on_overdue?: boolean;
  send_email_alerttoadmin_on_overdue?: boolean;
}

export interface AdminNotification {
  id: Id;
  title: string;
  message: string;
  read: boolean;
  created_at: string;
}

export interface Region {
  id: Id;
  name: string;
}

export interface District {
  id: Id;
  district_name: string;
  region: Id | null;
}

export interface CollectionHub {
  id: Id;
  HB_code: string;
  name: string;
  supervisor_name: string | null;
  supervisor_phone: string | null;
  district: string | null;
  region: string | null;
  location_latitude: number | null;
  location_longitude: number | null;
  main_hub: boolean;
}

export type FacilityStatus = 'active' | 'pending' | 'issues' | 'maintenance';

export interface HealthCentre {
  id: Id;
  HC_code: string;
  name: string;
  hub_name: string | null;
  collection_hub: Id | null;
  district: string | null;
  contactperson_name: string | null;
  contactperson_phone: string | null;
  location_latitude: number | null;
  location_longitude: number | null;
  sub_hub: boolean;
  status: FacilityStatus | null;
}

export interface DeliveryAgent {
  id: Id;
  username: string;
  agent_type: AgentType;
  first_name: string;
  second_name: string;
  FullName: string;
  Nationality: string;
  IDNumber: string;
  AreaOfResidence: string;
  District: string;
  RegisteredPhoneNumber1: string;
  gender: Gender;
  collection_hub: Id | null;
  hub_name: string | null;
  agent_code: string;
  /** URL of the photo, or null. */
  Photo: string | null;
  active: boolean;
  is_online: boolean;
  location_latitude: number | null;
  location_longitude: number | null;
  location_address: string | null;
  login_at: string | null;
  logout_at: string | null;
  date_of_registration: string | null;
  created_by: string | null;
}

export interface Sample {
  id: Id;
  name: string;
  description: string;
  priority: SamplePriority;
}

export interface Supply {
  id: Id;
  name: string;
  description: string;
}

export interface AppClient {
  id: Id;
  name: string;
  client_code: string;
  email: string;
  login_at: string | null;
  logout_at: string | null;
}

export interface Product {
  id: Id;
  product_name: string;
  unit: Id | null;
  unitname: string | null;
  product_category: Id | null;
  unit_buying_price: string;
  unit_selling_price: string;
  discount_percentage: string;
  description: string;
  product_online: boolean;
  product_pic: string | null;
}

/** A paged list answer; without page/page_size the API answers a plain array. */
export interface Paged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Live feed messages. */
export interface AgentLocationMessage {
  type: 'agent_location';
  agent: Id;
  location_latitude: number;
  location_longitude: number;
  location_address: string | null;
}

/** A notification feed message: the spec's title and message; `type` and `id` are our server's additions. */
export interface NotificationMessage {
  type?: 'notification';
  id?: Id;
  title?: string;
  message?: string;
}

/** A facility of a hub tracking row. */
export interface TrackingFacility {
  id: Id;
  name: string;
}

/** A row of the hub tracking report (get_hubs_visited_statistics). */
export interface TrackingRow {
  id: Id;
  name: string;
  facilities_served: TrackingFacility[];
  facilities_visited: TrackingFacility[];
  /** visited * 100 / served, rounded to 2 decimals; 0 when the hub serves none. */
  percentage_vist: number;
  districts_covered: string;
  region: string;
}

/** One sample type's delivered count in a month (MonthlyEntry.samples). */
export interface MonthlySample {
  sample_name: string;
  total_in_month: number;
}

/** Delivered sample volume of one month (get_hubs_visited_statistics, get_hub_delivery_stats). */
export interface MonthlyEntry {
  /** 'YYYY-MM' */
  month: string;
  samples: MonthlySample[];
  monthly_total: number;
}

/** A row of /api/patients/ (operations.md 3 Patient): the pickups' patient form and Patient Management. */
export interface Patient {
  id: Id;
  names: string;
  date_of_birth: string | null;
  age: number | null;
  age_in_years?: number | null;
  nationality: string | null;
  occupation: string | null;
  sex: Gender;
  patient_opd_ipd_number: string | null;
  national_id_number: string | null;
  village_of_residence: string | null;
  village_of_workplace: string | null;
  physical_address: string | null;
  phone_number: string | null;
  email_address: string | null;
  lab_generated_number: string | null;
  pending_sample_pickup: Id | null;
  pending_sample_pickup_number?: string | null;
  barcode_display?: { bar_code: string } | null;
  created_at?: string | null;
}

// ---------------------------------------------------------------- audit and LIMS enumerations
// One list each, shared by the database schema (pgEnum), the server's checks and the screens' choices.

/** Actions an audit entry may carry (administration.md 3, audit log). */
export const AUDIT_ACTIONS = [
  'CREATE',
  'READ',
  'UPDATE',
  'DELETE',
  'LOGIN',
  'LOGOUT',
  'EXPORT',
  'PRINT',
  'SCAN',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The spec's five resource types, then one for every other resource the API writes. */
export const AUDIT_RESOURCE_TYPES = [
  'Delivery',
  'Agent',
  'Facility',
  'User',
  'Order',
  'Sample',
  'Supply',
  'Product',
  'Supplier',
  'Client',
  'Barcode',
  'Pickup',
  'Patient',
  'Region',
  'District',
  'Settings',
  'Notification',
  'Visit',
  'LIMS',
  'Report',
  // the outbox of SMS and e-mail alerts (issue 34): sends, failed tries, retries, exports
  'Outbox',
] as const;
export type AuditResourceType = (typeof AUDIT_RESOURCE_TYPES)[number];

export const DEVICE_TYPES = ['Mobile', 'Desktop', 'Tablet'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const CONFIRMATION_STATUSES = ['PENDING', 'CONFIRMED', 'REJECTED', 'ERROR'] as const;
export type ConfirmationStatus = (typeof CONFIRMATION_STATUSES)[number];

export const INTEGRATION_STATUSES = ['SUCCESS', 'FAILED', 'PENDING', 'RETRY', 'PARTIAL'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

export const INTEGRATION_TYPES = [
  'API_CALL',
  'WEBHOOK',
  'PATIENT_SYNC',
  'SAMPLE_REGISTRATION',
  'RESULT_UPLOAD',
  'ERROR_HANDLING',
  'DATA_MAPPING',
  'VALIDATION',
  /** A call of the HL7 FHIR R4 interface (/fhir/r4, server/routes/fhir). */
  'FHIR',
] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];

/** The sample journey of a barcode (GET /customqueries/sample_journey/{barcode}, an extension). */
export interface JourneyEvent {
  type: string;
  at: string;
  who: string | null;
  place: string | null;
  lat: number | null;
  lng: number | null;
  position: 'agent' | 'place' | null;
  delivery_number: string | null;
  note: string | null;
  codes: string[] | null;
}

export interface Journey {
  barcode: string;
  barcode_type: string | null;
  item_name: string | null;
  repackaged: boolean;
  reason_for_repackage: string | null;
  parents: string[];
  children: string[];
  deliveries: string[];
  discrepancy: boolean;
  events: JourneyEvent[];
}

/** getagent_dayactivities' answer: the agent's points of the day as JSON text of
 * [{id, lat, lng, activity_name, timestamp}], in time order. */
export interface AgentDayAnswer {
  report: string;
}
