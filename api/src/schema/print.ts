/** Writes api/schema.graphql from the builder (`npm run codegen` runs this before graphql-codegen). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { printSchemaFile } from './printed.ts';

const target = fileURLToPath(new URL('../../schema.graphql', import.meta.url));
writeFileSync(target, printSchemaFile());
console.log(`wrote ${target}`);
