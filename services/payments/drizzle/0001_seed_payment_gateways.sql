-- The three ways to pay, with fixed ids so every environment agrees on them. Which card gateway shows
-- (stripe or sandbox) depends on whether STRIPE_SECRET_KEY is configured, not on these rows.
INSERT INTO "payment_gateways" ("id", "name", "display_name", "priority") VALUES
  ('019aa5d0-0001-7000-8000-000000000001', 'stripe', 'Card (Stripe)', 1),
  ('019aa5d0-0001-7000-8000-000000000002', 'sandbox', 'Card (sandbox)', 2),
  ('019aa5d0-0001-7000-8000-000000000003', 'wallet', 'Wallet', 3);
