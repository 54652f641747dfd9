// `npm run openapi`: writes docs/openapi.json, the OpenAPI 3.1 document of the v1 API built from
// schemas/api/operations.ts. A test fails while the file is stale.
import fs from 'node:fs';
import path from 'node:path';
import { openApiText } from '../schemas/api/openapi';
import { repoRoot } from '../server/paths';

const OPENAPI_FILE = path.join(repoRoot, 'docs', 'openapi.json');

const text = openApiText();
const changed = !fs.existsSync(OPENAPI_FILE) || fs.readFileSync(OPENAPI_FILE, 'utf8') !== text;
if (changed) fs.writeFileSync(OPENAPI_FILE, text);
console.log(`docs/openapi.json ${changed ? 'written' : 'up to date'} (${(text.length / 1024).toFixed(0)} kB)`);
