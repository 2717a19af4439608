/** Arguments the command cannot take: the CLI prints the message and its usage, and exits with 64. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
