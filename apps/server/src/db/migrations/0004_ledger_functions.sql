-- The ledger's writers (DESIGN §4). A transfer is one call of ledger_transfer: one round trip that
-- locks both accounts (lower id first), checks, inserts the immutable transfer row and updates both
-- balances. Business failures raise SQLSTATE LG000 with the message 'ledger:<code>'; the server maps
-- them to typed errors. A raise rolls back everything the call did.
-- Kinds: 0 posted at once, 1 pending (reserve), 2 post a pending one, 3 void a pending one.

-- Same id again: the same body is the first result ('exists'), another body is an error.
CREATE FUNCTION ledger_replay(
  t ledger_transfers, p_kind smallint, p_debit bigint, p_credit bigint, p_asset text,
  p_amount numeric, p_reason text, p_pending_id text
) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF t.kind = p_kind AND t.reason = p_reason AND (
       (p_kind < 2 AND t.debit_account_id = p_debit AND t.credit_account_id = p_credit
         AND t.asset = p_asset AND t.amount = p_amount)
    OR (p_kind >= 2 AND t.pending_id = p_pending_id AND (p_amount IS NULL OR t.amount = p_amount))
  ) THEN
    RETURN 'exists';
  END IF;
  RAISE EXCEPTION 'ledger:exists_with_different_fields' USING ERRCODE = 'LG000', DETAIL = t.id;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_transfer(
  p_id text, p_kind smallint, p_debit bigint, p_credit bigint, p_asset text, p_amount numeric,
  p_reason text, p_pending_id text
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_existing ledger_transfers;
  v_pending ledger_transfers;
  v_debit ledger_accounts;
  v_credit ledger_accounts;
  v_low ledger_accounts;
  v_high ledger_accounts;
BEGIN
  IF p_id IS NULL OR length(p_id) NOT BETWEEN 1 AND 128 THEN
    RAISE EXCEPTION 'ledger:invalid_id' USING ERRCODE = 'LG000';
  END IF;
  IF p_reason IS NULL OR p_reason = '' THEN
    RAISE EXCEPTION 'ledger:invalid_reason' USING ERRCODE = 'LG000';
  END IF;
  IF p_kind IN (2, 3) THEN
    -- Resolving a reservation: its accounts, asset and amount are those of the pending transfer.
    SELECT * INTO v_pending FROM ledger_transfers WHERE id = p_pending_id;
    IF NOT FOUND OR v_pending.kind <> 1 THEN
      SELECT * INTO v_existing FROM ledger_transfers WHERE id = p_id;
      IF FOUND THEN
        RETURN ledger_replay(v_existing, p_kind, p_debit, p_credit, p_asset, p_amount, p_reason, p_pending_id);
      END IF;
      RAISE EXCEPTION 'ledger:pending_not_found' USING ERRCODE = 'LG000', DETAIL = coalesce(p_pending_id, '');
    END IF;
    IF p_amount IS NOT NULL AND p_amount <> v_pending.amount THEN
      RAISE EXCEPTION 'ledger:amount_must_equal_pending' USING ERRCODE = 'LG000', DETAIL = p_pending_id;
    END IF;
    p_debit := v_pending.debit_account_id;
    p_credit := v_pending.credit_account_id;
    p_asset := v_pending.asset;
    p_amount := v_pending.amount;
  ELSIF p_kind IN (0, 1) THEN
    IF p_amount IS NULL OR p_amount <= 0 THEN
      RAISE EXCEPTION 'ledger:amount_must_be_positive' USING ERRCODE = 'LG000';
    END IF;
    IF p_debit IS NULL OR p_credit IS NULL OR p_debit = p_credit THEN
      RAISE EXCEPTION 'ledger:accounts_must_differ' USING ERRCODE = 'LG000';
    END IF;
    IF p_pending_id IS NOT NULL THEN
      RAISE EXCEPTION 'ledger:pending_id_not_allowed' USING ERRCODE = 'LG000';
    END IF;
  ELSE
    RAISE EXCEPTION 'ledger:invalid_kind' USING ERRCODE = 'LG000';
  END IF;

  -- Lower id first, in every call: two transfers never wait for each other in a cycle.
  SELECT * INTO v_low FROM ledger_accounts WHERE id = least(p_debit, p_credit) FOR NO KEY UPDATE;
  IF FOUND THEN
    SELECT * INTO v_high FROM ledger_accounts WHERE id = greatest(p_debit, p_credit) FOR NO KEY UPDATE;
  END IF;
  -- Under the locks this sees every committed transfer: a concurrent twin with this id is found
  -- here rather than misread as a shortage of funds.
  SELECT * INTO v_existing FROM ledger_transfers WHERE id = p_id;
  IF FOUND THEN
    RETURN ledger_replay(v_existing, p_kind, p_debit, p_credit, p_asset, p_amount, p_reason, p_pending_id);
  END IF;
  IF v_low.id IS NULL OR v_high.id IS NULL THEN
    RAISE EXCEPTION 'ledger:account_not_found' USING ERRCODE = 'LG000';
  END IF;
  IF v_low.id = p_debit THEN v_debit := v_low; v_credit := v_high;
  ELSE v_debit := v_high; v_credit := v_low; END IF;
  IF v_debit.asset <> p_asset OR v_credit.asset <> p_asset THEN
    RAISE EXCEPTION 'ledger:asset_mismatch' USING ERRCODE = 'LG000';
  END IF;

  IF p_kind >= 2 THEN
    IF EXISTS (SELECT 1 FROM ledger_transfers WHERE pending_id = p_pending_id) THEN
      RAISE EXCEPTION 'ledger:pending_already_resolved' USING ERRCODE = 'LG000', DETAIL = p_pending_id;
    END IF;
  ELSIF v_debit.must_not_overdraw
    AND v_debit.credits_posted - v_debit.debits_posted - v_debit.debits_pending < p_amount THEN
    RAISE EXCEPTION 'ledger:insufficient_funds' USING ERRCODE = 'LG000', DETAIL = v_debit.id::text;
  END IF;

  INSERT INTO ledger_transfers (id, kind, debit_account_id, credit_account_id, asset, amount, reason, pending_id)
  VALUES (p_id, p_kind, p_debit, p_credit, p_asset, p_amount, p_reason, p_pending_id)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    -- Only reachable if a twin slipped past the locks; the unique indexes still keep it single.
    RAISE EXCEPTION 'ledger:pending_already_resolved' USING ERRCODE = 'LG000', DETAIL = coalesce(p_pending_id, p_id);
  END IF;

  IF p_kind = 0 THEN
    UPDATE ledger_accounts SET debits_posted = debits_posted + p_amount WHERE id = p_debit;
    UPDATE ledger_accounts SET credits_posted = credits_posted + p_amount WHERE id = p_credit;
  ELSIF p_kind = 1 THEN
    UPDATE ledger_accounts SET debits_pending = debits_pending + p_amount WHERE id = p_debit;
    UPDATE ledger_accounts SET credits_pending = credits_pending + p_amount WHERE id = p_credit;
  ELSIF p_kind = 2 THEN
    UPDATE ledger_accounts
      SET debits_pending = debits_pending - p_amount, debits_posted = debits_posted + p_amount
      WHERE id = p_debit;
    UPDATE ledger_accounts
      SET credits_pending = credits_pending - p_amount, credits_posted = credits_posted + p_amount
      WHERE id = p_credit;
  ELSE
    UPDATE ledger_accounts SET debits_pending = debits_pending - p_amount WHERE id = p_debit;
    UPDATE ledger_accounts SET credits_pending = credits_pending - p_amount WHERE id = p_credit;
  END IF;
  RETURN 'created';
END $$;
--> statement-breakpoint
-- Several transfers, all or none, in one round trip. Every account they touch is locked first, in
-- id order, so a batch cannot deadlock with another batch or with single transfers.
CREATE FUNCTION ledger_transfer_batch(
  p_ids text[], p_kinds smallint[], p_debits bigint[], p_credits bigint[], p_assets text[],
  p_amounts numeric[], p_reasons text[], p_pending_ids text[]
) RETURNS text[] LANGUAGE plpgsql AS $$
DECLARE
  n int := coalesce(array_length(p_ids, 1), 0);
  v_results text[] := '{}';
BEGIN
  IF n = 0 OR n > 100 THEN
    RAISE EXCEPTION 'ledger:batch_size' USING ERRCODE = 'LG000';
  END IF;
  IF array_length(p_kinds, 1) IS DISTINCT FROM n OR array_length(p_debits, 1) IS DISTINCT FROM n
    OR array_length(p_credits, 1) IS DISTINCT FROM n OR array_length(p_assets, 1) IS DISTINCT FROM n
    OR array_length(p_amounts, 1) IS DISTINCT FROM n OR array_length(p_reasons, 1) IS DISTINCT FROM n
    OR array_length(p_pending_ids, 1) IS DISTINCT FROM n THEN
    RAISE EXCEPTION 'ledger:batch_shape' USING ERRCODE = 'LG000';
  END IF;
  PERFORM 1 FROM ledger_accounts
  WHERE id IN (
    SELECT unnest(p_debits) UNION SELECT unnest(p_credits)
    UNION SELECT debit_account_id FROM ledger_transfers WHERE id = ANY (p_pending_ids)
    UNION SELECT credit_account_id FROM ledger_transfers WHERE id = ANY (p_pending_ids)
  )
  ORDER BY id FOR NO KEY UPDATE;
  FOR i IN 1..n LOOP
    v_results := v_results || ledger_transfer(
      p_ids[i], p_kinds[i], p_debits[i], p_credits[i], p_assets[i], p_amounts[i], p_reasons[i], p_pending_ids[i]);
  END LOOP;
  RETURN v_results;
END $$;
--> statement-breakpoint
-- The account for a key, created on first use. Accounts are never deleted, so callers cache ids.
CREATE FUNCTION ledger_account(
  p_owner integer, p_role text, p_asset text, p_wallet smallint, p_network text, p_must_not_overdraw boolean
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  FOR attempt IN 1..2 LOOP
    -- Two shapes, so each lookup can use the unique index (IS NOT DISTINCT FROM cannot).
    IF p_owner IS NOT NULL THEN
      SELECT id INTO v_id FROM ledger_accounts
      WHERE owner_user_id = p_owner AND system_role IS NULL AND asset = p_asset
        AND wallet_type = p_wallet AND network = p_network;
    ELSE
      SELECT id INTO v_id FROM ledger_accounts
      WHERE owner_user_id IS NULL AND system_role = p_role AND asset = p_asset
        AND wallet_type IS NULL AND network = p_network;
    END IF;
    IF v_id IS NOT NULL OR attempt = 2 THEN RETURN v_id; END IF;
    INSERT INTO ledger_accounts (owner_user_id, system_role, asset, wallet_type, network, must_not_overdraw)
    VALUES (p_owner, p_role, p_asset, p_wallet, p_network, p_must_not_overdraw)
    ON CONFLICT DO NOTHING
    RETURNING id INTO v_id;
    IF v_id IS NOT NULL THEN RETURN v_id; END IF;
  END LOOP;
  RETURN v_id;
END $$;
--> statement-breakpoint
-- History is never rewritten: a correction is a new (reversing) transfer.
CREATE FUNCTION ledger_transfers_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger transfers are immutable' USING ERRCODE = 'LG001';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_update BEFORE UPDATE OR DELETE ON ledger_transfers
FOR EACH ROW EXECUTE FUNCTION ledger_transfers_immutable();
