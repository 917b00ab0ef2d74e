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
  // a laboratory's update of a Task (./update.ts)
  malformed: (why: string) => `Malformed request body: ${why}`,
  notJson: 'it is not JSON.',
  notPatch: 'a JSON Patch is an array of operations.',
  badOp: (i: number) => `operation ${i} has no valid op (add, remove, replace, move, copy, test).`,
  badPath: (i: number) => `operation ${i} has no valid path (a JSON Pointer such as /status).`,
  noValue: (i: number) => `operation ${i} has no value.`,
  noFrom: (i: number) => `operation ${i} has no from.`,
  patchType: 'A PATCH body is a JSON Patch (Content-Type: application/json-patch+json).',
  notTask: 'a PUT body is the whole Task.',
  idMismatch: (sent: string, id: string) => `the Task's id '${sent}' is not '${id}'.`,
  notWritable: (op: string, path: string) =>
    `'${op}' on '${path}' is not allowed: a laboratory may add, replace, remove or test /status, /statusReason and /businessStatus only.`,
  noTarget: (path: string) => `'${path}' does not exist in the Task.`,
  testFailed: (path: string) => `The test of '${path}' failed.`,
  notChangeable: (names: string[]) =>
    `Only status, statusReason and businessStatus may change; ${names.join(', ')} differ from the current Task.`,
  notConcept: (name: string) => `${name} must be a CodeableConcept (with its text).`,
  ifMatchRequired: 'A PUT needs If-Match with the version read (W/"<versionId>").',
  stale: (sent: string) => `The Task has changed since version ${sent}: read it again.`,
  transition: (from: string, to: string) =>
    `A laboratory may not set a Task from ${from} to ${to}: only a delivered Task (completed) to completed or rejected.`,
  notDelivered: (status: string) =>
    `The sample is not delivered to its destination (Task ${status}): the laboratory cannot complete or reject it yet.`,
  rejectedDefault: 'Rejected by the laboratory',
  reasonTooLong: (max: number) => `The reason is longer than ${max} characters.`,
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
