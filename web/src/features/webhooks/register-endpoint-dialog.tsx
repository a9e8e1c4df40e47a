import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { WEBHOOK_MESSAGES as M, webhookUrlProblem } from '@spend/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { addToList } from '../../ui/cache-lists';
import { FormField, fieldInputClass } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { CREATE_WEBHOOK_ENDPOINT } from './operations';
import styles from './webhooks.module.css';

// The production rules (https, public host) are the server's: it knows the mode it runs in.
const schema = z.object({
  url: z.string().trim().refine((url) => webhookUrlProblem(url, false) === null, M.url),
  eventTypes: z.array(z.string()).min(1, M.eventTypes),
});
type Values = z.infer<typeof schema>;

/** Registers an endpoint; the signing secret it answers is handed to `onSecret` to be shown once. */
export const RegisterEndpointDialog = ({ open, onOpenChange, eventTypes, onSecret }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  eventTypes: string[];
  onSecret: (secret: string) => void;
}) => {
  const toast = useToast();
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { url: '', eventTypes: [] } });
  const [create] = useMutation<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>(CREATE_WEBHOOK_ENDPOINT, {
    // The answer is the endpoint whole: it joins the cached list without a read.
    update: (cache, { data }) => data && addToList(cache, 'webhookEndpoints', data.createOneWebhookEndpoint.endpoint),
  });
  const submit = handleSubmit(async (values) => {
    try {
      const { data } = await create({ variables: { data: values } });
      reset();
      onOpenChange(false);
      toast({ message: 'Webhook endpoint added.' });
      onSecret(data!.createOneWebhookEndpoint.secret);
    } catch (error) {
      const { fields, message } = serverFieldErrors(error);
      for (const [field, text] of Object.entries(fields)) setError(field as keyof Values, { type: 'server', message: text });
      if (Object.keys(fields).length === 0) toast({ message, tone: 'danger' });
    }
  });
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Add webhook endpoint" description="We POST each event you pick to this URL, signed with the endpoint's secret.">
      <form aria-label="Add webhook endpoint" onSubmit={(e) => void submit(e)} noValidate>
        <FormField label="Endpoint URL" htmlFor="webhook-url" error={errors.url?.message} help="https://, on a public address.">
          <input id="webhook-url" className={fieldInputClass} placeholder="https://example.com/webhooks" {...register('url')} />
        </FormField>
        <FormField label="Events" error={errors.eventTypes?.message}>
          <div className={styles.checks}>
            {eventTypes.map((type) => (
              <label key={type} className={styles.check}>
                <input type="checkbox" value={type} {...register('eventTypes')} />
                {type}
              </label>
            ))}
          </div>
        </FormField>
        <div className={styles.buttons}>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button type="submit" variant="primary" loading={isSubmitting}>Add endpoint</Button>
        </div>
      </form>
    </Modal>
  );
};

/** The signing secret, shown once after it is made (registration or rotation). */
export const SecretDialog = ({ secret, onClose }: { secret: string | null; onClose: () => void }) => (
  <Modal open={secret !== null} onOpenChange={(open) => !open && onClose()} title="Signing secret" persistent>
    <p className={styles.warning}>Copy this secret now: it will not be shown again.</p>
    <code className={styles.secret} data-testid="webhook-secret">{secret}</code>
    <div className={styles.buttons}>
      <Button onClick={() => void navigator.clipboard?.writeText(secret ?? '')}>Copy</Button>
      <Button variant="primary" onClick={onClose}>Done</Button>
    </div>
  </Modal>
);
