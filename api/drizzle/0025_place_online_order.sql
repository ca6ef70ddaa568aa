-- An online order of one seat row, stored whole by one call (api/src/commerce/one-statement-order.ts):
-- the address's count, the order, its lines, its payment attempt and, last, the seats' hold. Each
-- step is a statement of its own inside the call, so the lines' foreign-key checks run when the
-- lines are written, before the seat row is locked; the row is then locked only from its UPDATE to
-- the commit. Any refusal raises through order_refused() (migration 0023), which undoes the whole
-- call: no count, order or hold stays without the others.
CREATE FUNCTION place_online_order(
  order_code text, buyer_id int, total int, buyer_name text, buyer_phone text, buyer_email text, order_locale text,
  request_key text, hash_of_request text, buyer_ip text, hold_until timestamptz,
  seat_type_id int, seat_date date, seat_count int, line_title jsonb,
  line_audiences text[], line_quantities int[], line_unit_prices int[], line_totals int[],
  counter_key text, allowance int, window_seconds int
) RETURNS TABLE (placed_order int, placed_payment int, payment_ref text, payment_created_ms float8)
LANGUAGE plpgsql AS $$
DECLARE
  new_order_id int;
  new_payment_id int;
  payment_created timestamptz;
BEGIN
  IF allowance > 0 AND (SELECT hits FROM rate_limit_hit(counter_key, window_seconds)) > allowance THEN
    PERFORM order_refused('too many orders');
  END IF;

  INSERT INTO orders (code, user_id, payment_method, total_amount, contact_name, contact_phone, contact_email, locale, idempotency_key, request_hash, client_ip, hold_expires_at)
  VALUES (order_code, buyer_id, 'vnpay', total, buyer_name, buyer_phone, buyer_email, order_locale, request_key, hash_of_request, buyer_ip, hold_until)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO new_order_id;
  IF new_order_id IS NULL THEN
    PERFORM order_refused('key taken');
  END IF;

  -- The unit prices may come from a list read a few seconds ago: each must still be the listed one.
  IF NOT coalesce((SELECT is_active FROM ticket_types WHERE id = seat_type_id), false) OR EXISTS (
    SELECT 1 FROM unnest(line_audiences::audience[], line_unit_prices) AS line (audience, unit_price)
    LEFT JOIN ticket_prices AS listed ON listed.ticket_type_id = seat_type_id AND listed.audience = line.audience
    WHERE CASE WHEN line.audience = 'infant' THEN line.unit_price <> 0 ELSE listed.price IS DISTINCT FROM line.unit_price END
  ) THEN
    PERFORM order_refused('prices changed');
  END IF;

  INSERT INTO order_items (order_id, kind, ticket_type_id, audience, visit_date, title, quantity, unit_price, line_total)
  SELECT new_order_id, 'ticket', seat_type_id, line.audience, seat_date, line_title, line.quantity, line.unit_price, line.line_total
  FROM unnest(line_audiences::audience[], line_quantities, line_unit_prices, line_totals) AS line (audience, quantity, unit_price, line_total);

  new_payment_id := nextval(pg_get_serial_sequence('payments', 'id'));
  INSERT INTO payments (id, order_id, provider, amount, status, provider_ref)
  VALUES (new_payment_id, new_order_id, 'vnpay', total, 'pending', order_code || '-' || new_payment_id)
  RETURNING created_at INTO payment_created;

  -- Its WHERE names only the seat row: PostgreSQL re-checks it on the row's newest version when
  -- another order changed it while this one waited for its lock.
  UPDATE ticket_inventory SET held = held + seat_count
  WHERE ticket_type_id = seat_type_id AND visit_date = seat_date AND closed_reason IS NULL AND capacity - held - sold >= seat_count;
  IF NOT FOUND THEN
    PERFORM order_refused('seats');
  END IF;

  RETURN QUERY SELECT new_order_id, new_payment_id, order_code || '-' || new_payment_id, (extract(epoch FROM payment_created) * 1000)::float8;
END
$$;
