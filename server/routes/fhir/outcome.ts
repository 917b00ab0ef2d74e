/** Errors of the FHIR interface: every one answers an OperationOutcome with its HTTP status (see ./index.ts). */
import type { OperationOutcome, OperationOutcomeIssue } from 'fhir/r4';

type IssueCode = OperationOutcomeIssue['code'];

/** A refused FHIR call: its status and the one issue its OperationOutcome names. */
export class FhirError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: IssueCode,
    readonly diagnostics: string,
  ) {
    super(diagnostics);
  }
}

export const FHIR_MESSAGES = {
  invalidToken: 'Invalid or inactive API token.',
  forbidden: 'The token may not read this resource.',
  unknownType: (type: string) => `Unknown resource type '${type}'.`,
  unknownPath: 'Not a FHIR R4 endpoint of this server.',
  notFound: (type: string, id: string) => `${type}/${id} is not known.`,
  notSupported: (method: string, what: string) => `${method} is not supported on ${what}.`,
  unknownParam: (type: string, name: string) => `Unknown search parameter '${name}' for ${type}.`,
  badValue: (name: string, value: string, why: string) => `Invalid value '${value}' of ${name}: ${why}`,
  count: (max: number) => `a whole number from 0 to ${max}`,
  date: 'a prefix gt, ge, lt or le and a date (2026-01-31) or a date-time with its zone (2026-01-31T08:00:00Z)',
  reference: (types: string) => `a reference such as ${types}`,
  identifier: 'a barcode, or system|barcode',
  serverError: 'A server error occurred.',
} as const;

export const badParam = (name: string, value: string, why: string) =>
  new FhirError(400, 'invalid', FHIR_MESSAGES.badValue(name, value, why));
export const notFound = (type: string, id: string) =>
  new FhirError(404, 'not-found', FHIR_MESSAGES.notFound(type, id));
export const forbidden = () => new FhirError(403, 'forbidden', FHIR_MESSAGES.forbidden);

/** The OperationOutcome of one error. */
export function outcome(code: IssueCode, diagnostics: string): OperationOutcome {
  return { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code, diagnostics }] };
}
