-- An order placed in one statement (api/src/commerce/one-statement-order.ts) inserts its rows and
-- holds its seats together; when the seats cannot be held it calls this, and the error undoes the
-- whole statement, so no order is ever stored without its seats.
CREATE FUNCTION order_refused(reason text) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'order refused: %', reason USING ERRCODE = 'SR001';
END
$$;
