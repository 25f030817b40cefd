-- The Clever Coin ledger. award_clevercoin and spend_clevercoin are the only writers of
-- profiles.clevercoin_balance (and tokens, kept equal): each writes its ledger row and the
-- balance in the caller's transaction. A trigger refuses any other write of a balance.

CREATE OR REPLACE FUNCTION guard_clevercoin_balance() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('cleverplay.ledger_write', true), '') <> 'on' THEN
    IF TG_OP = 'INSERT' AND (NEW.clevercoin_balance <> 0 OR NEW.tokens <> 0) THEN
      RAISE EXCEPTION 'a profile starts with 0 Clever Coins; use award_clevercoin' USING ERRCODE = '42501';
    ELSIF TG_OP = 'UPDATE' AND (NEW.clevercoin_balance IS DISTINCT FROM OLD.clevercoin_balance
                                OR NEW.tokens IS DISTINCT FROM OLD.tokens) THEN
      RAISE EXCEPTION 'balances change only through award_clevercoin and spend_clevercoin' USING ERRCODE = '42501';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_guard_clevercoin_balance
BEFORE INSERT OR UPDATE ON profiles
FOR EACH ROW EXECUTE FUNCTION guard_clevercoin_balance();
--> statement-breakpoint
-- Pays p_amount once per (user, type, reference): a repeat, even a concurrent one, pays
-- nothing and answers false. The unique index clevercoin_transactions_award_once_idx decides.
CREATE OR REPLACE FUNCTION award_clevercoin(
  p_user_id uuid,
  p_amount integer,
  p_type text,
  p_reference_id text,
  p_description text
) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  v_ledger_id uuid;
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 THEN
    RAISE EXCEPTION 'award amount must be positive, got %', p_amount USING ERRCODE = '22023';
  END IF;

  INSERT INTO clevercoin_transactions (user_id, transaction_type, reason, amount, reference_id, description)
  VALUES (p_user_id, 'earn', coalesce(p_type, 'earn'), p_amount, p_reference_id, p_description)
  ON CONFLICT (user_id, reason, coalesce(reference_id, '')) WHERE transaction_type = 'earn' DO NOTHING
  RETURNING id INTO v_ledger_id;

  IF v_ledger_id IS NULL THEN
    RETURN false;
  END IF;

  PERFORM set_config('cleverplay.ledger_write', 'on', true);
  UPDATE profiles
     SET clevercoin_balance = clevercoin_balance + p_amount,
         tokens = tokens + p_amount
   WHERE id = p_user_id;
  PERFORM set_config('cleverplay.ledger_write', 'off', true);
  RETURN true;
END;
$$;
--> statement-breakpoint
-- Spends p_amount if the balance covers it (false otherwise); 20% of it, rounded down, is
-- recorded as burned. The conditional UPDATE takes the row lock, so concurrent spends queue
-- and each re-checks the balance: the balance can never go below zero.
CREATE OR REPLACE FUNCTION spend_clevercoin(
  p_user_id uuid,
  p_amount integer,
  p_reference_id text,
  p_description text
) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  v_updated integer;
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 THEN
    RAISE EXCEPTION 'spend amount must be positive, got %', p_amount USING ERRCODE = '22023';
  END IF;

  PERFORM set_config('cleverplay.ledger_write', 'on', true);
  UPDATE profiles
     SET clevercoin_balance = clevercoin_balance - p_amount,
         tokens = tokens - p_amount
   WHERE id = p_user_id
     AND clevercoin_balance >= p_amount;
  GET DIAGNOSTICS v_updated = ROW_COUNT;
  PERFORM set_config('cleverplay.ledger_write', 'off', true);

  IF v_updated = 0 THEN
    RETURN false;
  END IF;

  INSERT INTO clevercoin_transactions (user_id, transaction_type, reason, amount, burned, reference_id, description)
  VALUES (p_user_id, 'spend', 'spend', p_amount, p_amount / 5, p_reference_id, p_description);
  RETURN true;
END;
$$;
