/**
 * The texts of en.loading (src/i18n/en.ts): loading and empty states. Each empty state says
 * what to do next: `match` when the user's filters or search find nothing (with a Clear filters button),
 * `none` when there are no records at all, and `create` (added only for a user who may create) how to add one.
 */
export const loading = {
  progress: 'Loading…',
  refreshing: 'Refreshing…',
  clearFilters: 'Clear filters',
  /** a failed load: never shown as 'no data' */
  failed: {
    title: 'Could not load the data.',
    reason: 'The server did not answer. Check the connection and retry.',
  },
  retry: 'Retry',
  empty: {
    healthcenters: {
      match: 'No health centres match. Clear the search.',
      none: 'No health centres yet.',
      create: 'Open "Create new health centre here" above to add the first one.',
    },
    collectionhubs: {
      match: 'No hubs match. Clear the search.',
      none: 'No hubs yet.',
      create: 'Open "Create new hub here" above to add the first one.',
    },
    regions: {
      match: 'No regions match. Clear the search.',
      none: 'No regions yet.',
      create: 'Open "Add a region" above to add the first one.',
    },
    districts: {
      match: 'No districts match. Clear the search.',
      none: 'No districts yet.',
      create: 'Open "Add a district" above to add the first one.',
    },
    samples: {
      match: 'No samples match. Clear the search.',
      none: 'No samples yet.',
      create: 'Open "Add a sample" above to add the first one.',
    },
    suppliers: {
      match: 'No suppliers match. Clear the search.',
      none: 'No suppliers yet.',
      create: 'Open "Add a supplier" above to add the first one.',
    },
    supplies: {
      match: 'No supplies match. Clear the search.',
      none: 'No supplies yet.',
      create: 'Open "Add a supply" above to add the first one.',
    },
    products: {
      match: 'No products match. Clear the search.',
      none: 'No products yet.',
      create: 'Open "Add products" above, stage the products and press SUBMIT PRODUCTS.',
    },
    product_units: {
      match: 'No units match. Clear the search.',
      none: 'No units yet.',
      create: 'Press Add Unit to create the first one.',
    },
    product_categories: {
      match: 'No categories match. Clear the search.',
      none: 'No categories yet.',
      create: 'Press Add Category to create the first one.',
    },
    useraccounts: {
      match: 'No user accounts match. Clear the search.',
      none: 'No user accounts yet.',
      create: 'Open "Create new user account" above to add the first one.',
    },
    app_clients: {
      match: 'No app clients match. Clear the search.',
      none: 'No app clients yet. App clients appear here once the courier app registers them.',
    },
    deliveryagents: {
      match: 'No agents match. Clear the search and filters.',
      none: 'No agents yet.',
      create: 'Register one with the "Add New Agent" form above.',
    },
    bar_codes: {
      match: 'No barcodes match. Clear the filters or choose another tab.',
      none: 'No barcodes yet.',
      create: 'Generate or import barcodes to add the first ones.',
    },
    deactivation_requests: {
      match: 'No deactivation requests match. Clear the search.',
      none: 'No deactivation requests yet. Requests sent from the account deactivation page appear here.',
    },
    pending_pickups: {
      match: 'No pickups match. Clear the filters or widen the dates.',
      none: 'No pickups in this date range. Choose another range.',
      create: 'To add a pickup, press Create.',
    },
    deliveries: {
      match: 'No deliveries match. Clear the filters or widen the dates.',
      none: 'No deliveries in this date range. Widen the dates and press Search.',
    },
    orders: {
      match: 'No orders match. Clear the filters or widen the dates.',
      none: 'No orders in this date range. Widen the dates and press Search.',
    },
    facility_visits: {
      match: 'No facility visits match. Clear the filters or widen the dates.',
      none: 'No facility visits yet. Visits appear here when agents record them in the courier app.',
    },
    outbox: {
      match: 'No messages match. Clear the filters or widen the dates.',
      none: 'No alerts yet. Turn on the SMS and e-mail alerts in the company profile.',
    },
    audit_logs: {
      match: 'No audit logs match. Clear the filters or widen the dates.',
      none: 'No audit logs yet. Sign-ins and changes made in the app are recorded here.',
    },
    lims_tokens: {
      match: 'No API tokens match. Clear the filters.',
      none: 'No API tokens yet.',
      create: 'Press Create Token to add the first one.',
    },
    lims_confirmations: {
      match: 'No sample confirmations match. Clear the filters.',
      none: 'No sample confirmations yet. Confirmations appear here when the LIMS reports received samples.',
    },
    lims_logs: {
      // the spec's own words (administration.md, Integration Logs)
      match: 'No integration logs found. Try adjusting your filters or check if logs are being generated.',
      none: 'No integration logs found. Try adjusting your filters or check if logs are being generated.',
    },
    /** the turnaround report's figures (a report, not a list: no Clear button; its filters are above) */
    turnaround:
      'No samples picked up in this period. Widen the dates or choose another region, district or hub, then press Search.',
    hub_agents: {
      match: 'No agents match. Clear the search to see every agent of the hub.',
      none: 'No agents in this hub yet. Agents are registered by the branch manager.',
    },
    hub_healthcenters: {
      match: 'No health centres match. Clear the search to see every health centre of the hub.',
      none: 'No health centres in this hub yet. Health centres are added by the branch manager.',
    },
  },
};
