-- Addresses are verified from now on. Accounts that already have a password count as verified at this
-- moment: they signed up before verification existed, and sending every member a link to click before
-- they may join a company would lock out real people to close a door only new sign-ups can use.
-- Accounts created by an invitation and never claimed (no password) stay unverified.
ALTER TABLE "memberships" DROP CONSTRAINT "memberships_status_check";--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "invited_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_status_check" CHECK ("memberships"."status" in ('invited', 'pending', 'approved', 'rejected', 'suspended', 'left'));--> statement-breakpoint
UPDATE "users" SET "email_verified_at" = now() WHERE "password_hash" IS NOT NULL;
