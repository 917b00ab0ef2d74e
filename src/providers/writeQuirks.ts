/**
 * The per-resource quirks of a create/update body, beside the endpoint table (endpoints.ts): which fields hold a
 * file (sent only when they hold a new one: a stored file's URL stays home), where '' is sent as null, which
 * fields every create adds. A resource not in the table sends its record's fields as they are.
 */
export interface WriteQuirks {
  /** fields sent only when they hold a new file (a Blob, or react-admin's { rawFile }) */
  fileFields?: string[];
  /** '' becomes null in create/update bodies */
  emptyAsNull?: boolean;
  /** fields added to every create body (after the record's) */
  createExtra?: (username: string | null) => Record<string, unknown>;
}

export const writeQuirks: Record<string, WriteQuirks> = {
  products: { fileFields: ['product_pic'] },
  companyprofile: { fileFields: ['company_logo'] },
  deliveryagents: { fileFields: ['Photo'] },
  useraccounts: { fileFields: ['profile_pic'] },
  accounts: { fileFields: ['profile_pic'] },
  // a pickup created on the dashboard says so, and who created it
  pending_pickups: { createExtra: (username) => ({ source: 'dashboard', created_by: username ?? '' }) },
  patients: { emptyAsNull: true },
};
// the routes that show a resource under their own name (endpoints.ts) and write through it
writeQuirks.patient_management = writeQuirks.patients;

function isNewFile(value: unknown): boolean {
  return (
    (typeof Blob !== 'undefined' && value instanceof Blob) ||
    (!!value && typeof value === 'object' && 'rawFile' in value)
  );
}

/** The body of a create/update before the contract row cuts it: the resource's quirks applied to the record. */
export function writeBody(resource: string, data: Record<string, unknown>): Record<string, unknown> {
  const quirks = writeQuirks[resource];
  if (!quirks) return { ...data };
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) {
    if (quirks.fileFields?.includes(k) && !isNewFile(v)) continue;
    out[k] = quirks.emptyAsNull && v === '' ? null : v;
  }
  return out;
}

/** The fields a create of the resource adds to the record (none for most). */
export function createExtra(resource: string, username: string | null): Record<string, unknown> {
  return writeQuirks[resource]?.createExtra?.(username) ?? {};
}
