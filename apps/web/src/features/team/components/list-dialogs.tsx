import { teamTexts as t } from '@timeapp/domain/team-texts';
import { Suspense, type ReactNode } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ErrorDialog } from '../../../components/ui/error-dialog';
import { Modal } from '../../../components/ui/modal';
import { PageLoader } from '../../../components/ui/page-loader';

type Props<T extends { name: string }> = {
  /** The list's state (use-editable-list.ts). */
  list: {
    formOpen: boolean;
    closeForm: () => void;
    removing: T | null;
    cancelRemove: () => void;
    confirmRemove: (item: T) => void;
    /** The server's refusal of a removal, in its words. */
    failure: string | null;
    clearFailure: () => void;
  };
  /** The add or edit form's title. */
  formTitle: string;
  /** The (lazy) form, shown while the list's form is open. */
  form: ReactNode;
  removeQuestion: (name: string) => string;
};

/**
 * The dialogs of an editable list of the team screen (members, services): its add or edit form,
 * the question before a removal, and a refused removal's reason.
 */
export function ListDialogs<T extends { name: string }>({
  list,
  formTitle,
  form,
  removeQuestion,
}: Props<T>) {
  return (
    <>
      <Modal
        closeButtonProps={{ 'aria-label': t.close }}
        opened={list.formOpen}
        onClose={list.closeForm}
        title={formTitle}
        size="lg"
        centered
      >
        {list.formOpen && <Suspense fallback={<PageLoader />}>{form}</Suspense>}
      </Modal>
      <ConfirmModal
        opened={list.removing !== null}
        title={t.confirmTitle}
        text={list.removing ? removeQuestion(list.removing.name) : ''}
        onNo={list.cancelRemove}
        onYes={() => {
          if (list.removing) list.confirmRemove(list.removing);
          list.cancelRemove();
        }}
      />
      <ErrorDialog message={list.failure} onClose={list.clearFailure} />
    </>
  );
}
