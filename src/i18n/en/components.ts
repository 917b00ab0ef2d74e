/** The texts of en.components (src/i18n/en.ts). */
// shared components (date fields, export, print, map, status chips)
export const components = {
  // owner: the shared field validators (src/lib/validators.ts): the server's limits said at the field
  validation: {
    wholeNumber: 'Enter a whole number',
    tooLarge: 'Must be at most %{max}',
    tooLong: 'At most %{max} characters',
  },
  // owner: the searchable server pickers: what each picker says when nothing matches
  pickers: {
    noHealthCentre: 'No health centre matches',
    noHub: 'No hub matches',
    noAgent: 'No agent matches',
    noUser: 'No user matches',
    noSample: 'No sample matches',
    noProduct: 'No product matches',
    noUnit: 'No unit matches',
    noCategory: 'No category matches',
    noSupplier: 'No supplier matches',
  },
  // owner: the facilities area (QR modal of hubs and health centres)
  qr: {
    title: 'QR code',
    dialogTitle: 'QR code: %{name}',
    button: 'QR code',
    print: 'Print',
    download: 'Download',
    close: 'Close',
    coordinates: 'Latitude %{lat}, longitude %{lng}',
    noLocation: 'This facility has no location yet: edit it and add its latitude and longitude.',
    notReady: 'The QR code image is not ready yet. Try again.',
    printFailed: 'Failed to open the print view. Allow pop-ups for this site and try again.',
    downloaded: 'QR code downloaded',
  },
  // owner: lib/image.ts users (agent and product photos)
  photo: {
    typePngJpeg: 'The photo must be a PNG or JPEG image',
    typeJpeg: 'The photo must be a JPEG image',
    failed: 'The photo could not be read. Choose another image.',
  },
  dateRange: {
    from: 'From',
    to: 'To',
    last7: 'Last 7 days',
    last14: 'Last 14 days',
    last30: 'Last 30 days',
    lastWeek: 'Since Monday of last week',
    invalid: 'Please select a valid date range',
  },
  dateInput: {
    invalid: 'Enter a date as DD/MM/YYYY',
  },
  // owner: the deliveries area (every row of a list loaded page by page)
  allRows: {
    loading: 'Loading rows %{loaded} of %{total}',
    cancel: 'Cancel',
    cancelled: 'Loading of the rows cancelled',
  },
  excel: {
    button: 'Excel',
    empty: 'No data available to export',
    success: 'Excel file exported successfully: %{file}',
    failed: 'Failed to export to Excel',
  },
  print: {
    button: 'Print',
    empty: 'No data to print',
    failed: 'Failed to open the print view',
    printedAt: 'Printed on %{date}',
    phone: 'Tel: %{phone}',
    email: 'E-mail: %{email}',
    count: '%{count} record(s)',
  },
  status: {
    order: {
      pending: 'pending',
      assigned: 'assigned',
      success: 'success',
      cancelled: 'cancelled',
    },
    barcode: {
      used: 'used',
      active: 'active',
    },
    priority: {
      low: 'LOW',
      normal: 'NORMAL',
      high: 'HIGH',
      urgent: 'URGENT',
      emergency: 'EMERGENCY',
    },
  },
  map: {
    loading: 'Loading map…',
  },
  confirmDelete: {
    title: 'Delete %{name}',
    content: 'Are you sure you want to delete this item? This cannot be undone.',
    deleted: 'successfully deleted',
  },
};
