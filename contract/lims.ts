/** The answers of the LIMS admin calls that are not list verbs (statistics, confirm/reject, regenerate). */
import type { ConfirmationStatus } from './types';

export interface LimsActivity {
  id?: number;
  integration_type: string;
  status: string;
  description?: string | null;
  timestamp?: string | null;
  created_at?: string | null;
}

/** GET logs/statistics/: the counters and the last logs. */
export interface LimsStatistics {
  total_tokens: number;
  active_tokens: number;
  total_confirmations: number;
  confirmed_samples: number;
  rejected_samples: number;
  pending_samples: number;
  total_logs: number;
  successful_logs: number;
  failed_logs: number;
  pending_logs: number;
  recent_activity: LimsActivity[];
}

/** A sample confirmation (the list's rows and the answer of confirm and reject). */
export interface SampleConfirmation {
  id: number;
  barcode: string;
  delivery_item_name?: string | null;
  patient_names?: string | null;
  delivery_number?: string | null;
  status: ConfirmationStatus;
  lims_user_username?: string | null;
  confirmed_at?: string | null;
  created_at?: string | null;
  lims_sample_id?: string | null;
  error_message?: string | null;
  confirmation_data?: unknown;
  notes?: string | null;
}

/** POST tokens/{id}/regenerate: the new token, shown once. */
export interface RegeneratedToken {
  new_token: string;
  token_display?: string;
  message?: string;
}

/** GET /api/lims/fhir/ (an extension): where a laboratory's FHIR client connects, for the LIMS screen to show. */
export interface FhirInterface {
  /** the FHIR R4 base URL as this server is reached (e.g. https://courier.example.org/fhir/r4) */
  base_url: string;
  /** the system URI of sample barcodes in Specimen.identifier (FHIR_BARCODE_SYSTEM) */
  barcode_system: string;
  /** the FHIR version the interface speaks */
  fhir_version: string;
}
