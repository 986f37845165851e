/** "1 token", "12 tokens". */
export function tokens(count: number): string {
  return `${count.toLocaleString()} ${count === 1 ? 'token' : 'tokens'}`;
}

/** "1 run", "12 runs". */
export function runs(count: number): string {
  return `${count.toLocaleString()} ${count === 1 ? 'run' : 'runs'}`;
}
