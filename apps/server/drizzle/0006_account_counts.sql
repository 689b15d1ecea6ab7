CREATE TABLE "account_counts" (
	"role" "role" NOT NULL,
	"is_active" boolean NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "account_counts_role_is_active_pk" PRIMARY KEY("role","is_active")
);
--> statement-breakpoint
-- One row per role and activity, counted once here and then kept by the trigger below.
INSERT INTO "account_counts" ("role", "is_active", "total")
SELECT r.role, a.is_active, (SELECT count(*) FROM "users" u WHERE u.role = r.role AND u.is_active = a.is_active)::int
FROM unnest(enum_range(NULL::"role")) AS r(role) CROSS JOIN (VALUES (true), (false)) AS a(is_active);
--> statement-breakpoint
-- Every row exists, so each change is one UPDATE; moving an account between two rows updates both in one
-- statement, which locks them in one order and cannot deadlock with another account's move.
CREATE FUNCTION "account_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "account_counts" SET "total" = "total" + 1 WHERE "role" = NEW."role" AND "is_active" = NEW."is_active";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "account_counts" SET "total" = "total" - 1 WHERE "role" = OLD."role" AND "is_active" = OLD."is_active";
  ELSIF (OLD."role", OLD."is_active") IS DISTINCT FROM (NEW."role", NEW."is_active") THEN
    UPDATE "account_counts"
      SET "total" = "total" + CASE WHEN "role" = NEW."role" AND "is_active" = NEW."is_active" THEN 1 ELSE -1 END
      WHERE ("role" = OLD."role" AND "is_active" = OLD."is_active")
         OR ("role" = NEW."role" AND "is_active" = NEW."is_active");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_account_counts" AFTER INSERT OR DELETE OR UPDATE OF "role", "is_active" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "account_counts_track"();
