import { BUNDLE_MAX_BYTES } from '@studio/api/contract/catalogue-bundle';

export type BundleFile = { name: string; bundle: unknown };

/** The file's text, through FileReader: every browser has it (and so does the tests' jsdom). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * Reads a chosen file as a bundle's JSON, or says in words why it cannot: too big (checked
 * before reading, as the server would refuse it) or not JSON. Whether it is a bundle is the
 * server's dry run to say, with every problem.
 */
export async function readBundleFile(file: File): Promise<BundleFile> {
  if (file.size > BUNDLE_MAX_BYTES) {
    throw new Error(
      `“${file.name}” is ${megabytes(file.size)}; a bundle may be at most ${megabytes(BUNDLE_MAX_BYTES)}.`,
    );
  }
  try {
    return { name: file.name, bundle: JSON.parse(await readText(file)) as unknown };
  } catch {
    throw new Error(`“${file.name}” is not a JSON file. Choose a bundle exported from this app.`);
  }
}
