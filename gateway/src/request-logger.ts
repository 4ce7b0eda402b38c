import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions } from 'pino';
import { jsonString } from './request-log.ts';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger (request.log, reply.log), with the request's id among its fields. The logger's own child is
 * made when the request first logs something through it; most requests never do (the request log writes its line
 * itself, see request-log.ts), and a child costs an object of the logger's, its fields put together as JSON and,
 * under load, the collection of both, on every request.
 *
 * Until then it answers from its parent: whether a level is enabled, and the fields a line would carry.
 */
export class RequestLogger {
  private made: pino.Logger | null = null;

  constructor(
    private readonly parent: pino.Logger,
    private readonly ownBindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {
    // a route's own level or serializers make the child at once: its answers differ from the parent's
    if (options.level !== undefined || options.serializers !== undefined)
      this.made = parent.child(ownBindings, options);
  }

  /** The logger's own child for this request, made on first use. */
  private get logger(): pino.Logger {
    return (this.made ??= this.parent.child(this.ownBindings, this.options));
  }

  get level(): pino.LevelWithSilentOrString {
    return (this.made ?? this.parent).level;
  }
  set level(level: pino.LevelWithSilentOrString) {
    this.logger.level = level;
  }

  isLevelEnabled(level: pino.LevelWithSilentOrString): boolean {
    return (this.made ?? this.parent).isLevelEnabled(level);
  }

  /** The fields every line of this request carries, as the logger writes them: `,"pid":…,"reqId":"…"`. */
  chindings(): string {
    if (this.made) return (this.made as unknown as Record<symbol, string>)[pino.symbols.chindingsSym]!;
    let fields = (this.parent as unknown as Record<symbol, string>)[pino.symbols.chindingsSym]!;
    for (const key in this.ownBindings) {
      const value: unknown = this.ownBindings[key];
      fields += `,${jsonString(key)}:${typeof value === 'string' ? jsonString(value) : JSON.stringify(value)}`;
    }
    return fields;
  }

  private write(level: Level, args: unknown[]): void {
    if (this.made === null && !this.parent.isLevelEnabled(level)) return;
    const logger = this.logger;
    (logger[level] as (...a: unknown[]) => void).apply(logger, args);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  bindings(): Bindings {
    return this.logger.bindings();
  }

  flush(cb?: (err?: Error) => void): void {
    this.parent.flush(cb);
  }
}

/** Fastify's childLoggerFactory: each request's logger made when first used. */
export const requestLoggers: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (
  logger,
  bindings,
  options,
) {
  // its level methods take what pino's do, and hand it on as it came
  return new RequestLogger(logger as pino.Logger, bindings, options) as unknown as FastifyBaseLogger;
};
