/** A backup or a restore that cannot be done, with a message for whoever runs the command. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
