/** A failure the CLI explains in one sentence; `exitCode` 2 means the command was misused. */
export class CliError extends Error {
  constructor(message, exitCode = 1) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}
