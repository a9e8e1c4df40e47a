import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { userManager } from '../../app/auth';
import type { UpdateMyPasswordMutation, UpdateMyPasswordMutationVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { FormField, fieldInputClass } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { applyServerErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { UPDATE_MY_PASSWORD } from './operations';
import { passwordSchema, type PasswordValues } from './password-schema';
import { SettingsFrame } from './settings-frame';

const FIELDS = [['currentPassword', 'Current Password', 'current-password'], ['newPassword', 'New Password', 'new-password'], ['confirmation', 'Confirm New Password', 'new-password']] as const;
const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmation: '' };

/**
 * /settings/account/password (password update): the identity provider checks the current password
 * and the rules and signs every other session out; this one renews its token at once, since the API
 * refuses the tokens issued before the change.
 */
export const PasswordPage = () => {
  const toast = useToast();
  const [change] = useMutation<UpdateMyPasswordMutation, UpdateMyPasswordMutationVariables>(UPDATE_MY_PASSWORD);
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<PasswordValues>({ resolver: zodResolver(passwordSchema), defaultValues: EMPTY });

  const submit = handleSubmit(async (values) => {
    try {
      await change({ variables: { data: values } });
    } catch (error) {
      const message = applyServerErrors(error, setError, Object.keys(EMPTY));
      if (message) toast({ message, tone: 'danger' });
      return;
    }
    reset(EMPTY);
    await userManager.signinSilent().catch(() => null);
    toast({ message: 'Your password has been changed. Your other sessions have been signed out.' });
  });
  return (
    <SettingsFrame title="Password">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Password" className={layout.narrow}>
        {FIELDS.map(([name, label, autoComplete]) => (
          <FormField key={name} label={label} htmlFor={name} error={errors[name]?.message} help={name === 'newPassword' ? 'At least 8 characters.' : undefined}>
            <input id={name} type="password" autoComplete={autoComplete} {...register(name)} aria-invalid={!!errors[name] || undefined} className={fieldInputClass} />
          </FormField>
        ))}
        <Button type="submit" variant="primary" loading={isSubmitting}>
          Update Password
        </Button>
      </form>
    </SettingsFrame>
  );
};
