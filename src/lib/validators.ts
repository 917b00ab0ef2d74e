/**
 * Field validators shared by the forms (bad input): what the server refuses is said under the field
 * before any call. The limits are the server's: its integer columns (PostgreSQL int4) and the lengths of its
 * text columns (server/db/schema.ts).
 */
import { maxLength, maxValue, type Validator } from 'react-admin';

/** The largest value of an integer column; the server refuses anything above it. */
export const MAX_INT = 2147483647;

const K = 'components.validation';
const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** A whole number (2.5 is refused): 'Enter a whole number'. */
export const wholeNumber =
  (message = `${K}.wholeNumber`): Validator =>
  (value: unknown) =>
    isEmpty(value) || Number.isInteger(Number(value)) ? undefined : message;

/** A whole number no larger than an integer column holds: 'Enter a whole number', 'Must be at most …'. */
export const countRules = (): Validator[] => [wholeNumber(), maxValue(MAX_INT, `${K}.tooLarge`)];

/** At most `max` characters, the length of the server's column: 'At most %{max} characters'. */
export const textMax = (max: number): Validator => maxLength(max, `${K}.tooLong`);
