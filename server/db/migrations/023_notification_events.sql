-- Real-time notifications (issue 20): every new notification is announced on one channel, so that each server
-- process (one listener each) pushes it to the member's open browsers. The payload is small and says only where to
-- look: the tenant, the member and the notification's id; the listener reads the row itself inside that tenant's
-- context. pg_notify inside the inserting transaction is delivered when it commits, never for a rolled-back one.
CREATE FUNCTION announce_notification() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lishka_notifications', json_build_object('t', NEW.tenant_id, 'u', NEW.user_id, 'n', NEW.id)::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER notifications_announce AFTER INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION announce_notification();
