/** Cron trigger: freezes the rankings of the periods that just closed. */
export async function runScheduled(_controller: ScheduledController, _env: Env): Promise<void> {}
