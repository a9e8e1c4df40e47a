import type { Transaction } from 'kysely';
import { REVEALS_ALERT_PER_HOUR, cardSecretsRevealed } from '@spend/domain';
import type { RecordedEvent } from '@spend/eventstore';
import type { ReadModels } from '../tables';
import { toAdmins } from './account';

const HOUR_MS = 3_600_000;

/**
 * Counts each card-number reveal by its member; when a member's reveals within the hour before one
 * pass REVEALS_ALERT_PER_HOUR, the company's admins are alerted, once as the count passes it. Counted
 * in event time from the projection's own rows, so a rebuild alerts the same.
 */
export const revealNotices = async (trx: Transaction<ReadModels>, event: RecordedEvent) => {
  const { data } = cardSecretsRevealed.parse({ type: event.type, data: event.data });
  await trx.insertInto('notification_card_reveals').values({ event_id: event.id, company_id: data.companyId, user_id: data.byUserId, at: data.at })
    .onConflict((oc) => oc.column('event_id').doNothing()).execute();
  const { n } = await trx.selectFrom('notification_card_reveals').select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', data.companyId).where('user_id', '=', data.byUserId)
    .where('at', '>', new Date(Date.parse(data.at) - HOUR_MS)).where('at', '<=', new Date(data.at)).executeTakeFirstOrThrow();
  if (Number(n) !== REVEALS_ALERT_PER_HOUR + 1) return [];
  const member = await trx.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', data.byUserId).executeTakeFirst();
  const who = member ? `${member.first_name} ${member.last_name}`.trim() : 'A member';
  return toAdmins(trx, event, data.companyId, 'Card numbers revealed',
    `${who} revealed ${Number(n)} card numbers within an hour (more than ${REVEALS_ALERT_PER_HOUR}). If that was not expected, suspend their access and review the activity feed.`,
    { definedAction: 'REVIEW_CARD_ACCESS', date: data.at, notifierUserId: data.byUserId, cardId: data.cardId });
};
