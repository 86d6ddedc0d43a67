-- No query reads run lines by rule (a rule's history goes by coding_runs.rules): the index only cost every run's writes.
DROP INDEX "coding_run_lines_rule_idx";