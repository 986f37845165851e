import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { V1_SCHEMA_FILE } from '../api-client/v1-types';

const GENERATOR = path.join(__dirname, '../api-client/make-v1-types.ts');

// The typed client's types are the API's own: a change to a /v1 route that is not generated
// again (npm run api-client) fails here, not in a business's build. The generator runs in a
// process of its own: openapi-typescript is an ES module the test runner cannot load.
test('the /v1 client’s types are what the API’s routes generate today', async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', GENERATOR, '--print'],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  expect(await readFile(V1_SCHEMA_FILE, 'utf8')).toBe(stdout);
}, 60_000);
