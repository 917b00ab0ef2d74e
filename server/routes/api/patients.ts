/**
 * /api/patients and /api/delivery_items (operations.md 3 Patient, Patient delivery item; 7).
 * (stub laid down by the lead; owner: server pickups/patients helper)
 */
import { deliveryItems, patients } from '../../db/schema';
import type { Resource } from './router';

export const patientsResource: Resource = {
  names: ['patients'],
  label: 'patient',
  table: patients,
};

export const deliveryItemsResource: Resource = {
  names: ['delivery_items'],
  label: 'delivery item',
  table: deliveryItems,
};
