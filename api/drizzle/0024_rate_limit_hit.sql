-- One hit on a fixed-window counter of rate_limits: a new window when the old one is over, else one
-- more. The database's rate limiter (api/src/lib/rate-limit.ts) calls it, and so do the statements
-- that store an order, which count the buyer's address in the same transaction as the order, so
-- a replayed or refused order never counts. PL/pgSQL keeps the INSERT's plan for the session,
-- where a SQL function's body would be planned again each time an order's statement runs.
CREATE FUNCTION rate_limit_hit(hit_key text, window_seconds int) RETURNS TABLE (hits int, resets_at timestamptz)
LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY INSERT INTO rate_limits AS counter (key, count, reset_at)
  VALUES (hit_key, 1, now() + make_interval(secs => window_seconds))
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN counter.reset_at <= now() THEN 1 ELSE counter.count + 1 END,
    reset_at = CASE WHEN counter.reset_at <= now() THEN EXCLUDED.reset_at ELSE counter.reset_at END
  RETURNING counter.count, counter.reset_at;
END
$$;
