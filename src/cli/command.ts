import type { Config } from '../config.js';
import type { ParsedArgs } from './args.js';

export interface CommandContext {
  config: Config;
  args: ParsedArgs;
  json: boolean;
  /** Writes the command's result: JSON with --json, else the human text. */
  print(result: unknown, human: string): void;
}

export interface Command {
  /** The words that select it, e.g. ["key", "create"]. */
  words: string[];
  usage: string;
  run(context: CommandContext): Promise<void>;
}
