-- The coins and networks the platform starts with (issue 7). Operators change limits and switches
-- in these rows; amounts are in the coin's own unit.
INSERT INTO coins (code, name, decimals, is_fiat, sort) VALUES
  ('BTC', 'Bitcoin', 8, false, 1),
  ('ETH', 'Ethereum', 8, false, 2),
  ('USDT', 'Tether USD', 6, false, 3),
  ('USDC', 'USD Coin', 6, false, 4),
  ('TRX', 'TRON', 6, false, 5),
  ('USD', 'US Dollar', 2, true, 10),
  ('EUR', 'Euro', 2, true, 11),
  ('GBP', 'British Pound', 2, true, 12);
--> statement-breakpoint
INSERT INTO coin_networks (coin, network, network_name, chain, contract_address, min_deposit, confirmations,
  withdraw_fee, withdraw_min, withdraw_max, withdraw_daily_max, review_threshold, sort) VALUES
  ('BTC', 'BTC', 'Bitcoin', 'bitcoin', NULL, 0.0001, 3, 0.0002, 0.001, 10, 20, 2, 1),
  ('ETH', 'ERC20', 'Ethereum (ERC-20)', 'ethereum', NULL, 0.001, 12, 0.002, 0.01, 200, 500, 50, 1),
  ('USDT', 'ERC20', 'Ethereum (ERC-20)', 'ethereum', '0xdAC17F958D2ee523a2206206994597C13D831ec7', 1, 12, 5, 10, 500000, 1000000, 100000, 1),
  ('USDT', 'TRC20', 'TRON (TRC-20)', 'tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 1, 19, 1, 10, 500000, 1000000, 100000, 2),
  ('USDC', 'ERC20', 'Ethereum (ERC-20)', 'ethereum', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 1, 12, 5, 10, 500000, 1000000, 100000, 1),
  ('TRX', 'TRC20', 'TRON (TRC-20)', 'tron', NULL, 1, 19, 1, 10, 1000000, 2000000, 200000, 1);
