/**
 * The CPU slowdown a Lighthouse run simulates, fitted to the machine it runs on.
 *
 * On its mobile profile Lighthouse simulates the phone by multiplying the time each task took on the host by
 * `cpuSlowdownMultiplier` (4). That figure assumes a host of a given speed. Lighthouse measures the host at the start
 * of every run and reports it as the run's `benchmarkIndex`. Its throttling guide and CPU calculator give the
 * multiplier that simulates the same phone on a host of any speed:
 * - 3× at an index of 1,300, one more for every 233 above;
 * - 2× at 800 to 3× at 1,300;
 * - 1× at 150 to 2× at 800.
 *
 * 4× matches a host of about 1,533. A shared machine can run at a fraction of its speed for minutes at a time; seen
 * here, the index went from 1,050 to 1,900 between one run and the next. With a fixed 4×, a slow spell made the
 * simulated phone half as fast as the one the budgets describe, and the scores fell by 10 points with the page
 * unchanged.
 *
 * So each run's slowdown follows its own host reading, but never goes above the profile's own: on a host faster than
 * Lighthouse assumes, the budgets are judged at 4×, as before. They never get harsher than Lighthouse's defaults, and
 * only a slow host gets a gentler multiplier.
 */

/** The slowdown that simulates Lighthouse's reference phone on a host with this benchmark index (its calculator). */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + Math.max(0, benchmarkIndex - 150) / 650;
}

/**
 * The slowdown to judge a run at: the profile's own (`profile`, 4 on mobile), or less on a host slower than Lighthouse
 * assumes. A profile that does not slow the CPU (the desktop preset's 1×), or a run without a host reading, keeps its
 * own. Rounded to two decimals, as a report shows it.
 */
export function slowdownFor(profile: number, benchmarkIndex: number | undefined): number {
  if (profile <= 1 || benchmarkIndex === undefined || !Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    return profile;
  return Math.round(Math.min(profile, calibratedSlowdown(benchmarkIndex)) * 100) / 100;
}
