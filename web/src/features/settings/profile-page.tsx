import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { US_STATES } from '@spend/domain';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { MyProfileFieldsFragment, MyProfileQuery, UpdateProfileMutation, UpdateProfileMutationVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { FormField, fieldInputClass } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { Select } from '../../ui/select';
import { applyServerErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { MY_PROFILE, UPDATE_PROFILE } from './operations';
import { ProfileAvatar } from './profile-avatar';
import { EMPTY_PROFILE, profileSchema, toProfileInput, type ProfileField, type ProfileValues } from './profile-schema';
import { SettingsFrame } from './settings-frame';
import styles from './settings.module.css';
import { PageSkeleton } from '../../ui/skeleton';

const NAME_FIELDS: [ProfileField, string, boolean?][] = [['first_name', 'First Name'], ['middle_name', 'Middle Name', true], ['last_name', 'Last Name'], ['title', 'Title'], ['phone_number', 'Phone Number', true], ['embossName', 'Emboss Name', true]];
const ADDRESS_FIELDS: [ProfileField, string, boolean?][] = [['address_line1', 'Address Line 1'], ['address_line2', 'Address Line 2', true], ['city', 'City'], ['postal_code', 'ZIP Code']];
const STATE_OPTIONS = US_STATES.map(([value, name]) => ({ value, label: `${name} (${value})` }));
const HELP: Partial<Record<ProfileField, string>> = { embossName: 'The name printed on your physical cards.', phone_number: 'A US number.' };

/** +15552010100 as (555) 201-0100, the way it is typed. */
const formatPhone = (e164: string | null | undefined): string => {
  const digits = /^\+1(\d{10})$/.exec(e164 ?? '')?.[1];
  return digits ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : (e164 ?? '');
};

const valuesOf = (p: MyProfileFieldsFragment): ProfileValues => ({
  ...EMPTY_PROFILE, first_name: p.first_name, middle_name: p.middle_name ?? '', last_name: p.last_name, title: p.title ?? '', phone_number: formatPhone(p.phone_number),
  embossName: p.embossName ?? '', address_line1: p.address?.address_line1 ?? '', address_line2: p.address?.address_line2 ?? '', city: p.address?.city ?? '',
  state: p.address?.state ?? '', postal_code: p.address?.postal_code ?? '',
});

/** /settings/account/profile-information: who the signed-in member is; their names, title, phone, address and emboss name are theirs to edit (profile edit). */
export const ProfilePage = () => {
  const toast = useToast();
  const { data } = useQuery<MyProfileQuery>(MY_PROFILE);
  const me = data?.me;
  // The answer is the person (normalised by id); the shell's name is the member's copy of it.
  const [update] = useMutation<UpdateProfileMutation, UpdateProfileMutationVariables>(UPDATE_PROFILE, {
    update: (cache, { data: saved }) => {
      if (saved && me) cache.modify({ id: cache.identify(me), fields: { firstName: () => saved.updateMyProfile.first_name, lastName: () => saved.updateMyProfile.last_name } });
    },
  });
  const { register, control, handleSubmit, reset, setError, formState: { errors, isDirty, isSubmitting } } = useForm<ProfileValues>({ resolver: zodResolver(profileSchema), defaultValues: EMPTY_PROFILE });
  const person = data?.person;
  useEffect(() => {
    if (person) reset(valuesOf(person));
  }, [person, reset]);
  if (!data || !me || !person) return <PageSkeleton />;

  const submit = handleSubmit(async (values) => {
    try {
      await update({ variables: { data: toProfileInput(values) } });
      toast({ message: 'Your profile has been updated.' });
    } catch (error) {
      const message = applyServerErrors(error, setError, Object.keys(EMPTY_PROFILE));
      if (message) toast({ message, tone: 'danger' });
    }
  });
  const field = ([name, label, optional]: [ProfileField, string, boolean?]) => (
    <FormField key={name} label={label} htmlFor={name} error={errors[name]?.message} help={HELP[name]} optional={optional}>
      <input id={name} {...register(name)} aria-invalid={!!errors[name] || undefined} className={fieldInputClass} autoComplete={name === 'phone_number' ? 'tel' : undefined} />
    </FormField>
  );
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
        {NAME_FIELDS.map(field)}
        <fieldset className={styles.group}>
          <legend className={styles.factLabel}>Address (Optional)</legend>
          {ADDRESS_FIELDS.slice(0, 3).map(field)}
          <FormField label="State" htmlFor="state" error={errors.state?.message}>
            <Controller control={control} name="state" render={({ field: f }) => (
              <Select id="state" value={f.value} onValueChange={f.onChange} options={STATE_OPTIONS} placeholder="Select a state" invalid={!!errors.state} />
            )} />
          </FormField>
          {ADDRESS_FIELDS.slice(3).map(field)}
          {fact('Country', 'United States', 'country')}
        </fieldset>
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
