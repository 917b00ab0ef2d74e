/** en.resources: one file per area. */
// one key per resource folder
import { samples } from './samples';
import { supplies } from './supplies';
import { facility_visits } from './facility_visits';
import { deliveryagents } from './deliveryagents';
import { useraccounts } from './useraccounts';
import { app_clients } from './app_clients';
import { collectionhubs } from './collectionhubs';
import { healthcenters } from './healthcenters';
import { regions } from './regions';
import { deactivation_requests } from './deactivation_requests';
import { districts } from './districts';
import { products } from './products';
import { product_units } from './product_units';
import { product_categories } from './product_categories';
import { suppliers } from './suppliers';
import { deliveries } from './deliveries';
import { orders } from './orders';
import { bar_codes } from './bar_codes';
import { pending_pickups } from './pending_pickups';
import { patient_management } from './patient_management';
import { outbox } from './outbox';

export const resources = {
  samples,
  supplies,
  facility_visits,
  deliveryagents,
  useraccounts,
  app_clients,
  collectionhubs,
  healthcenters,
  regions,
  deactivation_requests,
  districts,
  products,
  product_units,
  product_categories,
  suppliers,
  deliveries,
  orders,
  bar_codes,
  pending_pickups,
  patient_management,
  outbox,
};
