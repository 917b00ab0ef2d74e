/**
 * The words of the bulk import's row rules (contract/importRows.ts), once for both sides: the server words its
 * answer with them and en.ts (pages.data_import) takes them from here. Apart from the rules so that the SPA's
 * texts do not pull the rules into the login page's code.
 */
export type ProblemCode =
  | 'not_a_row'
  | 'too_few_columns'
  | 'required'
  | 'too_long'
  | 'not_a_number'
  | 'out_of_range'
  | 'bad_barcode'
  | 'bad_type'
  | 'date_in_text'
  | 'phone_as_number';

/** The problems in English (%{field} and %{limit} are filled in); en.ts's pages.data_import.problems. */
export const IMPORT_PROBLEM_TEXTS: Record<ProblemCode, string> = {
  not_a_row: 'The row is not an object of template columns',
  too_few_columns: 'The row has fewer than %{limit} columns',
  required: '%{field} is required',
  too_long: '%{field} is longer than %{limit} characters',
  not_a_number: '%{field} is not a number',
  out_of_range: '%{field} is out of range',
  bad_barcode: 'Barcode must be 1-80 characters without spaces',
  bad_type: 'Type must be single_entry, batch_entry or package',
  date_in_text:
    '%{field} is a date in the spreadsheet, not text: format the column as Text and type it again',
  phone_as_number:
    '%{field} was typed as a number, so a leading 0 may be lost: format the column as Text and type it again',
};

/** The template columns' names in English; en.ts's pages.data_import.fields. */
export const IMPORT_FIELD_NAMES = {
  no: 'No',
  hub: 'Hub',
  district: 'District',
  region: 'Region',
  healthcenter: 'Health centre',
  contactpersonname: 'Contact person name',
  contactpersonphone: 'Contact person phone',
  location_latitude: 'Latitude',
  location_longitude: 'Longitude',
  barcode: 'Barcode',
  type: 'Type',
};
