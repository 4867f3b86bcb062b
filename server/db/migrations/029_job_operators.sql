-- Dead jobs for operators (issue 21): an office's admin requeues a dead job of the office (its attempts counted
-- afresh, due now) or discards it, in the office's transaction, under its row-level security as the application role.
GRANT UPDATE (run_at, attempts, last_error) ON jobs TO lishka_app;
GRANT DELETE ON jobs TO lishka_app;
