import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';

/** The one way the server, the build and the tests build an ajv instance: every violation reported, formats known. */
export function createAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, ...options });
  addFormats(ajv);
  return ajv;
}
