-- Spec 3 Company: its address and flags (updateOneCompany). The three agreements stay required until turned off.
ALTER TABLE companies
  ADD COLUMN dba_address text,
  ADD COLUMN is_cma_required boolean NOT NULL DEFAULT true,
  ADD COLUMN is_pp_required boolean NOT NULL DEFAULT true,
  ADD COLUMN is_tou_required boolean NOT NULL DEFAULT true,
  ADD COLUMN spenders_sub_cards_enabled boolean NOT NULL DEFAULT false,
  ADD COLUMN is_allocation_unrestricted boolean NOT NULL DEFAULT false;
