-- A patient's record in the national case report is an event of its own in the access log: the patient sees it as
-- a report to the health authorities (packages/contract/src/audit.ts).
ALTER TYPE "public"."audit_category" ADD VALUE 'caseReport';
