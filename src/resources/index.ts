import samples from './samples';
import supplies from './supplies';
import deliveryagents from './deliveryagents';
import useraccounts from './useraccounts';
import deactivation_requests from './deactivation_requests';
import app_clients from './app_clients';
import collectionhubs from './collectionhubs';
import healthcenters from './healthcenters';
import regions from './regions';
import districts from './districts';
import products from './products';
import product_units from './product_units';
import product_categories from './product_categories';
import suppliers from './suppliers';
import facility_visits from './facility_visits';
import deliveries from './deliveries';
import orders from './orders';
import bar_codes from './bar_codes';
import pending_pickups from './pending_pickups';
import patient_management from './patient_management';

/** Resource views by react-admin resource name (the spec's route names). */
export const resources = {
  samples,
  supplies,
  deliveryagents,
  useraccounts,
  deactivation_requests,
  app_clients,
  collectionhubs,
  healthcenters,
  regions,
  districts,
  products,
  product_units,
  product_categories,
  suppliers,
  facility_visits,
  deliveries,
  orders,
  bar_codes,
  pending_pickups,
  patient_management,
};
