import { writeFile } from 'node:fs/promises';
import { say } from '../log';
import { V1_SCHEMA_FILE, v1SchemaText } from './v1-types';

/**
 * `npm run api-client`: writes the `/v1` client's types from the API's routes again; with
 * `--print`, prints them instead (the test that keeps the file current compares the two).
 */
async function main(): Promise<void> {
  const text = await v1SchemaText();
  if (process.argv.includes('--print')) {
    process.stdout.write(text);
    return;
  }
  await writeFile(V1_SCHEMA_FILE, text);
  say(`wrote ${V1_SCHEMA_FILE}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
