import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { MEMBER_MESSAGES } from '@spend/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { MyProfileQuery, UpdateProfileMutation, UpdateProfileMutationVariables } from '../../generated/graphql';
import { FormField, fieldInputStyle } from '../../ui/form-field';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { MY_PROFILE, UPDATE_PROFILE } from './operations';
import { ProfileAvatar } from './profile-avatar';
import { SettingsFrame } from './settings-frame';

// The member rules (spec 5): each field is required, with the domain's text.
const required = z.string().trim().min(1, MEMBER_MESSAGES.required);
const schema = z.object({ first_name: required, last_name: required, title: required });
type Profile = z.infer<typeof schema>;
const FIELDS = [['first_name', 'First Name'], ['last_name', 'Last Name'], ['title', 'Title']] as const;

/** /settings/account/profile-information: who the signed-in member is; name and title are theirs to edit (profile edit). */
export const ProfilePage = () => {
  const toast = useToast();
  const { data } = useQuery<MyProfileQuery>(MY_PROFILE);
  const [update] = useMutation<UpdateProfileMutation, UpdateProfileMutationVariables>(UPDATE_PROFILE, { refetchQueries: ['Me', 'MyProfile'], awaitRefetchQueries: true });
  const { register, handleSubmit, reset, setError, formState: { errors, isDirty, isSubmitting } } = useForm<Profile>({ resolver: zodResolver(schema), defaultValues: { first_name: '', last_name: '', title: '' } });
  const me = data?.me;
  const title = data?.person.title ?? '';
  useEffect(() => {
    if (me) reset({ first_name: me.firstName, last_name: me.lastName, title });
  }, [me, title, reset]);
  if (!data || !me) return <p>Loading…</p>;

  const submit = handleSubmit(async (values) => {
    try {
      await update({ variables: { id: me.id, person: values } });
      toast({ message: 'Your profile has been updated.' });
    } catch (error) {
      const { fields, message } = serverFieldErrors(error);
      const known = Object.entries(fields).filter(([name]) => name in schema.shape);
      for (const [name, text] of known) setError(name as keyof Profile, { type: 'server', message: text });
      if (known.length === 0) toast({ message, tone: 'danger' });
    }
  });
  const fact = (label: string, value: string, id: string) => (
    <div style={{ marginBottom: 14 }}>
      <div style={{ fontWeight: 600, marginBottom: 4 }}>{label}</div>
      <div data-testid={`profile-${id}`}>{value}</div>
    </div>
  );
  return (
    <SettingsFrame title="Profile Information">
      <ProfileAvatar name={`${me.firstName} ${me.lastName}`} url={me.avatarUrl ?? null} />
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Profile Information" style={{ maxWidth: 420 }}>
        {FIELDS.map(([name, label]) => (
          <FormField key={name} label={label} htmlFor={name} error={errors[name]?.message}>
            <input id={name} {...register(name)} aria-invalid={!!errors[name] || undefined} style={fieldInputStyle} />
          </FormField>
        ))}
        {fact('Email', me.email, 'email')}
        {fact('Company', data.company.dba_name, 'company')}
        {fact('Role', me.mainRoleName, 'role')}
        <button type="submit" disabled={!isDirty || isSubmitting}>
          Save
        </button>
      </form>
    </SettingsFrame>
  );
};
