CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"devicetype" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
