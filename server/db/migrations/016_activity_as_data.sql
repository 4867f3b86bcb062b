-- A client's activity is stored as data (its type and the values it is read from) and worded by the web in the
-- reader's language and time zone. Entries written before this held English (or, in the demo data, Hebrew) words in
-- `description`: what of them is not in `metadata` yet moves there, and the words go. Only the activity a user
-- records by hand (a call, a meeting, a task…) keeps its description: those are the user's own words.

-- A note's start, for its entry: from the words written ("Note added: …", "Note edited: …", "Note deleted: …"),
-- else from the note itself while it still exists.
UPDATE client_activities a
SET metadata = a.metadata || jsonb_build_object('noteExcerpt', substring(a.description from '^Note (?:added|edited|deleted): (.*)$'))
WHERE a.metadata->>'noteExcerpt' IS NULL
  AND a.description ~ '^Note (added|edited|deleted): ';

UPDATE client_activities a
SET metadata = a.metadata || jsonb_build_object('noteExcerpt', CASE WHEN length(n.content) > 80 THEN left(n.content, 80) || '…' ELSE n.content END)
FROM client_notes n
WHERE a.metadata->>'noteExcerpt' IS NULL
  AND a.metadata->>'noteId' IS NOT NULL
  AND n.tenant_id = a.tenant_id
  AND n.id::text = a.metadata->>'noteId';

-- A copy's source name ("Created A as a copy of B").
UPDATE client_activities
SET metadata = metadata || jsonb_build_object('duplicatedFromName', substring(description from ' as a copy of (.*)$'))
WHERE type = 'created' AND metadata ? 'duplicatedFrom' AND NOT metadata ? 'duplicatedFromName' AND description LIKE '% as a copy of %';

-- A follow-up's time, where only the words held it ("Follow-up set for 2026-11-29T08:00:00.000Z").
UPDATE client_activities
SET metadata = metadata || jsonb_build_object('followUpDate', substring(description from '^Follow-up set for (\S+)$'))
WHERE type = 'follow_up_set' AND NOT metadata ? 'followUpDate' AND description ~ '^Follow-up set for \S+$';

-- A document's file name ("Document added: contract.pdf", "Document deleted: contract.pdf").
UPDATE client_activities
SET metadata = metadata || jsonb_build_object('fileName', substring(description from '^Document (?:added|deleted): (.*)$'))
WHERE NOT metadata ? 'fileName' AND description ~ '^Document (added|deleted): ';

-- The channel of a contact ("Contacted by phone").
UPDATE client_activities
SET metadata = metadata || jsonb_build_object('channel', substring(description from '^Contacted by (\S+)$'))
WHERE type = 'contacted' AND NOT metadata ? 'channel' AND description ~ '^Contacted by \S+$';

-- A new deal's stage ("Deal “Home policy” created (12500 ILS, qualified)").
UPDATE client_activities
SET metadata = metadata || jsonb_build_object('stage', substring(description from ' created \([^,]*, ([a-z_]+)\)$'))
WHERE type = 'deal_update' AND metadata ? 'opportunityId' AND NOT metadata ? 'stage' AND description ~ ' created \([^,]*, [a-z_]+\)$';

-- What is now data is no longer words: every entry the system wrote, including a deal's (it names its deal).
UPDATE client_activities
SET description = ''
WHERE description <> ''
  AND (type NOT IN ('email', 'phone', 'meeting', 'note', 'task', 'deal_update', 'document_shared')
    OR (type = 'deal_update' AND metadata ? 'opportunityId'));
