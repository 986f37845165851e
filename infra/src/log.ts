/** The start and test scripts talk to a person: short lines, one prefix. */
export function say(message: string): void {
  process.stdout.write(`\x1b[36m▸\x1b[0m ${message}\n`);
}
