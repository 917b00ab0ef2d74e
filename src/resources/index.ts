import samples from './samples';
import supplies from './supplies';
import deliveryagents from './deliveryagents';
import useraccounts from './useraccounts';
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

/** Resource views by react-admin resource name (the spec's route names). */
export const resources = {
  samples,
  supplies,
  deliveryagents,
  useraccounts,
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
};
