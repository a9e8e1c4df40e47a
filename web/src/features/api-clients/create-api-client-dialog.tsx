import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { API_CLIENT_MESSAGES } from '@spend/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { CreateApiClientMutation, CreateApiClientMutationVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { addToList } from '../../ui/cache-lists';
import { FormField, fieldInputClass } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import styles from './api-clients.module.css';
import { CREATE_API_CLIENT } from './operations';

const schema = z.object({
  name: z.string().trim().min(1, API_CLIENT_MESSAGES.nameRequired),
  access: z.enum(['READ_ONLY', 'READ_WRITE'], { message: API_CLIENT_MESSAGES.accessInvalid }),
});
type Values = z.infer<typeof schema>;
type Created = CreateApiClientMutation['createOneApiClient'];

/** The one moment the secret exists outside the client: shown here, never again. */
const Credentials = ({ created, onDone }: { created: Created; onDone: () => void }) => (
  <div data-testid="api-client-credentials">
    <p className={styles.warning}>Copy the client secret now. It is not shown again.</p>
    <dl className={styles.credentials}>
      <dt>Client ID</dt>
      <dd className={styles.mono} data-testid="new-client-id">{created.client.id}</dd>
      <dt>Client secret</dt>
      <dd className={styles.mono} data-testid="new-client-secret">{created.clientSecret ?? 'Not available: revoke this client and create another.'}</dd>
      <dt>Token endpoint</dt>
      <dd className={styles.mono}>{created.tokenEndpoint}</dd>
      <dt>Scopes</dt>
      <dd className={styles.mono}>{created.client.scopes.join(' ')}</dd>
    </dl>
    <div className={styles.actions}>
      <Button variant="primary" onClick={onDone}>Done</Button>
    </div>
  </div>
);

/** Creates an API client: a name and read-only or read-write access; then shows its secret once. */
export const CreateApiClientDialog = ({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) => {
  const toast = useToast();
  const [created, setCreated] = useState<Created | null>(null);
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '', access: 'READ_ONLY' } });
  const [create] = useMutation<CreateApiClientMutation, CreateApiClientMutationVariables>(CREATE_API_CLIENT, {
    // The answer is the client whole: it heads the cached list (newest first, as the API answers) without a read.
    update: (cache, { data }) => data && addToList(cache, 'apiClients', data.createOneApiClient.client, { at: 'start' }),
  });
  useEffect(() => {
    if (open) {
      reset({ name: '', access: 'READ_ONLY' });
      setCreated(null);
    }
  }, [open]);

  const submit = handleSubmit(async (v) => {
    try {
      const { data } = await create({ variables: { name: v.name, access: v.access } });
      setCreated(data!.createOneApiClient);
      toast({ message: `${data!.createOneApiClient.client.name} API client has been created.` });
    } catch (error) {
      const { fields, message } = serverFieldErrors(error);
      if (fields.name) setError('name', { type: 'server', message: fields.name });
      else toast({ message, tone: 'danger' });
    }
  });

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={created ? 'API client created' : 'Create API client'} persistent>
      {created ? <Credentials created={created} onDone={() => onOpenChange(false)} /> : (
        <form aria-label="Create API client" onSubmit={(e) => void submit(e)} noValidate>
          <FormField label="Name" htmlFor="api-client-name" error={errors.name?.message} help="What the tool is, e.g. Books sync.">
            <input id="api-client-name" {...register('name')} aria-invalid={!!errors.name || undefined} className={fieldInputClass} />
          </FormField>
          <fieldset className={styles.access}>
            <legend>Access</legend>
            <label className={styles.option}><input type="radio" value="READ_ONLY" {...register('access')} /> Read-only: queries only</label>
            <label className={styles.option}><input type="radio" value="READ_WRITE" {...register('access')} /> Read-write: queries and changes, as an admin</label>
          </fieldset>
          <div className={styles.actions}>
            <Button onClick={() => onOpenChange(false)}>Cancel</Button>
            <Button type="submit" variant="primary" loading={isSubmitting}>Create</Button>
          </div>
        </form>
      )}
    </Modal>
  );
};
