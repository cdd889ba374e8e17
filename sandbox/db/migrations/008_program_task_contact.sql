-- Companion spec §3: "The program application built from an existing account uses the contact's e-mail,
-- first name, last name and phone" — the review task of a Sea Care / Membership Kits application keeps the
-- contact it was sent with ({ email, firstName, lastName, phone? }; decision 240). Tasks written before
-- this column existed have none.
ALTER TABLE program_tasks ADD COLUMN IF NOT EXISTS contact jsonb;
