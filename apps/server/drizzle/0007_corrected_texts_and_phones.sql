-- A rejection without a reason used to record 'automatically Cancel'; customers now read
-- 'Declined by the business', also on the rejections made before.
UPDATE "appointments" SET "cancellation_reason" = 'Declined by the business' WHERE "cancellation_reason" = 'automatically Cancel';
--> statement-breakpoint
-- Phone numbers are stored in E.164. Before, only digits (and a leading +) were accepted, so a
-- stored number is a New Zealand national number (0 then the area or mobile code), 64 then
-- the national number without its 0, or already international; the first two become +64.
UPDATE "businesses" SET "contact_number" = '+64' || substr("contact_number", 2) WHERE "contact_number" ~ '^0[2-9][0-9]{6,9}$';
--> statement-breakpoint
UPDATE "businesses" SET "contact_number" = '+' || "contact_number" WHERE "contact_number" ~ '^64[2-9][0-9]{6,9}$';
--> statement-breakpoint
UPDATE "users" SET "mobile_number" = '+64' || substr("mobile_number", 2) WHERE "mobile_number" ~ '^0[2-9][0-9]{6,9}$';
--> statement-breakpoint
UPDATE "users" SET "mobile_number" = '+' || "mobile_number" WHERE "mobile_number" ~ '^64[2-9][0-9]{6,9}$';
