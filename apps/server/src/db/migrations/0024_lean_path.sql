-- One round trip for a limited, idempotent money move (issue 31): the request key, the security
-- hold, the rolling total under the user's lock, the ledger's move and the stored result, in the
-- order and with the locks of the building blocks (ledger/flows: idempotent-request, rolling-limit,
-- the hold guard), as one statement: one implicit transaction, no BEGIN/COMMIT round trips. The
-- server passes the rule's inputs (the maximum, the window's start) so the rule stays its own; a
-- refusal raises SQLSTATE LG002 with the message 'flow:<refusal>' and rolls everything back (a
-- refusal is no result: the request key is free again, as with `idempotent`).
--
-- Moves are posted transfers through ledger_transfer / ledger_transfer_batch (the ledger's writers).
-- Answers {"replayed": bool, "result": jsonb}: the first result for a known key and body.
CREATE FUNCTION ledger_move_once(
  p_key text, p_body_hash text, p_result jsonb, p_now timestamptz,
  p_user integer, p_check_hold boolean,
  p_limit_max numeric, p_limit_since timestamptz, p_limit_asset text, p_limit_prefix text, p_limit_amount numeric,
  p_ids text[], p_debits bigint[], p_credits bigint[], p_asset text, p_amounts numeric[], p_reasons text[]
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_first idempotent_requests;
  v_hold timestamptz;
  v_used numeric;
  n int := coalesce(array_length(p_ids, 1), 0);
BEGIN
  -- The key first: a parallel call with the same key waits here for this one's commit.
  IF p_key IS NOT NULL THEN
    INSERT INTO idempotent_requests (key, body_hash, result, created_at)
    VALUES (p_key, p_body_hash, null, p_now) ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      SELECT * INTO v_first FROM idempotent_requests WHERE key = p_key;
      IF NOT FOUND OR v_first.body_hash <> p_body_hash THEN
        RAISE EXCEPTION 'flow:conflict' USING ERRCODE = 'LG002';
      END IF;
      RETURN jsonb_build_object('replayed', true, 'result', v_first.result);
    END IF;
  END IF;
  -- The hold, and the user's lock in the same read when a limit follows (rolling-limit's lockUser).
  IF p_limit_max IS NOT NULL THEN
    SELECT security_hold_until INTO v_hold FROM users WHERE id = p_user FOR NO KEY UPDATE;
  ELSIF p_check_hold THEN
    SELECT security_hold_until INTO v_hold FROM users WHERE id = p_user;
  END IF;
  -- In milliseconds, as the guard compares JavaScript dates.
  IF p_check_hold AND v_hold IS NOT NULL AND date_trunc('milliseconds', v_hold) > p_now THEN
    RAISE EXCEPTION 'flow:hold' USING ERRCODE = 'LG002',
      DETAIL = floor(extract(epoch FROM v_hold) * 1000)::bigint::text;
  END IF;
  -- Under the lock, a new statement: it sees every move of this user committed before it
  -- (the ledger's movedOut, the same sum).
  IF p_limit_max IS NOT NULL THEN
    SELECT coalesce(sum(t.amount), 0) INTO v_used
    FROM ledger_transfers t JOIN ledger_accounts d ON d.id = t.debit_account_id
    WHERE d.owner_user_id = p_user AND t.asset = p_limit_asset AND t.kind = 0
      AND t.id LIKE p_limit_prefix || '%' AND t.created_at >= p_limit_since;
    -- The contract's exceedsRollingMax: used + amount > max.
    IF v_used + p_limit_amount > p_limit_max THEN
      RAISE EXCEPTION 'flow:limit' USING ERRCODE = 'LG002', DETAIL = v_used::text;
    END IF;
  END IF;
  IF n = 1 THEN
    PERFORM ledger_transfer(p_ids[1], 0::smallint, p_debits[1], p_credits[1], p_asset, p_amounts[1], p_reasons[1], null);
  ELSE
    PERFORM ledger_transfer_batch(
      p_ids, array_fill(0::smallint, ARRAY[n]), p_debits, p_credits, array_fill(p_asset, ARRAY[n]),
      p_amounts, p_reasons, array_fill(null::text, ARRAY[n]));
  END IF;
  IF p_key IS NOT NULL THEN
    UPDATE idempotent_requests SET result = p_result WHERE key = p_key;
  END IF;
  RETURN jsonb_build_object('replayed', false, 'result', p_result);
END $$;
