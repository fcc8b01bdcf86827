-- A receipt in another currency paid in SGD keeps the SGD received (its exchange rate follows).
ALTER TABLE "documents" ADD COLUMN "sgd_received" numeric(14, 2);
