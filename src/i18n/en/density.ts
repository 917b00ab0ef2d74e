/** The texts of en.density (src/i18n/en.ts): issue 20 points 1 and 4, dense operations tables, small screens. */
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
  /** a table row's expand toggle (issue 31 point 9) */
  expand: { show: 'Show details', hide: 'Hide details' },
};
