/** A restore that cannot go on: `exitCode` 1 when it was refused (the target, the call), 2 for the archive. */
export class RestoreError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 2,
  ) {
    super(message);
  }
}
