-- The permissions each built-in role has been given at start (ensureAccessCatalogue): before,
-- a built-in role that existed was left as an older release made it, so a database created
-- before 'pedagogy.unit-classes' / 'pedagogy.correct-records' never got them. Empty here: the
-- next start grants each built-in role, once, every permission the catalogue gives it today
-- (added to what it holds; nothing is taken away) and records it, so a permission an
-- administrator removes afterwards is not given back.
CREATE TABLE "built_in_role_grants" (
	"role_name" text NOT NULL,
	"permission" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "built_in_role_grants_role_name_permission_pk" PRIMARY KEY("role_name","permission")
);
