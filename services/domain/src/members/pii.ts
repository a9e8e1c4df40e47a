/**
 * Which fields of which events are a person's personal data (issue #16 item 3): the event store
 * seals them with that person's key at append and opens them at read; once the key is destroyed
 * they read as the forgotten values below. Pure: the one table both the store and the read models
 * (which rewrite what they already copied) follow, so a live forget and a rebuild agree.
 */

/** What a forgotten member's name reads as (first and last name together). */
export const FORGOTTEN_MEMBER = 'Forgotten member';
export const FORGOTTEN_FIRST_NAME = 'Forgotten';
export const FORGOTTEN_LAST_NAME = 'member';
/** What a forgotten spender's trip addresses read as. */
export const FORGOTTEN_PLACE = 'Forgotten place';

export interface PersonalFieldsOf {
  /** The data field holding whose key seals these fields. */
  subject: string;
  /** Dotted paths into the event's data; only those present are sealed. */
  paths: Record<string, (subjectId: string) => unknown>;
}

const forgottenName = { firstName: () => FORGOTTEN_FIRST_NAME, lastName: () => FORGOTTEN_LAST_NAME, embossName: () => null };
const prefixed = (prefix: string, paths: Record<string, (subjectId: string) => unknown>) =>
  Object.fromEntries(Object.entries(paths).map(([path, value]) => [`${prefix}.${path}`, value]));

/** The sign-in subject a forgotten member's user is left with: no token carries it. */
export const forgottenAuthId = (userId: string): string => `forgotten:${userId}`;

export const PERSONAL_FIELDS: Readonly<Record<string, PersonalFieldsOf>> = {
  UserCreated: { subject: 'userId', paths: { ...forgottenName, email: () => '', authId: forgottenAuthId } },
  UserUpdated: { subject: 'userId', paths: prefixed('changes', forgottenName) },
  UserAvatarChanged: { subject: 'userId', paths: { avatar: () => null } },
  // The whole personal object: forgotten, it changes nothing (the created row already reads forgotten).
  UserProfileUpdated: { subject: 'userId', paths: { personal: () => ({}) } },
  EmailClaimed: { subject: 'personId', paths: { email: () => '' } },
  // Where a spender drove is theirs; the trip's money (miles, rate, amount, date, budget) stays for the books.
  MileageTripSubmitted: { subject: 'spenderId', paths: { from: () => FORGOTTEN_PLACE, to: () => FORGOTTEN_PLACE } },
};

/** Events that forget people: the data fields naming whose keys are destroyed with their append. */
export const FORGETS: Readonly<Record<string, readonly string[]>> = { UserForgotten: ['userId', 'personId'] };

export const getPath = (data: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), data);

/** A copy of `data` with `path` set (parents copied, not mutated). */
export const setPath = (data: unknown, path: string, value: unknown): Record<string, unknown> => {
  const [key, ...rest] = path.split('.') as [string, ...string[]];
  const record = { ...(data as Record<string, unknown>) };
  record[key] = rest.length === 0 ? value : setPath(record[key], rest.join('.'), value);
  return record;
};

/** The paths of an event's data that hold personal data (present ones only), and whose they are. */
export const personalPathsOf = (type: string, data: unknown): { subjectId: string; paths: string[] } | null => {
  const fields = PERSONAL_FIELDS[type];
  if (!fields) return null;
  const paths = Object.keys(fields.paths).filter((path) => getPath(data, path) !== undefined);
  const subjectId = getPath(data, fields.subject);
  return paths.length > 0 && typeof subjectId === 'string' ? { subjectId, paths } : null;
};

/** The event's data as it reads once its person is forgotten: every personal field present replaced. */
export const forgetPersonalData = <Data>(type: string, data: Data): Data => {
  const found = personalPathsOf(type, data);
  if (!found) return data;
  const fields = PERSONAL_FIELDS[type]!;
  return found.paths.reduce<unknown>((d, path) => setPath(d, path, fields.paths[path]!(found.subjectId)), data) as Data;
};
