CREATE TABLE "airport_search_prefixes" (
	"prefix" text collate "C" PRIMARY KEY NOT NULL,
	"airports" integer NOT NULL
);
