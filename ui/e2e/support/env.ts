/**
 * A setting `npm test` hands the specs (the stack's database, mail directory, fixture shop). A
 * spec run without it fails loudly rather than skipping: every spec must run and be able to fail.
 */
export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the specs through \`npm test\`.`);
  return value;
}
