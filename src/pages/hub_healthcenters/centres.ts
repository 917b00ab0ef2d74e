/** Hub health centres: the status group of a centre (missing or unknown counts as Active). */
import type { FacilityStatus } from '../../../contract/types';

export const STATUSES: FacilityStatus[] = ['active', 'pending', 'issues', 'maintenance'];

export function centreStatus(value: unknown): FacilityStatus {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (STATUSES as string[]).includes(v) ? (v as FacilityStatus) : 'active';
}
