/** The texts of en.density (src/i18n/en.ts): dense operations tables, small screens. */
export const density = {
  filterBar: {
    more: 'More filters',
    filters: 'Filters',
    active: 'Active filters',
    remove: 'Remove filter %{filter}',
  },
  /** an active filter's chip */
  chip: '%{label}: %{value}',
  details: 'Details',
  /** a table row's expand toggle */
  expand: { show: 'Show details', hide: 'Hide details' },
};
