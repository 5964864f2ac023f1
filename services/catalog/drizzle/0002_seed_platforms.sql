-- The six platforms of spec §3 (PlatformNames), with fixed ids so every environment agrees on them.
INSERT INTO "platforms" ("id", "name", "slug", "position") VALUES
  ('01a1fd90-45d9-737c-b065-f4e4711270d2', 'PlayStation', 'playstation', 1),
  ('01a1fd90-45da-77de-ad37-cafc12455abe', 'Nintendo Switch', 'nintendo-switch', 2),
  ('01a1fd90-45da-77de-ad37-cc6a3bddc508', 'XBOX', 'xbox', 3),
  ('01a1fd90-45da-77de-ad37-d3e28b543c8b', 'PC', 'pc', 4),
  ('01a1fd90-45da-77de-ad37-d78ba705c0a2', 'Android', 'android', 5),
  ('01a1fd90-45da-77de-ad37-d96560f65a15', 'iOS', 'ios', 6)
ON CONFLICT DO NOTHING;
