// One logger per request. Every line carries the request id the client also sees (X-Request-Id,
// and the 500 answer's requestId), so a failed e-mail or provider call is found beside the request
// that caused it. Routes take it from c.var.log and hand it to services, which never write to the
// console themselves.

export interface Log {
  /** Something failed that the answer does not show (an e-mail after a commit, a provider call). */
  error(message: string, err?: unknown): void;
  info(message: string): void;
}

/** Where lines end up: the console on Node and Workers; tests pass their own to read them. */
export type LogSink = Pick<Console, "error" | "log">;

/** A logger for work no request started (a scheduler run, a start-up task): the job's name and a run id. */
export function jobLog(job: string, sink: LogSink = console): Log {
  return requestLog(`${job}-${crypto.randomUUID().slice(0, 8)}`, sink);
}

export function requestLog(requestId: string, sink: LogSink = console): Log {
  return {
    error: (message, err) =>
      err === undefined ? sink.error(`[${requestId}] ${message}`) : sink.error(`[${requestId}] ${message}`, err),
    info: (message) => sink.log(`[${requestId}] ${message}`),
  };
}
