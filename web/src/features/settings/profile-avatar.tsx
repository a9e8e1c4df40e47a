import { useApolloClient, useMutation } from '@apollo/client';
import { useRef, useState } from 'react';
import type { RemoveMyAvatarMutation, UpdateMyAvatarMutation, UpdateMyAvatarMutationVariables } from '../../generated/graphql';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { acceptOf, sendUpload } from '../../ui/upload';
import { acceptedUploadType } from '@spend/domain';
import { cropAvatar } from './avatar-crop';
import { REMOVE_MY_AVATAR, UPDATE_MY_AVATAR } from './operations';
import styles from './profile-avatar.module.css';

const REFRESH = { refetchQueries: ['Me'], awaitRefetchQueries: true };

/**
 * The member's avatar on their profile: the file goes straight to storage through a short-lived url
 * (ARCHITECTURE 12), cropped to its centred square and scaled to 256 px first; then `updateMyAvatar`
 * has the API check it (real type, size) and keep it.
 */
export const ProfileAvatar = ({ name, url }: { name: string; url: string | null }) => {
  const client = useApolloClient();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [update] = useMutation<UpdateMyAvatarMutation, UpdateMyAvatarMutationVariables>(UPDATE_MY_AVATAR, REFRESH);
  const [remove] = useMutation<RemoveMyAvatarMutation>(REMOVE_MY_AVATAR, REFRESH);

  const run = async (work: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await work();
      toast({ message: done });
      return true;
    } catch (failure) {
      const { fields, message } = serverFieldErrors(failure);
      setError(Object.values(fields)[0] ?? message);
      return false;
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const upload = (file: File) =>
    run(async () => {
      // Cropped and scaled in the browser (only a file of an accepted type: the others are refused as they are).
      const upload = acceptedUploadType('avatar', file.name, file.type) ? await cropAvatar(file) : file;
      await update({ variables: { uploadId: await sendUpload(client, 'avatar', upload) } });
    }, 'Your avatar has been updated.');

  return (
    <section aria-label="Avatar" className={styles.avatar}>
      <Avatar name={name} size={64} url={url} />
      <div>
        <label className={styles.upload}>
          <span className={styles.label}>Avatar</span>
          <input ref={input} type="file" accept={acceptOf('avatar')} disabled={busy} aria-label="Upload avatar" onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
        </label>
        {url && (
          <Button variant="danger" disabled={busy} onClick={() => setRemoving(true)}>
            Remove avatar
          </Button>
        )}
        {error && (
          <div role="alert" data-testid="avatar-error" className={styles.error}>
            {error}
          </div>
        )}
      </div>
      {/* A failure shows under the field, so the dialog closes either way. */}
      <ConfirmDialog open={removing} onOpenChange={setRemoving} title="Remove your avatar?" description="Your initials show in its place."
        confirmLabel="Remove" onConfirm={async () => { await run(() => remove(), 'Your avatar has been removed.'); }} />
    </section>
  );
};
