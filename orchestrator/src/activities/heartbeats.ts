/**
 * How often node activities heartbeat, and how often the worker passes heartbeats on to Temporal.
 *
 * Temporal delivers an activity's cancellation only in the answer to a heartbeat, so these two
 * numbers bound how long a cancelled run keeps calling a provider. The worker throttles heartbeats:
 * by default to 80% of the activity's heartbeatTimeout (10 s in runGraph: one heartbeat in 8 s,
 * so a cancellation could take 8–10 s to arrive) and to 30 s for activities without one. At half
 * a second each, a cancellation reaches the activity within about half a second (plus the round
 * trip), which the activity's signal then passes to the provider's HTTP request at once.
 *
 * The price is two heartbeat calls a second per running node activity, each a small write of the
 * activity's state on the Temporal server (and, on Temporal Cloud, a billed action): at most 16 a
 * second for a worker running the AI queue's 8 activities at a time. That is little beside a
 * provider call left running (and paid for) after a cancel. Liveness is unchanged: runGraph's
 * heartbeatTimeout (10 s) still declares a silent worker dead. Measured in
 * __tests__/run-cancellation.test.ts: about 0.5 s from cancel to the provider's request closed
 * (about 8 s with a heartbeat every 2 s and the default throttle).
 */
export const HEARTBEAT_INTERVAL_MS = 500;

/** The worker's `maxHeartbeatThrottleInterval` and `defaultHeartbeatThrottleInterval`. */
export const HEARTBEAT_THROTTLE_MS = 500;
