-- The database's own ceiling for one online order on a hot date, run by pgbench (scripts/bench/rush.mjs):
-- the rows the site writes for a two-adult VNPay order (the order, its ticket line, its payment
-- attempt) and the conditional UPDATE of the date's seat row, in one transaction, one statement
-- per round trip, with the seat row taken last so its lock is held only until COMMIT.
-- pgbench -D sets :ticket (a ticket type id) and :day (a visit date as YYYYMMDD: pgbench substitutes numbers best).
\set n random(1, 2000000000)
BEGIN;
INSERT INTO orders (code, payment_method, total_amount, contact_name, contact_phone, locale, idempotency_key, request_hash, client_ip, hold_expires_at)
  VALUES ('PG' || :client_id || '-' || :n || '-' || floor(random() * 1e9)::bigint, 'vnpay', 400000, 'Khách Đo Tải', '0905123456', 'vi',
          'pgbench-' || gen_random_uuid(), md5(:n::text), '10.9.0.1', now() + interval '15 minutes')
  RETURNING id AS order_id \gset
INSERT INTO order_items (order_id, kind, ticket_type_id, audience, visit_date, title, quantity, unit_price, line_total)
  VALUES (:order_id, 'ticket', :ticket, 'adult', to_date(:day::text, 'YYYYMMDD'), '{"vi":"Vé","en":"Ticket"}', 2, 200000, 400000);
INSERT INTO payments (order_id, provider, amount, status, provider_ref) VALUES (:order_id, 'vnpay', 400000, 'pending', 'PG-' || :order_id);
UPDATE ticket_inventory SET held = held + 2
  WHERE ticket_type_id = :ticket AND visit_date = to_date(:day::text, 'YYYYMMDD') AND closed_reason IS NULL AND capacity - held - sold >= 2;
END;
