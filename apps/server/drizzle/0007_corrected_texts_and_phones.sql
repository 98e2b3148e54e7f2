-- A rejection without a reason used to record 'automatically Cancel'; customers now read
-- 'Declined by the business', also on the rejections made before.
UPDATE "appointments" SET "cancellation_reason" = 'Declined by the business' WHERE "cancellation_reason" = 'automatically Cancel';
