/** Hub health centres: the status group of a centre (missing or unknown counts as Active) and the table columns. */
import type { FacilityStatus, HealthCentre } from '../../../contract/types';

export const STATUSES: FacilityStatus[] = ['active', 'pending', 'issues', 'maintenance'];

export function centreStatus(value: unknown): FacilityStatus {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (STATUSES as string[]).includes(v) ? (v as FacilityStatus) : 'active';
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Columns of the Excel export and the print view: name, code, district, contact, phone, status. */
export function centreColumns(
  translate: Translate,
): { header: string; value: (r: HealthCentre) => string }[] {
  const f = (field: string) => translate(`resources.healthcenters.fields.${field}`);
  return [
    { header: f('name'), value: (r) => r.name },
    { header: f('HC_code'), value: (r) => r.HC_code },
    { header: f('district'), value: (r) => r.district ?? '' },
    { header: f('contactperson_name'), value: (r) => r.contactperson_name ?? '' },
    { header: f('contactperson_phone'), value: (r) => r.contactperson_phone ?? '' },
    {
      header: translate('pages.hubFacilities.healthcenters.status'),
      value: (r) => translate(`pages.hubFacilities.statuses.${centreStatus(r.status)}`),
    },
  ];
}
