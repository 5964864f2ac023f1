CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"category" text DEFAULT 'General' NOT NULL,
	"position" integer NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_acceptances" (
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "legal_acceptances_user_id_type_version_pk" PRIMARY KEY("user_id","type","version")
);
--> statement-breakpoint
CREATE TABLE "legal_document_versions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"version" integer NOT NULL,
	"key_points" text[] DEFAULT '{}'::text[] NOT NULL,
	"detailed" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" uuid
);
--> statement-breakpoint
CREATE UNIQUE INDEX "faqs_slug_key" ON "faqs" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "faqs_position_idx" ON "faqs" USING btree ("position");--> statement-breakpoint
CREATE INDEX "legal_acceptances_user_idx" ON "legal_acceptances" USING btree ("user_id","type","accepted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_document_versions_type_version_key" ON "legal_document_versions" USING btree ("type","version");--> statement-breakpoint
CREATE FUNCTION "legal_document_versions_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'legal document versions are immutable: publish a new version';
END
$$;--> statement-breakpoint
CREATE TRIGGER "legal_document_versions_no_change" BEFORE UPDATE OR DELETE ON "legal_document_versions"
  FOR EACH ROW EXECUTE FUNCTION "legal_document_versions_immutable"();--> statement-breakpoint
INSERT INTO "legal_document_versions" ("id", "type", "version", "key_points", "detailed", "published_at") VALUES
(gen_random_uuid(), 'mainTermsAndConditions', 1, ARRAY[
  'You must be at least 13 years old to use Lobby, and 18 to pay for sessions.',
  'Stars set their own prices; you pay the price shown at checkout, in the currency shown.',
  'Be respectful: harassment, cheating and hate speech get accounts banned.',
  'Refunds follow the cancellation policy of the gig you booked.'
]::text[], E'These terms govern your use of Lobby, a marketplace where fans book gaming sessions with streamers ("stars").\n\nAccounts. You are responsible for your account and for keeping your password secret. Tell us at once if you think someone else has used it.\n\nBookings and payments. A booking is confirmed once it is paid. Prices include the platform fee; taxes are shown where they apply. Refunds follow the cancellation policy of the gig, shown before you pay.\n\nConduct. Do not harass other players or stars, cheat, or share lobby codes with people who did not book. We may suspend or ban accounts that break these rules.\n\nChanges. We may update these terms; the version in force is always on this page, with its date.', now()),
(gen_random_uuid(), 'mainPrivacyPolicy', 1, ARRAY[
  'We collect what you give us (account, gamer tags, payments) and what you do on Lobby.',
  'We never sell your personal data.',
  'Payment card details are handled by our payment provider, not stored by us.',
  'You can ask for a copy of your data or for your account to be deleted.'
]::text[], E'This policy explains which personal data Lobby processes and why.\n\nWhat we collect. Your account details (name, username, email), gamer tags, bookings and payments, and technical data such as your IP address and browser, used for security and to show prices in your currency.\n\nWhy. To run the marketplace: to let you book and play, to pay stars, to prevent fraud and abuse, and to meet legal obligations.\n\nSharing. With the stars you book (your username and gamer tag), with payment providers, and with authorities where the law requires it. We never sell personal data.\n\nYour rights. You can access, correct or delete your data, and object to marketing, from your profile or by contacting us.', now()),
(gen_random_uuid(), 'vipQueueTermsAndConditions', 1, ARRAY[
  'A VIP place puts you ahead of the regular queue of that live session.',
  'You are not guaranteed a game: if the star does not play with you before the session ends, the price is refunded to your wallet.',
  'Be ready with the gamer tag you entered when the star calls you.'
]::text[], E'VIP places are sold for a single live session of a star.\n\nOrder. VIP fans are called in the order they paid, before anyone in the regular queue.\n\nRefunds. If the session ends before the star plays with you, the full price goes back to your Lobby wallet. If you leave the queue yourself or are not ready when called, there is no refund.\n\nConduct. The star may remove a fan who breaks the terms of service; a removed fan is refunded.', now()),
(gen_random_uuid(), 'cancellationPolicy', 1, ARRAY[
  'Each gig has one of three cancellation policies: Flexible, Moderate or Strict.',
  'The policy is shown on the gig before you pay and stays the one you booked under.',
  'Refunds go back the way you paid; a star who cancels refunds you in full.'
]::text[], E'You can cancel a paid slot booking from your orders. How much comes back depends on the gig''s policy and on how long before the slot starts you cancel; the tiers of each policy are listed on this page.\n\nIf the star cancels the slot, or it is not held, every fan is refunded in full.\n\nVIP places in a live queue follow the VIP queue terms instead.', now()),
(gen_random_uuid(), 'streamerAgreement', 1, ARRAY[
  'You keep your earnings minus the platform fee agreed with Lobby.',
  'Payouts are made to the bank account you give at onboarding once it is verified.',
  'You host the sessions you sell, on time, and treat fans with respect.'
]::text[], E'This agreement is between Lobby and you as a star selling gaming sessions on Lobby.\n\nSessions. You decide your gigs, slots and prices. You host what you sell at the time shown, or cancel in time so fans are refunded.\n\nEarnings and payouts. Each sale earns you its price minus the platform fee in force when it was sold. Payouts go to the verified bank account from your onboarding.\n\nConduct. You follow the terms of service and treat fans with respect. Lobby may suspend a star who repeatedly breaks them.', now());--> statement-breakpoint
INSERT INTO "faqs" ("id", "slug", "question", "answer", "category", "position") VALUES
(gen_random_uuid(), 'what-is-lobby', 'What is Lobby?', E'Lobby is a marketplace where fans book gaming sessions with their favourite streamers.\n\nYou can book a slot ahead of time or join a live queue while a star is streaming.', 'General', 1),
(gen_random_uuid(), 'how-do-i-book-a-session', 'How do I book a session?', E'Open a star''s profile, pick a gig and a slot, and pay at checkout.\n\nYou will find the lobby details in your upcoming sessions before the slot starts.', 'Booking', 2),
(gen_random_uuid(), 'can-i-cancel-a-booking', 'Can I cancel a booking?', E'Yes. Cancel from your orders; how much comes back depends on the gig''s cancellation policy and how early you cancel.\n\nSee the cancellation policy page for the tiers.', 'Booking', 3),
(gen_random_uuid(), 'what-is-a-vip-place', 'What is a VIP place in a live queue?', E'A paid place that is called before the regular queue.\n\nIf the star does not get to play with you before the session ends, the price is refunded to your wallet.', 'Live queues', 4),
(gen_random_uuid(), 'how-do-i-become-a-star', 'How do I become a star on Lobby?', E'Apply from the creator sign-up page. Once approved, complete your onboarding with your bank details and the signed streamer agreement to get paid.', 'Stars', 5);
