import { MEMBER_MESSAGES } from '@spend/domain';
import { z } from 'zod';

// The member rules (spec 5): each field is required, with the domain's text.
const required = z.string().trim().min(1, MEMBER_MESSAGES.required);
export const profileSchema = z.object({ first_name: required, last_name: required, title: required });
export type ProfileValues = z.infer<typeof profileSchema>;
