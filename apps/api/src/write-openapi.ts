/**
 * npm run lint:openapi writes the API's OpenAPI document with this (`tsx apps/api/src/write-openapi.ts <file>`),
 * then lints it with Redocly (redocly.yaml).
 */
import fs from 'node:fs/promises';
import { openApiDocument } from './openapi-document';

const file = process.argv[2];
if (!file) throw new Error('usage: write-openapi.ts <file.json>');
await fs.writeFile(file, JSON.stringify(await openApiDocument(), null, 2));
console.log(`write-openapi: ${file}`);
