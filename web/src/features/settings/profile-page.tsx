import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { MyProfileQuery, UpdateProfileMutation, UpdateProfileMutationVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { FormField, fieldInputClass } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { applyServerErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { MY_PROFILE, UPDATE_PROFILE } from './operations';
import { ProfileAvatar } from './profile-avatar';
import { profileSchema, type ProfileValues as Profile } from './profile-schema';
import { SettingsFrame } from './settings-frame';
import styles from './settings.module.css';

const FIELDS = [['first_name', 'First Name'], ['last_name', 'Last Name'], ['title', 'Title']] as const;

/** /settings/account/profile-information: who the signed-in member is; name and title are theirs to edit (profile edit). */
export const ProfilePage = () => {
  const toast = useToast();
  const { data } = useQuery<MyProfileQuery>(MY_PROFILE);
  const [update] = useMutation<UpdateProfileMutation, UpdateProfileMutationVariables>(UPDATE_PROFILE, { refetchQueries: ['Me', 'MyProfile'], awaitRefetchQueries: true });
  const { register, handleSubmit, reset, setError, formState: { errors, isDirty, isSubmitting } } = useForm<Profile>({ resolver: zodResolver(profileSchema), defaultValues: { first_name: '', last_name: '', title: '' } });
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
      const message = applyServerErrors(error, setError, Object.keys(profileSchema.shape));
      if (message) toast({ message, tone: 'danger' });
    }
  });
  const fact = (label: string, value: string, id: string) => (
    <div className={styles.fact}>
      <div className={styles.factLabel}>{label}</div>
      <div data-testid={`profile-${id}`}>{value}</div>
    </div>
  );
  return (
    <SettingsFrame title="Profile Information">
      <ProfileAvatar name={`${me.firstName} ${me.lastName}`} url={me.avatarUrl ?? null} />
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Profile Information" className={layout.narrow}>
        {FIELDS.map(([name, label]) => (
          <FormField key={name} label={label} htmlFor={name} error={errors[name]?.message}>
            <input id={name} {...register(name)} aria-invalid={!!errors[name] || undefined} className={fieldInputClass} />
          </FormField>
        ))}
        {fact('Email', me.email, 'email')}
        {fact('Company', data.company.dba_name, 'company')}
        {fact('Role', me.mainRoleName, 'role')}
        <Button type="submit" variant="primary" disabled={!isDirty} loading={isSubmitting}>
          Save
        </Button>
      </form>
    </SettingsFrame>
  );
};
