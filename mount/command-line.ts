import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Where a command writes: `process`, or a test's capture. */
export interface CliStreams {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

/**
 * A command's arguments read with `parseArgs`, or the exit code when there is nothing more to do: 0 after
 * printing the usage for `--help` (an option the config names), 2 after a bad option, with its message and the
 * usage. Shared by `check-page` and `npm run render`, so both answer the same way.
 */
export function readCommandLine<T extends ParseArgsConfig>(
  config: T,
  usage: string,
  io: CliStreams,
): ReturnType<typeof parseArgs<T>> | number {
  let args: ReturnType<typeof parseArgs<T>>;
  try {
    args = parseArgs(config);
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n${usage}\n`);
    return 2;
  }
  if ((args.values as { help?: boolean }).help) {
    io.stdout.write(`${usage}\n`);
    return 0;
  }
  return args;
}
