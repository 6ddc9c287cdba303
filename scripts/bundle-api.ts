/** Writes api-spec/openapi.json from the sources (also done by generate:api). */
import { writeFileSync } from 'node:fs';
import { buildContract, bundlePath, serializeContract } from './lib/contract';

writeFileSync(bundlePath, serializeContract(buildContract()));
console.log(`wrote ${bundlePath}`);
