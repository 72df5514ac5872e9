-- The change feed (issue 31): rows that in-process caches hold are announced on one channel when
-- they change, whoever changes them (the server, another server process, the operator's console,
-- plain SQL). PostgreSQL sends a notification at commit, to every connection listening, and to the
-- writer's own connection before its COMMIT answers: a process forgets its cached copy before its
-- own write returns. Payload: '<table>:<key>'.
CREATE FUNCTION coffer_change_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('coffer_changes', 'sessions:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_change_feed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION coffer_change_sessions();
--> statement-breakpoint
CREATE FUNCTION coffer_change_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('coffer_changes', 'users:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only what a session's check reads of its user: the ban and the disabling of the account.
CREATE TRIGGER users_change_feed AFTER UPDATE OF banned_at, disabled_at ON users
  FOR EACH ROW WHEN (OLD.banned_at IS DISTINCT FROM NEW.banned_at OR OLD.disabled_at IS DISTINCT FROM NEW.disabled_at)
  EXECUTE FUNCTION coffer_change_users();
--> statement-breakpoint
CREATE TRIGGER users_delete_change_feed AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION coffer_change_users();
