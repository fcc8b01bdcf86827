-- Drafts are searched by their own words (issue 35): the reference, the notes and every line's
-- description, as draftSearchText writes them when a draft is saved (documents/store/draft-rows.ts).
UPDATE "documents" AS "d" SET "search_text" = lower(concat_ws(' ',
    nullif("d"."reference", ''),
    nullif("d"."notes", ''),
    (SELECT string_agg("l"."description", ' ' ORDER BY "l"."position")
       FROM "document_lines" AS "l"
      WHERE "l"."tenant_id" = "d"."tenant_id" AND "l"."document_id" = "d"."id")))
  WHERE "d"."status" = 'draft';
