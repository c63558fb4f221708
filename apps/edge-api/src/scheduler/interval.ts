// The Node entry's scheduler: runs the due deliveries every intervalMs. It skips a tick while the
// previous run is still going (overlap would be safe, only wasteful), and stop() waits for the run in
// flight so a shutdown does not cut a send between the network's answer and our write.
import { jobLog } from "../lib/log.ts";
import { purgeExpiredRows } from "./retention.ts";
import { runDueDeliveries, type SchedulerDeps } from "./run-due-deliveries.ts";

export const SCHEDULER_INTERVAL_MS = 30_000;
/** The clean-up of expired rows: once a day, and once soon after start. */
export const RETENTION_INTERVAL_MS = 24 * 60 * 60_000;

export function startScheduler(deps: SchedulerDeps, intervalMs = SCHEDULER_INTERVAL_MS): { stop: () => Promise<void> } {
  let running: Promise<unknown> | null = null;
  const log = jobLog("scheduler");
  const tick = () => {
    if (running) return;
    running = runDueDeliveries(deps, deps.now())
      .catch((err: unknown) => log.error("scheduler run failed", err))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  const cleanUp = () => {
    purgeExpiredRows(deps, deps.now()).catch((err: unknown) => log.error("retention clean-up failed", err));
  };
  const daily = setInterval(cleanUp, RETENTION_INTERVAL_MS);
  daily.unref();
  const firstCleanUp = setTimeout(cleanUp, 5_000);
  firstCleanUp.unref();
  // A first run soon after start publishes what fell due while the process was down.
  const first = setTimeout(tick, 1_000);
  first.unref();
  return {
    async stop() {
      clearInterval(timer);
      clearTimeout(first);
      clearInterval(daily);
      clearTimeout(firstCleanUp);
      await running;
    },
  };
}
