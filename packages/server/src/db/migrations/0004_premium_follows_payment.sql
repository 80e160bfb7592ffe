-- Custom SQL migration file, put your code below! --
-- Paying for Recur Premium used to set users.plan = 'premium' for good. The plan now follows the
-- paid period (src/services/premium.ts) and users.plan holds only a plan granted outright, so a
-- 'premium' that came from a payment goes back to 'free': the payment itself keeps the user on
-- Premium until the end of the period paid for.
UPDATE "users" SET "plan" = 'free'
WHERE "plan" = 'premium'
  AND EXISTS (
    SELECT 1 FROM "service_payments"
    WHERE "service_payments"."user_id" = "users"."id"
      AND "service_payments"."service_name" = 'Recur Premium'
      AND "service_payments"."status" = 'successful'
  );
