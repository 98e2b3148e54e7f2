ALTER TABLE "team_members" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "invite_token_hash" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_invite_token_hash_key" UNIQUE("invite_token_hash");