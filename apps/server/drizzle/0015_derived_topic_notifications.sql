-- The indicators' trigger-kept copies (migration 0014) notify the topics of the tables they are copied from, like
-- every table of a topic a kept read reads (migration 0013): a copy is written in the transaction that writes its
-- source, so this only keeps the rule without exceptions that test/topic-notifications.test.ts checks.
CREATE TRIGGER "arv_dispenses_topic_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "arv_dispenses"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_topic_change"('dispensing');--> statement-breakpoint
CREATE TRIGGER "viral_load_samples_topic_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "viral_load_samples"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_topic_change"('results');
