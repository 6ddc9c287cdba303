/**
 * Servers the tests start (in process through testConfig, or as processes: cluster, worker
 * and local servers inherit this environment) keep no quiet hours unless a brand sets its own:
 * their sends go at whatever hour CI runs, Israel's night included (domain/quietHours.ts;
 * quiet hours are tested where a brand or a test sets them).
 */
process.env.QUIET_HOURS_DEFAULT ??= 'none';
