import { agreementsDecider, type Agreement, streams } from '@spend/domain';
import type { Resolvers } from '../generated/resolvers-types';
import { awaitProjections, runCommand, type ApiContext, nowOf } from '../shared/context';
import { withTenant } from '../shared/tenant';
import { loadCompany } from '../companies/resolvers';

/** The gate asks for the agreements the caller's company requires (its isCMARequired, isPPRequired, isTOURequired). */
const companyAgreements = async (ctx: ApiContext) => {
  const company = await loadCompany(ctx, ctx.caller.companyId);
  const required: Record<Agreement, boolean> = {
    CARD_MEMBER_AGREEMENT: company.is_cma_required, PRIVACY_POLICY: company.is_pp_required, TERMS_OF_USE: company.is_tou_required,
  };
  const rows = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
    trx.selectFrom('agreement_acceptances').select(['agreement', 'accepted_at']).where('user_id', '=', ctx.caller.userId).execute(),
  );
  const status = (agreement: Agreement) => ({ required: required[agreement], acceptedOn: rows.find((r) => r.agreement === agreement)?.accepted_at ?? null });
  return { cardMemberAgreement: status('CARD_MEMBER_AGREEMENT'), privacyPolicy: status('PRIVACY_POLICY'), termsOfUse: status('TERMS_OF_USE') };
};

const accept = (agreement: Agreement) => async (_: unknown, __: unknown, ctx: ApiContext) => {
  await runCommand(ctx, streams.agreements(ctx.caller.userId), agreementsDecider, {
    type: 'AcceptAgreement',
    userId: ctx.caller.userId,
    companyId: ctx.caller.companyId,
    agreement,
    now: nowOf(ctx),
  });
  await awaitProjections(ctx, ['agreements']);
  return companyAgreements(ctx);
};

export const agreementResolvers: Resolvers = {
  Query: {
    companyAgreements: (_, __, ctx) => companyAgreements(ctx),
  },
  Mutation: {
    createOneCMA: accept('CARD_MEMBER_AGREEMENT'),
    createOnePrivacyPolicyAgreement: accept('PRIVACY_POLICY'),
    createOneTermsOfUse: accept('TERMS_OF_USE'),
  },
};
