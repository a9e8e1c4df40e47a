import { useApolloClient, useMutation } from '@apollo/client';
import { useRef, useState } from 'react';
import type { RemoveMyAvatarMutation, UpdateMyAvatarMutation, UpdateMyAvatarMutationVariables } from '../../generated/graphql';
import { Avatar } from '../../ui/avatar';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { acceptOf, sendUpload } from '../../ui/upload';
import { REMOVE_MY_AVATAR, UPDATE_MY_AVATAR } from './operations';

const REFRESH = { refetchQueries: ['Me'], awaitRefetchQueries: true };

/**
 * The member's avatar on their profile: the file goes straight to storage through a short-lived url
 * (ARCHITECTURE 12), then `updateMyAvatar` has the API check it (real type, size) and keep it.
 */
export const ProfileAvatar = ({ name, url }: { name: string; url: string | null }) => {
  const client = useApolloClient();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [update] = useMutation<UpdateMyAvatarMutation, UpdateMyAvatarMutationVariables>(UPDATE_MY_AVATAR, REFRESH);
  const [remove] = useMutation<RemoveMyAvatarMutation>(REMOVE_MY_AVATAR, REFRESH);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      toast({ message: done });
    } catch (failure) {
      const { fields, message } = serverFieldErrors(failure);
      setError(Object.values(fields)[0] ?? message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const upload = (file: File) =>
    run(async () => {
      await update({ variables: { uploadId: await sendUpload(client, 'avatar', file) } });
    }, 'Your avatar has been updated.');

  return (
    <section aria-label="Avatar" style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 20 }}>
      <Avatar name={name} size={64} url={url} />
      <div>
        <label style={{ display: 'inline-block', marginRight: 8 }}>
          <span style={{ fontWeight: 600, marginRight: 8 }}>Avatar</span>
          <input ref={input} type="file" accept={acceptOf('avatar')} disabled={busy} aria-label="Upload avatar" onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
        </label>
        {url && (
          <button type="button" disabled={busy} onClick={() => void run(() => remove(), 'Your avatar has been removed.')}>
            Remove avatar
          </button>
        )}
        {error && (
          <div role="alert" data-testid="avatar-error" style={{ color: '#c0392b', marginTop: 6 }}>
            {error}
          </div>
        )}
      </div>
    </section>
  );
};
