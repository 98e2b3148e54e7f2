import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';

type Editing<T> = { mode: 'add' } | { mode: 'edit'; item: T } | null;

/** What the list uses of a React Query mutation. */
type Request<Variables> = {
  mutate(
    variables: Variables,
    options?: { onSuccess?: () => void; onError?: (error: Error) => void },
  ): void;
  reset(): void;
  isPending: boolean;
  error: Error | null;
};

type Options<Body> = {
  add: Request<Body>;
  update: Request<{ id: string; input: Body }>;
  remove: Request<string>;
  /** What the green notice says after each change (the message catalogue's). */
  said: { added: string; updated: string; removed: string };
};

/**
 * The state of an editable list of the team screen (members, services): which item's form is
 * open (or the add form), the item asked about before removal, and a refused removal's reason
 * in the server's words (409 while a member holds appointments ahead). ListDialogs shows it.
 */
export function useEditableList<T extends { _id: string; name: string }, Body>({
  add,
  update,
  remove,
  said,
}: Options<Body>) {
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const notice = (message: string) => notifications.show({ color: 'green', message });
  const saved = (message: string) => {
    setEditing(null);
    notice(message);
  };

  return {
    /** The item whose form is open, undefined for the add form. */
    editing: editing?.mode === 'edit' ? editing.item : undefined,
    formOpen: editing !== null,
    /** The open form's request: its pending state and refusal. */
    save: editing?.mode === 'edit' ? update : add,
    openAdd: () => open({ mode: 'add' }),
    openEdit: (item: T) => open({ mode: 'edit', item }),
    closeForm: () => setEditing(null),
    submit(body: Body) {
      if (editing?.mode === 'edit')
        update.mutate(
          { id: editing.item._id, input: body },
          { onSuccess: () => saved(said.updated) },
        );
      else add.mutate(body, { onSuccess: () => saved(said.added) });
    },
    removing,
    askRemove: setRemoving,
    cancelRemove: () => setRemoving(null),
    confirmRemove: (item: T) =>
      remove.mutate(item._id, {
        onSuccess: () => notice(said.removed),
        onError: (error) => setFailure(errorMessage(error)),
      }),
    failure,
    clearFailure: () => setFailure(null),
  };

  function open(next: Exclude<Editing<T>, null>) {
    add.reset();
    update.reset();
    setEditing(next);
  }
}
