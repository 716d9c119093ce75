// The admission count every rate limit of the Node server uses, the way nginx's `limit_req` counts.

/**
 * A @fastify/rate-limit store that admits the way nginx's `limit_req rate=N burst=B nodelay` does: a
 * bucket per client that drains `perSecond` and holds `burst` requests beyond the one being served. With
 * `max` = burst + 1, the plugin refuses exactly what nginx refuses; a refused request adds nothing.
 * Drained clients are forgotten on a sweep every 1,000 requests, so the table holds only the clients of
 * the last ~burst/perSecond seconds (memory stays flat under any number of addresses).
 */
export function leakyBucketStore(rate: { perSecond: number; burst: number }, now: () => number = Date.now) {
  const buckets = new Map<string, { level: number; at: number }>();
  let counted = 0;
  const drained = (bucket: { level: number; at: number }, time: number) =>
    Math.max(0, bucket.level - ((time - bucket.at) / 1000) * rate.perSecond);

  return class LeakyBucketStore {
    incr(key: string, callback: (error: Error | null, result: { current: number; ttl: number }) => void) {
      const time = now();
      if (++counted % 1000 === 0) {
        for (const [client, bucket] of buckets) {
          if (drained(bucket, time) === 0) buckets.delete(client);
        }
      }
      const bucket = buckets.get(key);
      const level = bucket ? drained(bucket, time) : 0;
      // Until the bucket has room for one more: the client's Retry-After.
      const ttl = Math.ceil(1000 / rate.perSecond);
      if (level + 1 > rate.burst + 1) {
        buckets.set(key, { level, at: time });
        callback(null, { current: rate.burst + 2, ttl });
        return;
      }
      buckets.set(key, { level: level + 1, at: time });
      callback(null, { current: Math.ceil(level + 1), ttl });
    }
    child(): LeakyBucketStore {
      return this;
    }
    /** How many clients are remembered (for tests). */
    static get size(): number {
      return buckets.size;
    }
  };
}
