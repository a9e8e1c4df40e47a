import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { webConfig } from '../../app/config';
import { Button } from '../../ui/button';
import { FormField, fieldInputClass } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { forgotPasswordSchema, type ForgotPasswordValues } from './forgot-password-schema';

/** /forgot-password (spec 2.1): the request goes to the identity provider; Resend Link asks again. */
export const ForgotPasswordPage = () => {
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, getValues, setError, formState: { errors, isSubmitting } } = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const request = async (email: string): Promise<void> => {
    const response = await fetch(`${webConfig.issuer}/password-reset/request`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
    const body = (await response.json()) as { ok: boolean; message?: string; error?: string };
    if (body.ok) setSent(body.message ?? null);
    else setError('email', { type: 'server', message: body.error ?? 'Something went wrong.' });
  };
  const submit = handleSubmit(({ email }) => request(email));

  return (
    <main className={layout.centered}>
      <h1>Forgot password</h1>
      {sent ? (
        <>
          <p role="status">{sent}</p>
          <Button onClick={() => void request(getValues('email').trim())}>Resend Link</Button>
        </>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <FormField label="Email" htmlFor="email" error={errors.email?.message}>
            <input id="email" type="email" {...register('email')} aria-invalid={!!errors.email || undefined} className={fieldInputClass} />
          </FormField>
          <Button type="submit" variant="primary" loading={isSubmitting}>Send reset link</Button>
        </form>
      )}
    </main>
  );
};
